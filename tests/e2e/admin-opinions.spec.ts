// The admin hub's Opinions section (docs/product.md#admin-hub-and-moderation) in a real browser:
// an opinion deleted from its page is listed under Removed opinions, edited there and restored
// (the page shows it again, the audit log has it); a member's suggestion becomes an opinion from
// the prefilled opinion modal, the opinion's page credits them and they are told. Axe checks these
// screens in tests/e2e/accessibility.spec.ts.
import { api, demoAccounts, expect, recordDialogs, test } from './fixtures.ts';

// Each test sets up its own opinion or suggestion: the two workers can share them out.
test.describe.configure({ mode: 'parallel' });

test('an admin edits and restores a removed opinion: the list updates, the page shows it again, the log has it', async ({ people }) => {
  const { page } = await people.loggedIn(demoAccounts.admin);
  const unique = Date.now().toString(36);
  const title = `Removed then restored ${unique}`;
  const slug = await api.createOpinion(page, title);

  // Deleted from its page, as a moderator does.
  const dialogs = recordDialogs(page);
  await page.goto(`/o/${slug}`);
  await page.getByRole('group', { name: 'Moderation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  expect(dialogs).toContain('Delete this opinion?');

  await page.goto('/internal/admin');
  await page.getByRole('navigation', { name: 'Admin hub' }).getByRole('link', { name: 'Opinions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Removed opinions' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(unique);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('removed-opinions-status')).toHaveText(`1 removed opinion matches “${unique}”`);
  const cards = page.getByRole('list', { name: 'Removed opinions' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(/Deleted less than a minute ago by admin/);

  // Edit from the list: the card shows the new title at once.
  await cards.first().getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit opinion' });
  await modal.getByLabel('Title').fill(`${title}, reworded`);
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toBeHidden();
  await expect(cards.first().getByRole('heading', { name: `${title}, reworded` })).toBeVisible();

  // Restore asks first; Cancel leaves it.
  await cards.first().getByRole('button', { name: 'Restore' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this opinion?' });
  await expect(confirm).toContainText(`${title}, reworded`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button', { name: 'Restore' }).click();
  await confirm.getByLabel('Note for the audit log (optional)').fill('Deleted by mistake');
  await confirm.getByRole('button', { name: 'Restore opinion' }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByTestId('removed-opinions-status')).toContainText(`“${title}, reworded” restored`);
  await expect(page.getByRole('heading', { level: 1, name: 'Removed opinions' })).toBeFocused();
  await page.reload();
  await expect(page.getByText('No removed opinion matches')).toBeVisible();

  // Its page is back, with the vote bar.
  await page.goto(`/o/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title}, reworded` })).toBeVisible();
  await expect(page.getByText('Deleted', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Your vote' })).toBeVisible();

  // The audit log: the deletion, the edit and the restore with its note.
  await page.goto('/internal/admin/audit');
  await page.getByLabel('Action').selectOption({ label: 'Restored an opinion' });
  await expect(page).toHaveURL(/action=opinion\.restored/);
  const row = page.getByRole('row').filter({ hasText: `${title}, reworded` }).first();
  await expect(row).toContainText('Deleted by mistake');
  await expect(row).toContainText('Deleted: yes → no');
  await page.getByLabel('Action').selectOption({ label: 'Edited an opinion' });
  await expect(page.getByRole('row').filter({ hasText: `Title: ${title} → ${title}, reworded` })).toHaveCount(1);
});

test('a restore another admin made first is refused, and the list reloads', async ({ people }) => {
  const { page } = await people.loggedIn(demoAccounts.admin);
  const unique = Date.now().toString(36);
  const slug = await api.createOpinion(page, `Restored twice ${unique}`);
  const opinionId = await api.opinionId(page, slug);
  await api.setOpinionDeleted(page, opinionId, true);
  await page.goto(`/internal/admin/opinions?q=${unique}`);
  const card = page.getByRole('list', { name: 'Removed opinions' }).getByRole('listitem');
  await expect(card).toHaveCount(1);

  // Meanwhile another admin restores it from its page.
  await api.setOpinionDeleted(await people.loggedInOverHttp(demoAccounts.admin), opinionId, false);
  await card.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog', { name: 'Restore this opinion?' }).getByRole('button', { name: 'Restore opinion' }).click();
  await expect(page.getByRole('alert')).toHaveText('This opinion was already restored. The list has been refreshed.');
  await expect(card).toHaveCount(0);
});

test('an admin makes an opinion from a suggestion: the page credits the suggester, who is told', async ({ people }) => {
  const { page: suggesterPage, account: suggester } = await people.member('suggester');
  const unique = Date.now().toString(36);
  const text = `Libraries should open on Sundays ${unique}`;
  await api.postSuggestion(suggesterPage, `<p>${text}</p>`);

  const { page } = await people.loggedIn(demoAccounts.admin);
  await page.goto('/internal/admin/opinions');
  await page.getByRole('navigation', { name: 'Opinions' }).getByRole('link', { name: 'Suggestions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by author or text' }).fill(unique);
  await expect(page.getByTestId('suggestions-status')).toHaveText(`1 suggestion matches “${unique}”`);
  const card = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
  await expect(card.getByRole('heading', { name: `Suggestion by ${suggester.username}` })).toBeVisible();
  await expect(card).toContainText(text);

  // The opinion modal opens in create mode with the suggestion as its title.
  await card.getByRole('button', { name: 'Create opinion from this suggestion' }).click();
  const modal = page.getByRole('dialog', { name: 'New opinion' });
  await expect(modal.getByLabel('Title')).toHaveValue(text);
  await expect(modal).toContainText(`From ${suggester.username}’s suggestion`);
  await modal.getByRole('button', { name: 'Create opinion' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('suggestions-status')).toContainText(`“${text}” created; ${suggester.username} has been told`);
  await expect(card.getByText('Opinion created')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Create opinion from this suggestion' })).toHaveCount(0);

  // The opinion's page credits the suggester.
  await card.getByRole('link', { name: text }).click();
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  await expect(page.getByRole('link', { name: `@${suggester.username}` })).toHaveAttribute('href', `/u/${suggester.username}`);

  // The suggester is told, with a link to the opinion.
  await suggesterPage.goto('/notifications');
  const notification = suggesterPage.getByRole('link', { name: `Your suggestion became an opinion: ${text}` });
  await expect(notification).toBeVisible();
  await notification.click();
  await expect(suggesterPage.getByRole('heading', { level: 1, name: text })).toBeVisible();
});
