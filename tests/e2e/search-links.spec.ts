// Search results land where their item is shown (docs/decisions.md, "Search result links"):
// people, tags and questions on their pages (/people/{slug}, /tags/{slug}, /questions/{slug}),
// positions on their question's page and arguments on /arguments, each on its #anchor, which
// takes focus. Old links to
// /encyclopedia#person-{slug} and #tag-{slug} still mark their item.
// tests/e2e/start-test-server.ts creates one row of each type (the demo seed has none). Axe checks
// the encyclopedia at a search link's target in tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function followSearchResult(page: Page, query: string, title: string, typeLabel: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search Opinio' }).fill(query);
  const result = page.getByRole('list', { name: `Results for ${query}` }).getByRole('listitem').filter({ hasText: title });
  await expect(result).toContainText(typeLabel);
  await result.getByRole('link', { name: title }).click();
}

for (const { query, title, typeLabel, path } of [
  { query: 'lovelace', title: 'Ada Lovelace', typeLabel: 'Person', path: '/people/ada-lovelace' },
  { query: 'cryptography', title: 'Cryptography', typeLabel: 'Tag', path: '/tags/cryptography' },
  { query: 'ban cars', title: 'Should cities ban cars?', typeLabel: 'Question', path: '/questions/should-cities-ban-cars' },
]) {
  test(`search result of type ${typeLabel} opens its page ${path}`, async ({ page }) => {
    await page.goto('/');
    await followSearchResult(page, query, title, typeLabel);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

const cases = [
  // A position is a column of its question's page.
  { query: 'private cars downtown', title: 'Cities should ban private cars downtown', typeLabel: 'Position', path: '/questions/should-cities-ban-cars', anchor: 'pos-', heading: 'Should cities ban cars?' },
  { query: 'childhood asthma', title: 'Pedestrianised streets cut childhood asthma', typeLabel: 'Argument', path: '/arguments', anchor: 'arg-', heading: 'Arguments' },
];

for (const { query, title, typeLabel, path, anchor, heading } of cases) {
  test(`search result of type ${typeLabel} lands on its anchor on ${path}`, async ({ page }) => {
    await page.goto('/');
    await followSearchResult(page, query, title, typeLabel);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.hash.startsWith(`#${anchor}`)).toBe(true);
    const target = page.locator(url.hash);
    await expect(target).toContainText(title);
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  });
}

test('an old link to an item on /encyclopedia marks it, and another such link moves to it', async ({ page }) => {
  await page.goto('/encyclopedia#person-ada-lovelace');
  await expect(page.locator('#person-ada-lovelace')).toBeFocused();
  await page.goto('/encyclopedia#tag-cryptography');
  await expect(page.locator('#tag-cryptography')).toBeFocused();
  await expect(page.locator('#tag-cryptography')).toBeInViewport();
});
