// The encyclopedia's people and tags (docs/product.md#encyclopedia): a contributor writes a person
// through the screens, a visitor reads them, and a liked edit reaches its author in words.
import type { APIRequestContext } from '@playwright/test';
import { demoAccounts, expect, recordDialogs, test, uniqueName } from './fixtures.ts';
import { testOperationBody } from './test-operations.ts';

async function graphql<Data>(request: APIRequestContext, name: 'createPerson' | 'likeRevision', variables: Record<string, unknown>): Promise<Data> {
  const response = await request.post('/graphql', { data: testOperationBody(name, variables) });
  expect(response.status(), name).toBe(200);
  return ((await response.json()) as { data: Data }).data;
}

test('a contributor adds a tag and a person with the tag and a link, then edits the description; a visitor reads them', async ({ people }) => {
  // Several browsers through a whole journey: on a busy machine it outlasts 30 s.
  test.slow();
  const admin = await people.loggedIn(demoAccounts.admin);
  const { page } = admin;
  const dialogs = recordDialogs(page);
  const tagTitle = uniqueName('Physics');
  const name = uniqueName('Marie Curie');

  await page.goto('/tags/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a tag' })).toBeVisible();
  // Errors show in the form and go when the value changes.
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Please enter the title')).toBeVisible();
  await page.getByLabel('Title').fill(tagTitle);
  await expect(page.getByText('Please enter the title')).toBeHidden();
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: tagTitle })).toBeVisible();

  await page.goto('/people/new');
  await page.getByLabel('Name').fill(`${name}\nline break`);
  // A single-line field takes no line breaks.
  await expect(page.getByLabel('Name')).toHaveValue(`${name} line break`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Physicist and chemist.');
  await page.getByLabel(tagTitle).check();
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const personPath = new URL(page.url()).pathname;
  expect(personPath).toMatch(/^\/people\//);
  await expect(page.getByRole('link', { name: tagTitle })).toHaveAttribute('href', /^\/tags\//);

  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Address').fill('https://en.wikipedia.org/wiki/Marie_Curie');
  await page.getByLabel('Link text (optional)').fill('Wikipedia');
  await page.getByRole('button', { name: 'Add link' }).click();
  const link = page.getByRole('link', { name: /^Wikipedia/ });
  await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Marie_Curie');
  await expect(link).toHaveAttribute('rel', 'nofollow noopener');
  await expect(link).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Description').fill('Physicist and chemist, twice a Nobel laureate.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Physicist and chemist, twice a Nobel laureate.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('href', /^\/history\/person\/\d+$/);
  expect(dialogs).toEqual([]);

  // Cancelling a changed edit asks first.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialog.getByLabel('Description').fill('Something else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(dialogs).toEqual(['Discard changes?']);

  const visitor = await people.anonymous();
  await visitor.page.goto('/encyclopedia');
  await visitor.page.getByRole('link', { name }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.page.getByText('Physicist and chemist, twice a Nobel laureate.')).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: /^Wikipedia/ })).toBeVisible();
  // Visitors read: no writing controls.
  await expect(visitor.page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(visitor.page.getByRole('button', { name: 'Add a link' })).toHaveCount(0);
  await visitor.page.getByRole('link', { name: tagTitle }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: tagTitle })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name })).toHaveAttribute('href', personPath);
});

test('unknown people are not found', async ({ page }) => {
  await page.goto('/people/nobody-of-that-name');
  await expect(page.getByRole('heading', { name: /Not found/ })).toBeVisible();
});

test('a member reads in words that someone liked their edit, linking to it in the history', async ({ people }) => {
  const admin = await people.loggedIn(demoAccounts.admin);
  const name = uniqueName('Emmy Noether');
  const created = await graphql<{ createPerson: { data: { databaseId: number; latestRevisionId: number } } }>(admin.context.request, 'createPerson', {
    input: { name, description: 'Mathematician' },
  });
  const { databaseId, latestRevisionId } = created.createPerson.data;
  const liker = await people.memberOverHttp('liker');
  const liked = await graphql<{ likeRevision: { __typename: string } }>(liker.request, 'likeRevision', { revisionId: latestRevisionId });
  expect(liked.likeRevision.__typename).toBe('MutationLikeRevisionSuccess');

  await admin.page.goto('/notifications');
  const notification = admin.page.getByRole('link', { name: new RegExp(`${liker.account.username} liked your edit on “${name}”`) });
  await expect(notification).toBeVisible();
  await expect(notification).toHaveAttribute('href', `/history/person/${databaseId}#rev-${latestRevisionId}`);
});

test('a stale edit shows the newer text and Reload starts again from it; a picture is set from a file', async ({ people }) => {
  const first = await people.loggedIn(demoAccounts.admin);
  const second = await people.loggedIn(demoAccounts.admin);
  const name = uniqueName('Grace Hopper');
  const created = await graphql<{ createPerson: { data: { slug: string } } }>(first.context.request, 'createPerson', { input: { name, description: 'Admiral' } });
  const path = `/people/${created.createPerson.data.slug}`;

  await first.page.goto(path);
  await first.page.getByRole('button', { name: 'Edit', exact: true }).click();
  const staleDialog = first.page.getByRole('dialog', { name: `Edit ${name}` });
  await staleDialog.getByLabel('Description').fill('Admiral and programmer');

  await second.page.goto(path);
  await second.page.getByRole('button', { name: 'Edit', exact: true }).click();
  await second.page.getByRole('dialog').getByLabel('Description').fill('Computer scientist who built the first compiler');
  await second.page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(second.page.getByText('Computer scientist who built the first compiler')).toBeVisible();

  await staleDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(staleDialog.getByText('Someone else changed the description while you were editing. Nothing was saved.')).toBeVisible();
  await expect(staleDialog.getByText('Computer scientist who built the first compiler')).toBeVisible();
  await staleDialog.getByRole('button', { name: 'Reload' }).click();
  await expect(staleDialog.getByLabel('Description')).toHaveValue('Computer scientist who built the first compiler');
  await staleDialog.getByLabel('Description').fill('Computer scientist and admiral');
  await staleDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(staleDialog).toBeHidden();
  await expect(first.page.getByText('Computer scientist and admiral')).toBeVisible();

  // A 1×1 PNG: the server checks and re-encodes it.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await first.page.getByLabel('Add a picture').setInputFiles({ name: 'grace.png', mimeType: 'image/png', buffer: png });
  await expect(first.page.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/encyclopedia\/image\/\d+/);
  await expect(first.page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
});
