// The encyclopedia's question screens (docs/product.md#encyclopedia): a question made, edited by a
// second contributor, the first told and reverting, and the history showing every step; what
// visitors and members may do; the stale-edit notice.
import type { APIRequestContext } from '@playwright/test';
import { api, demoAccounts, expect, test, type People } from './fixtures.ts';

/** A fresh member made a contributor by the demo admin, in a browser of their own. */
async function contributor(people: People, admin: APIRequestContext, label: string) {
  const person = await people.member(label);
  const { viewer } = await api.operation<{ viewer: { user: { databaseId: number } } }>(person.context, 'viewerId');
  const { setMemberRole } = await api.operation<{ setMemberRole: { __typename: string } }>(admin, 'setMemberRole', {
    userId: viewer.user.databaseId,
    role: 'CONTRIBUTOR',
  });
  expect(setMemberRole.__typename).toBe('MutationSetMemberRoleSuccess');
  return person;
}

test('a question is built, edited by another contributor, reverted, and its history shows each step', async ({ people, accounts }) => {
  // Several browsers through a whole journey: on a busy machine it outlasts 30 s.
  test.slow();
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const first = await contributor(people, admin, 'firstcontrib');
  const second = await contributor(people, admin, 'secondcontrib');
  const title = `Should towns keep night buses ${accounts.newUsername('q')}`;
  const question = await api.askQuestion(first.context.request, admin, title);

  // The first contributor adds two positions and an argument on the page.
  const page = first.page;
  await page.goto(`/questions/${question.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No positions yet.')).toBeVisible();
  for (const position of ['Keep them running all night', 'Replace them with taxis on demand']) {
    await page.getByRole('button', { name: 'Add a position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a position' });
    await dialog.getByLabel('Position').fill(position);
    await dialog.getByRole('button', { name: 'Add position' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: position })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add an argument for: Keep them running all night' }).click();
  const argumentDialog = page.getByRole('dialog', { name: 'Add an argument for: Keep them running all night' });
  await argumentDialog.getByLabel('Argument').fill('Night workers have no other way home');
  await argumentDialog.getByRole('button', { name: 'Add argument' }).click();
  const keep = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Keep them running all night' }) });
  await expect(keep.getByRole('heading', { level: 4, name: 'Night workers have no other way home' })).toBeVisible();
  await expect(keep.getByText('1 argument')).toBeVisible();

  // The second contributor changes the title.
  const editedTitle = `${title} after midnight`;
  await second.page.goto(`/questions/${question.slug}`);
  await second.page.getByRole('button', { name: 'Edit question' }).click();
  const editDialog = second.page.getByRole('dialog', { name: 'Edit question' });
  await editDialog.getByLabel('Question').fill(editedTitle);
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(second.page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();

  // The first contributor follows what they made: the notifications list shows the change.
  // (The list names the question; the words for encyclopedia notifications are another change's.)
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: new RegExp(editedTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();

  // They revert to the first version from the history.
  await page.goto(`/history/convo/${question.databaseId}`);
  const revisions = page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem').filter({ has: page.locator('strong') });
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText('Edited the title');
  await expect(revisions.nth(0).locator('ins')).toContainText('after midnight');
  await expect(revisions.nth(0).locator('ins')).toContainText('[added:');
  await expect(revisions.nth(1)).toContainText('Created');
  page.once('dialog', (dialog) => void dialog.accept());
  await revisions.nth(1).getByRole('button', { name: 'Revert to this' }).click();
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText('Reverted the title');
  await expect(revisions.nth(0).locator('del')).toContainText('after midnight');
  await expect(revisions.nth(1)).toContainText(/Undone by @/);

  // The second contributor gives the revert a good point; the first cannot like their own.
  await second.page.goto(`/history/convo/${question.databaseId}`);
  const newest = second.page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem').first();
  await newest.getByRole('button', { name: 'Like' }).click();
  await expect(newest).toContainText('1 good point');
  await expect(newest.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  await expect(revisions.nth(0).getByRole('button', { name: 'Like' })).toHaveCount(0);

  await page.goto(`/questions/${question.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
});

test('a visitor reads the question feed and a question; a member sees no edit controls and the server refuses their edit', async ({ people, accounts }) => {
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const title = `Should libraries lend tools ${accounts.newUsername('v')}`;
  const question = await api.askQuestion(admin, admin, title);

  const visitor = await people.anonymous();
  await visitor.page.goto('/questions');
  await visitor.page.getByRole('link', { name: title }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Follow' })).toHaveCount(0);

  const member = await people.member('reader');
  await member.page.goto(`/questions/${question.slug}`);
  await expect(member.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Follow' })).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Edit question' })).toHaveCount(0);
  await expect(member.page.getByRole('button', { name: 'Add a position' })).toHaveCount(0);
  await expect(member.page.getByRole('button', { name: 'Add a link' })).toHaveCount(0);
  const { editQuestion } = await api.operation<{ editQuestion: { __typename: string } }>(member.context.request, 'editQuestion', {
    input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, title: 'A member rewrote this' },
  });
  expect(editQuestion.__typename).toBe('AuthError');
  await member.page.reload();
  await expect(member.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await visitor.page.goto('/questions/no-such-question-here');
  await expect(visitor.page.getByRole('heading', { level: 1, name: /Not found/ })).toBeVisible();
});

test('an edit from an old version shows the newer text and reloads it', async ({ people, accounts }) => {
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const editor = await contributor(people, admin, 'staleeditor');
  const title = `Should parks close at dusk ${accounts.newUsername('s')}`;
  const question = await api.askQuestion(admin, admin, title);
  await editor.page.goto(`/questions/${question.slug}`);
  await editor.page.getByRole('button', { name: 'Edit question' }).click();
  const dialog = editor.page.getByRole('dialog', { name: 'Edit question' });
  await dialog.getByLabel('Question').fill(`${title} in winter`);

  // Meanwhile someone else saves a new title.
  const { editQuestion } = await api.operation<{ editQuestion: { __typename: string } }>(admin, 'editQuestion', {
    input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, title: `${title} at all` },
  });
  expect(editQuestion.__typename).toBe('MutationEditQuestionSuccess');

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Someone else changed the title while you were editing. Nothing was saved.');
  await expect(dialog.getByRole('alert')).toContainText(`${title} at all`);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByLabel('Question')).toHaveValue(`${title} at all`);
});

test('a contributor gives a question tags and people; the page links them and the history says so', async ({ people, accounts }) => {
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const editor = await contributor(people, admin, 'classifier');
  const suffix = accounts.newUsername('c');
  const question = await api.askQuestion(admin, admin, `Should cities plant more trees ${suffix}`);
  const tagTitle = `Urban ${suffix}`.slice(0, 60);
  const personName = `Jane Jacobs ${suffix}`;
  const { createEncyclopediaTag } = await api.operation<{ createEncyclopediaTag: { __typename: string } }>(admin, 'createEncyclopediaTag', {
    input: { title: tagTitle, description: 'Towns and cities.' },
  });
  expect(createEncyclopediaTag.__typename).toBe('MutationCreateEncyclopediaTagSuccess');
  const { createPerson } = await api.operation<{ createPerson: { __typename: string } }>(admin, 'createPerson', { input: { name: personName, description: 'Writer' } });
  expect(createPerson.__typename).toBe('MutationCreatePersonSuccess');

  const page = editor.page;
  await page.goto(`/questions/${question.slug}`);
  await page.getByRole('button', { name: 'Edit question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  const categories = dialog.getByRole('group', { name: 'Categories (1 to 3)' });
  // The question's one category stays: a question always has one.
  await expect(categories.getByRole('checkbox', { checked: true })).toBeDisabled();
  const tags = dialog.getByRole('group', { name: 'Tags (up to 10)' });
  const filter = tags.getByRole('searchbox', { name: 'Filter tags' });
  // The e2e database may hold few tags (no filter box) or many (then narrow the list first).
  if (await filter.isVisible()) await filter.fill(suffix);
  await tags.getByRole('checkbox', { name: tagTitle }).check();
  const peopleGroup = dialog.getByRole('group', { name: 'People (up to 20)' });
  const peopleFilter = peopleGroup.getByRole('searchbox', { name: 'Filter people' });
  if (await peopleFilter.isVisible()) await peopleFilter.fill(suffix);
  await peopleGroup.getByRole('checkbox', { name: personName }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('link', { name: tagTitle })).toBeVisible();
  await page.getByRole('link', { name: personName }).click();
  await expect(page.getByRole('heading', { level: 1, name: personName })).toBeVisible();
  await expect(page.getByRole('link', { name: `Should cities plant more trees ${suffix}` })).toBeVisible();

  await page.goto(`/questions/${question.slug}`);
  await page.getByRole('link', { name: 'History' }).first().click();
  const changes = page.getByRole('listitem').filter({ has: page.getByText(/^(Changed the tags|Changed the people)$/) });
  await expect(changes).toHaveCount(2);
  await expect(changes.filter({ hasText: 'Changed the tags' })).toContainText(tagTitle);
  await expect(changes.filter({ hasText: 'Changed the people' })).toContainText(personName);
});
