// The admin hub's User tags (docs/product.md#admin-hub-and-moderation) in a real browser: an admin
// creates a tag (a name taken in any case is refused under the field), gives it to a member found
// by name, sees it on the member's card (and takes it away and gives it again there), renames it,
// reads both in the audit log, and deletes it after a confirmation that says how many members
// carry it; a tag another admin deleted meanwhile is reported and the list reloads. Axe checks
// these screens in tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'parallel' });

/** The tag's row on the User tags screen, found by searching for its name. */
async function tagRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search tags' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  return page.getByRole('list', { name: 'User tags' }).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('an admin creates a tag, gives it to a member, renames it, finds both in the audit log and deletes it', async ({ people }) => {
  test.slow();
  const { account: member } = await people.memberOverHttp('tagged');
  const { page } = await people.loggedIn(demoAccounts.admin);
  const name = `Panel ${Date.now()}`;
  const renamed = `${name} renamed`;

  await page.goto('/internal/admin');
  await page.getByRole('navigation', { name: 'Admin hub' }).getByRole('link', { name: 'User tags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User tags' })).toBeVisible();

  // Created; the same name in other letters is refused under the field.
  const form = page.getByRole('region', { name: 'New tag' });
  await form.getByLabel('Tag name').fill(`  ${name}  `);
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByTestId('tags-status')).toContainText(`Tag “${name}” created`);
  await expect(form.getByLabel('Tag name')).toHaveValue('');
  await form.getByLabel('Tag name').fill(name.toUpperCase());
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expect(form.getByRole('alert')).toHaveText(`A tag named “${name}” already exists`);
  await expect(form.getByLabel('Tag name')).toHaveAttribute('aria-invalid', 'true');

  // Its page: nobody carries it; Add a member finds the member by name.
  const row = await tagRow(page, name);
  await expect(row).toContainText('0 members · created by admin');
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Nobody carries this tag yet').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a member by username' }).fill(member.username);
  const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem').filter({ hasText: member.username });
  await found.getByRole('button', { name: `Add ${member.username}` }).click();
  await expect(found).toContainText('Already tagged');
  await expect(page.getByTestId('tag-members-status')).toContainText(`${member.username} added`);
  const members = page.getByRole('list', { name: `Members with the tag ${name}` });
  await expect(members.getByRole('link', { name: member.username })).toBeVisible();
  await expect(page.getByRole('main').getByText('1 member · created by admin')).toBeVisible();

  // The member's card shows it.
  await page.goto(`/internal/admin/members?q=${member.username}`);
  const card = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.username }) });
  await expect(card.getByRole('list', { name: `${member.username}’s tags` })).toHaveText(new RegExp(name));
  // Taken away there with the pill's button, and given again by typing its name.
  await card.getByRole('button', { name: `Remove tag ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText(`Tag “${name}” removed`);
  await expect(card.getByRole('list', { name: `${member.username}’s tags` })).toHaveCount(0);
  await card.getByLabel('User tags').fill(name);
  await expect(card.getByRole('status')).toHaveText(`Tag “${name}” added`);
  await expect(card.getByRole('list', { name: `${member.username}’s tags` })).toHaveText(new RegExp(name));

  // Renamed from the list, which keeps the row in place.
  await page.goto('/internal/admin/tags');
  const listed = await tagRow(page, name);
  await listed.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename the tag “${name}”` });
  await rename.getByLabel('Name').fill(renamed);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByTestId('tags-status')).toContainText(`Renamed to “${renamed}”`);
  await expect(page.getByRole('list', { name: 'User tags' }).getByRole('link', { name: renamed })).toBeVisible();

  // The audit log has the creation, the assignment and the rename, with before and after.
  await page.getByRole('navigation', { name: 'Admin hub' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: 'Renamed a user tag' });
  await expect(page).toHaveURL(/action=userTag\.renamed/);
  await expect(page.getByRole('row').filter({ hasText: `Tag “${name}”` }).first()).toContainText(`Name: ${name} → ${renamed}`);
  await page.getByLabel('Action').selectOption({ label: 'Tagged a member' });
  await expect(page.getByRole('row').filter({ hasText: `Member ${member.username}` }).first()).toContainText(`Tags: none → ${name}`);

  // Deleted after a confirmation that counts the members; it leaves the list and the card.
  await page.goto('/internal/admin/tags');
  const doomed = await tagRow(page, renamed);
  await doomed.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the tag “${renamed}”?` });
  await expect(confirm).toContainText('1 member carries it: they all lose it');
  await confirm.getByRole('button', { name: 'Delete tag' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('tags-status')).toContainText(`Tag “${renamed}” deleted; 1 member lost it`);
  await expect(doomed).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'User tags' })).toBeFocused();
  await page.goto(`/internal/admin/members?q=${member.username}`);
  await expect(card.getByLabel('User tags')).toBeVisible();
  await expect(card.getByRole('list', { name: `${member.username}’s tags` })).toHaveCount(0);
});

test('a tag another admin deleted meanwhile: the rename is refused in words and the list reloads', async ({ people }) => {
  const { page } = await people.loggedIn(demoAccounts.admin);
  const name = `Vanishing ${Date.now()}`;
  const other = await people.loggedInOverHttp(demoAccounts.admin);
  const graphql = async (query: string, variables: Record<string, unknown>) =>
    ((await (await other.post('/graphql', { data: { query, variables } })).json()) as { data: Record<string, { data: { databaseId: number } }> }).data;
  const created = await graphql('mutation($name: String!) { createUserTag(name: $name) { ... on MutationCreateUserTagSuccess { data { databaseId } } } }', { name });
  const id = created.createUserTag.data.databaseId;

  await page.goto(`/internal/admin/tags?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('list', { name: 'User tags' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await graphql('mutation($id: Int!) { deleteUserTag(id: $id) { __typename } }', { id });

  await row.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename the tag “${name}”` });
  await rename.getByLabel('Name').fill(`${name} again`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('alert')).toHaveText('This tag does not exist: another admin deleted it. The list has been refreshed.');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No tag matches', { exact: true })).toBeVisible();

  // Its page, and a page of no tag at all, are the Not found page.
  for (const path of [`/internal/admin/tags/${id}`, '/internal/admin/tags/not-a-number']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /Not found/ })).toBeVisible();
  }
});
