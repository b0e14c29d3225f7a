// Personal details and the AdminHub report overview in a real browser: a new member gives their
// demographics on /settings/details; the demo admin filters the Opinion DNA overview with
// checkboxes, a user tag and range sliders; a member without AdminHub sees nothing. Axe checks
// both screens at both widths in tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures.ts';

const totalUsers = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('strong').textContent())?.replace(/\D/g, ''));

test('a member gives their personal details, and a future birth year is refused', async ({ page, accounts }) => {
  await accounts.signUp(page, 'details');
  await page.goto('/settings/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Personal details' });

  await form.getByLabel('Birth year').fill(String(new Date().getFullYear() + 1));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Birth year cannot be in the future');
  expect((await (await page.request.post('/api/user/demographics/get', { data: { body: {} } })).json()).body.birthYear).toBeNull();

  await form.getByLabel('Birth year').fill('1987');
  await expect(form.getByRole('alert')).toBeHidden();
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Nationality').selectOption({ label: 'UK' });
  await form.getByLabel('Education').selectOption({ label: "Master's degree" });
  await form.getByLabel('Political spectrum').selectOption({ label: 'Moderate Left' });
  await form.getByLabel('Number of children').selectOption({ label: 'None' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your details are saved.');

  const saved = (await (await page.request.post('/api/user/demographics/get', { data: { body: {} } })).json()).body;
  expect(saved).toMatchObject({ gender: 'female', birthYear: 1987, nationality: 'gb', education: 60, politicalSpectrum: 25, numChildren: -1, religion: null });

  await page.reload();
  await expect(form.getByLabel('Nationality')).toHaveValue('gb');
  await expect(form.getByLabel('Birth year')).toHaveValue('1987');
});

test('a logged-out visitor is asked to log in for personal details', async ({ page }) => {
  await page.goto('/settings/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Please log in or sign up to give your personal details' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fsettings%2Fdetails');
  await expect(page.getByRole('form', { name: 'Personal details' })).toHaveCount(0);
});

test('the admin filters the Opinion DNA overview with checkboxes, a tag and sliders', async ({ page, accounts }) => {
  // Nine filter changes, each a debounced refetch of the overview's ~170 form controls, on a
  // shared 2-core machine.
  test.setTimeout(120_000);
  await accounts.logIn(page, demoAccounts.admin);
  await page.goto('/reports/details/opinion-dna/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA overview' })).toBeVisible();
  // The detailed report screen itself: the admin's own profile card and detailed text card.
  const profileCard = page.getByTestId('profile-card');
  await expect(profileCard.getByRole('heading', { level: 2, name: 'Your profile' })).toBeVisible();
  await expect(profileCard.getByTestId('profile-card-row')).toHaveCount(48);
  await expect(page.getByTestId('detailed-text-card').getByRole('heading', { level: 2, name: 'What your results mean' })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('heading', { name: 'Filters Applied' })).toBeVisible();
  const everyone = await totalUsers(page, 'total-users');
  expect(everyone).toBeGreaterThanOrEqual(50);
  expect(await totalUsers(page, 'spectrum-users')).toBe(everyone);

  // Nationality lists the nationalities present, labelled as the form labels them (gb "UK").
  const nationality = sidebar.getByRole('group', { name: 'Nationality' });
  const uk = nationality.getByRole('checkbox', { name: /^UK/ });
  await uk.check();
  await expect.poll(() => totalUsers(page, 'total-users')).toBeLessThan(everyone);
  await uk.uncheck();
  await expect.poll(() => totalUsers(page, 'total-users')).toBe(everyone);

  // A checkbox: only women.
  const gender = sidebar.getByRole('group', { name: 'Gender' });
  await gender.getByRole('checkbox', { name: /Female/ }).check();
  await expect.poll(() => totalUsers(page, 'total-users')).toBeLessThan(everyone);
  const women = await totalUsers(page, 'total-users');
  expect(women).toBeGreaterThan(0);
  // Demographic filters leave the Elements Spectrum population as it was.
  expect(await totalUsers(page, 'spectrum-users')).toBe(everyone);

  // A slider: only high Openness; the handles cannot cross.
  const openness = sidebar.getByRole('group', { name: 'Openness' });
  await openness.getByRole('slider', { name: 'Openness to' }).fill('40');
  await openness.getByRole('slider', { name: 'Openness from' }).fill('90');
  await expect(openness.getByRole('slider', { name: 'Openness from' })).toHaveValue('39');
  await expect.poll(() => totalUsers(page, 'spectrum-users')).toBeLessThan(everyone);
  const lowOpenness = await totalUsers(page, 'spectrum-users');
  await openness.getByRole('slider', { name: 'Openness from' }).fill('0');
  await openness.getByRole('slider', { name: 'Openness to' }).fill('100');
  await expect.poll(() => totalUsers(page, 'spectrum-users')).toBe(everyone);
  expect(lowOpenness).toBeGreaterThan(0);

  // A user tag: typing a tag's exact name adds it as a pill; the pill can be removed.
  const tagBox = sidebar.getByPlaceholder('Find or create a tag');
  await tagBox.fill('Newsletter readers');
  const pill = sidebar.getByRole('list', { name: 'Selected tags' }).getByRole('listitem');
  await expect(pill).toHaveText(/Newsletter readers/);
  await expect(tagBox).toHaveValue('');
  await expect.poll(() => page.getByTestId('total-users').textContent()).not.toContain(String(women));
  await sidebar.getByRole('button', { name: 'Remove tag Newsletter readers' }).click();
  await expect(pill).toHaveCount(0);
  await expect.poll(() => totalUsers(page, 'total-users')).toBe(women);

  // The CSV download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('opiniondna-report.csv');
});

test('a member without AdminHub sees nothing on the overview', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.demo);
  await page.goto('/reports/details/opiniondna/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('Filters Applied')).toHaveCount(0);
});
