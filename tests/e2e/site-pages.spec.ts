// Site pages and the footer (docs/product.md#site-pages), in Chromium: every page's footer leads to
// the privacy notice, the cookie notice and the terms, with the years up to this one; the cookie
// banner's settings link to the cookie notice; an unknown article is Not found.
import { expect, test } from './fixtures.ts';

test('the footer leads to the site pages and counts the years up to this one', async ({ page }) => {
  await page.goto('/topics');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© 2019–${new Date().getFullYear()} Opinio`);
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'opinio_session', exact: true })).toBeVisible();
});

test("the cookie banner's settings link to the cookie notice", async ({ page }) => {
  await page.goto('/topics');
  const banner = page.getByRole('region', { name: /cookie/i });
  await banner.getByRole('button', { name: 'Settings' }).click();
  await banner.getByRole('link', { name: 'Read the cookie notice' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
});

test('an article nobody wrote is Not found', async ({ page }) => {
  await page.goto('/article/no-such-article');
  await expect(page.getByText('Not found. The URL you entered may be invalid.')).toBeVisible();
});
