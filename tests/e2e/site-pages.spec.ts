// Site pages and the footer (docs/product.md#site-pages), in Chromium: every page's footer leads to
// the privacy notice, the cookie notice and the terms, with the years up to this one; the cookie
// banner's settings link to the cookie notice; an unknown article is Not found. In the admin hub:
// an admin edits /privacy (leaving with changes asks first), the public page shows the new text
// at once, the history has the version, restoring the built-in text brings the old text back, and
// the audit log has both; a new article keeps no script of its text; a save from a version someone
// else has replaced since is refused and keeps the text. Axe checks these screens in
// tests/e2e/accessibility.spec.ts.
//
// The tests run one after the other in one worker (the file is not parallel): the /privacy test
// changes the page the footer test reads, and leaves it with its built-in text again.
import type { Page } from '@playwright/test';
import { api, demoAccounts, expect, holdRequests, operationOf, recordDialogs, test } from './fixtures.ts';

/** The editor's text box, with what it holds. */
const sourceBox = (page: Page) => page.getByRole('textbox', { name: 'Text (HTML)' });

/** Answers the next "Discard changes?" question, and records that it was asked. */
function answerDiscard(page: Page, accept: boolean): { asked: () => boolean } {
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = dialog.message() === 'Discard changes?';
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return { asked: () => asked };
}

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

test('an admin edits /privacy in the hub; readers see it, the history keeps it, restoring brings the old text back, the audit log has both', async ({ people }) => {
  test.slow();
  const { page } = await people.loggedIn(demoAccounts.admin);
  const line = `Updated in the hub ${Date.now()}`;
  // The public page first, so its answer is in this tab's store when the hub changes the page.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();

  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('navigation', { name: 'Admin hub' }).getByRole('link', { name: 'Site pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site pages' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Site pages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Privacy' }) });
  await expect(card).toContainText('/privacy');
  await card.getByRole('link', { name: 'Edit Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Privacy”' })).toBeVisible();

  const box = sourceBox(page);
  await expect(box).toHaveValue(/<h2>Who can see it<\/h2>/);
  await box.fill(`<p>${line}</p>\n${await box.inputValue()}`);
  // Leaving with changes asks first; "Cancel" keeps them.
  const kept = answerDiscard(page, false);
  await page.getByRole('link', { name: '← All site pages' }).click();
  await expect.poll(kept.asked).toBe(true);
  await expect(page).toHaveURL(/\/internal\/admin\/pages\/edit\/privacy$/);
  await expect(box).toHaveValue(new RegExp(line));

  // A save needs its note.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Say in a few words what changed')).toBeVisible();
  await page.getByRole('textbox', { name: 'What changed' }).fill('A line at the top');
  // The editor loads the page again after a save; until that answer comes, the draft is the
  // saved text and leaving must not ask whether to discard it (the answer is held back here).
  const dialogs = recordDialogs(page, { answer: 'dismiss' });
  const releaseReload = await holdRequests(page, '**/graphql', (request) => operationOf(request) === 'AdminSitePageQuery');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('site-page-notice')).toHaveText(/^Saved as revision \d+: \/privacy shows the new text\.$/);

  // In this tab, without a reload: the page reads as saved.
  await page.getByRole('link', { name: 'View /privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(dialogs).toEqual([]);
  releaseReload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy', exact: true })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();

  await page.goBack();
  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first()).toContainText('Saved by admin');
  await expect(versions.first()).toContainText('A line at the top');
  await expect(versions.last()).toContainText('Built-in text');

  // Read the built-in text, then bring it back.
  await versions.last().getByRole('button', { name: 'View Built-in text' }).click();
  const viewer = page.getByRole('dialog', { name: 'Built-in text: Privacy' });
  await expect(viewer.getByRole('heading', { name: 'Who can see it' })).toBeVisible();
  await expect(viewer.getByText(line)).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm.getByRole('textbox', { name: 'What changed' })).toHaveValue('Restored the built-in text');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('site-page-notice')).toHaveText(/^Built-in text restored as revision \d+: \/privacy reads as it did then\.$/);
  await expect(versions.first()).toContainText('Restored the built-in text');
  await expect(versions.first()).toContainText('Current');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();
  await expect(page.getByText(line)).toHaveCount(0);

  // The audit log: the edit with its note, the restore.
  await page.goto('/internal/admin/audit');
  await page.getByLabel('Action').selectOption({ label: 'Edited a page' });
  const edited = page.getByRole('table').getByRole('row').filter({ hasText: 'A line at the top' });
  await expect(edited).toContainText('Page Privacy (/privacy)');
  await expect(edited).toContainText('admin');
  await page.getByLabel('Action').selectOption({ label: 'Restored a page version' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Restored revision: built-in text');
});

test('a new article keeps no script; a save from a version someone replaced since is refused and keeps the text', async ({ people }) => {
  test.slow();
  const { page } = await people.loggedIn(demoAccounts.admin);
  const stamp = Date.now();
  const title = `Our moderation ${stamp}`;
  await page.goto('/internal/admin/pages');
  await page.getByRole('link', { name: 'New page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const address = page.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(`our-moderation-${stamp}`);

  // The address: its form is checked here, a taken one by the server.
  await address.fill('Our Moderation');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('An address is lower-case letters, digits and single hyphens, such as how-we-moderate')).toBeVisible();
  await address.fill('privacy');
  await sourceBox(page).fill('<p>x</p>');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('A page already has this address (/privacy): edit it, or choose another')).toBeVisible();

  const slug = `our-moderation-${stamp}`;
  await address.fill(slug);
  await sourceBox(page).fill(
    `<h2>How we moderate</h2><p onclick="window.__pwned = 'click'">Three reports hide a comment.</p>` +
      `<script>window.__pwned = 'script'</script><img src="x" onerror="window.__pwned = 'img'">`,
  );
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByTestId('site-page-preview');
  await expect(preview.getByRole('heading', { name: 'How we moderate' })).toBeVisible();
  await expect(preview.locator('script, img, [onclick]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByTestId('site-page-notice')).toHaveText(`Page created: it is at /article/${slug}.`);
  // What was stored is what the allow-list kept.
  await expect(sourceBox(page)).toHaveValue('<h2>How we moderate</h2><p>Three reports hide a comment.</p>');

  await page.goto(`/article/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const text = page.getByText('Three reports hide a comment.');
  await text.click();
  await expect(page.locator('main script, main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();

  // Another admin saves while this editor is open at the first version.
  await page.goto(`/internal/admin/pages/edit/${slug}`);
  await sourceBox(page).fill('<p>My version</p>');
  const other = await people.loggedInOverHttp(demoAccounts.admin);
  const firstRevision = Number(/^Revision (\d+)$/.exec((await page.getByTestId('site-page-revision').textContent()) ?? '')?.[1]);
  await api.saveSitePage(other, { slug, title, body: '<p>Their version</p>', note: 'Theirs', baseRevisionId: firstRevision });
  await page.getByRole('textbox', { name: 'What changed' }).fill('Mine');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'saved this page after you opened it' });
  await expect(refusal).toContainText('admin saved this page after you opened it, so your changes were not saved. Your text is still in the editor');
  await expect(sourceBox(page)).toHaveValue('<p>My version</p>');
  const discard = answerDiscard(page, true);
  await refusal.getByRole('button', { name: 'Load the latest version' }).click();
  await expect.poll(discard.asked).toBe(true);
  await expect(sourceBox(page)).toHaveValue('<p>Their version</p>');
  await expect(refusal).toHaveCount(0);
});
