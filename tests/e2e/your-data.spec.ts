// Your data in a real browser (docs/product.md#your-data): a member downloads the JSON copy of
// what is stored about them, then deletes the account through the confirmation dialog (focus on
// the field, Escape closes it back onto its button, a wrong password is refused), lands on the
// home page signed out with the status message, and their other browser is signed out too. Axe
// checks the section (/settings/details) and the dialog in tests/e2e/accessibility.spec.ts.
import { readFile } from 'node:fs/promises';
import { api, expect, test } from './fixtures.ts';

const opinionSlug = 'pineapple-belongs-on-pizza';

test('download your data, then delete the account: signed out everywhere', async ({ page, accounts, people }) => {
  test.slow();
  const account = await accounts.signUp(page, 'erase_me');
  const otherDevice = await people.loggedIn(account);
  await api.setDemographics(page, { birthYear: '1984', gender: 'male' });
  await api.vote(page, await api.opinionId(page, opinionSlug), 2);

  await page.goto('/settings/details');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByRole('heading', { name: 'Download your data' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download your data' }).click()]);
  expect(download.suggestedFilename()).toBe(`opinio-${account.username}.json`);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ username: account.username, email: account.email });
  expect(data.demographics).toMatchObject({ birthYear: 1984, gender: 'male' });
  expect(data.votes).toMatchObject([{ rating: 2, opinion: { slug: opinionSlug } }]);

  // The dialog opens on its field; Escape closes it and focus goes back to the button.
  const deleteButton = section.getByRole('button', { name: 'Delete account' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password: your account was not deleted');

  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeInViewport();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  // The other browser is signed out as well, and the account cannot log in any more.
  await otherDevice.page.goto('/settings/details');
  await expect(otherDevice.page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const login = await page.request.post('/api/login', { data: { body: { email: account.email, password: account.password } } });
  expect(login.status()).toBe(401);
});
