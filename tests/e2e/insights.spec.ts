// Personal details and the AdminHub report overview in a real browser: a new member gives their
// demographics on /settings/details; the demo admin finds the Opinion DNA overview's population
// averages first and filters them with checkboxes, a user tag and range sliders folded into
// panels, each filter a removable chip, the one "users match" count in a sticky bar (a drawer
// under it at 390 px); a member without AdminHub sees nothing. Axe checks both screens at both
// widths in tests/e2e/accessibility.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures.ts';

const OVERVIEW = '/reports/details/opinion-dna/overview';

/** A figure the overview shows in bold: "1,155" of "1,155 users match". */
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('strong').textContent())?.replace(/\D/g, ''));
const usersMatch = (page: Page) => figure(page, 'users-match');
const spectrumUsers = (page: Page) => figure(page, 'spectrum-users');

/** Unfolds the filter panel titled `title` (its summary may add "1 set"). */
async function openPanel(scope: Locator, title: string): Promise<void> {
  await scope.locator('summary').filter({ hasText: new RegExp(`^${title}(\\d+ set)?$`) }).click();
}

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

test('the Opinion DNA overview opens with the population averages, one count and folded filters', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.admin);
  await page.goto(OVERVIEW);
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA overview' })).toBeVisible();

  // The population's averages come first: the first one is on the first screen at 1280 px, even
  // under the cookie banner a new visitor sees.
  const averages = page.getByTestId('population-averages');
  await expect(averages.getByRole('heading', { level: 2, name: 'Population averages' })).toBeVisible();
  await expect(averages.getByTestId('average-row')).toHaveCount(48);
  const first = await averages.getByTestId('average-row').first().boundingBox();
  expect(first, 'the first average is laid out').not.toBeNull();
  expect(first!.y + first!.height).toBeLessThan(page.viewportSize()!.height);
  await expect(averages.getByTestId('average-row').first()).toHaveText(/^Openness\s*\d+\.\d$/);

  // One count of the matching users, none of the old "Total users" figures.
  await expect(page.getByText(/users match/)).toHaveCount(1);
  await expect(page.getByText(/Total users/)).toHaveCount(0);
  expect(await usersMatch(page)).toBeGreaterThanOrEqual(50);
  await expect(page.getByText('No filters: everyone with a complete report.')).toBeVisible();

  // The 48 sliders are folded by section; a section opens to its own sliders only.
  const filters = page.getByRole('complementary');
  await expect(filters.getByRole('heading', { name: 'Filters Applied' })).toBeVisible();
  await expect(filters.getByRole('slider')).toHaveCount(0);
  await openPanel(filters, 'Personality');
  await expect(filters.getByRole('slider', { name: 'Openness from' })).toBeVisible();
  // Twelve elements, two handles each.
  await expect(filters.getByRole('slider')).toHaveCount(24);
  await expect(filters.getByRole('slider', { name: 'Care from' })).toBeHidden();
  await openPanel(filters, 'Values');
  await expect(filters.getByRole('slider', { name: 'Care from' })).toBeVisible();
  // The demographic answers are folded too.
  await expect(filters.getByRole('group', { name: 'Gender' })).toBeHidden();
  await openPanel(filters, 'Gender');
  await expect(filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ })).toBeVisible();

  // The admin's own report is below the population's figures, labelled, and folded.
  const own = page.getByRole('region', { name: 'Your own report' });
  const ownTop = (await own.boundingBox())!.y;
  const lastAverage = (await averages.getByTestId('average-row').last().boundingBox())!;
  expect(ownTop).toBeGreaterThan(lastAverage.y + lastAverage.height);
  const profileCard = own.getByTestId('profile-card');
  await expect(profileCard).toBeHidden();
  await own.locator('summary').filter({ hasText: 'Your profile and detailed text' }).click();
  await expect(profileCard.getByRole('heading', { level: 2, name: 'Your profile' })).toBeVisible();
  await expect(profileCard.getByTestId('profile-card-row')).toHaveCount(48);
  await expect(own.getByTestId('detailed-text-card').getByRole('heading', { level: 2, name: 'What your results mean' })).toBeVisible();

  // The count stays in sight at the foot of the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(averages.getByTestId('average-row').first()).not.toBeInViewport();
  await expect(page.getByTestId('users-match')).toBeInViewport();
});

test('the admin filters the Opinion DNA overview with checkboxes, a tag and sliders, each a removable chip', async ({ page, accounts }) => {
  // Many filter changes, each a debounced refetch of the overview, on a shared 2-core machine.
  test.setTimeout(120_000);
  await accounts.logIn(page, demoAccounts.admin);
  await page.goto(OVERVIEW);
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA overview' })).toBeVisible();
  const filters = page.getByRole('complementary');
  const chips = page.getByRole('list', { name: 'Active filters' });
  const everyone = await usersMatch(page);
  expect(everyone).toBeGreaterThanOrEqual(50);
  expect(await spectrumUsers(page)).toBe(everyone);

  // Nationality lists the nationalities present, labelled as the form labels them (gb "UK").
  // Checking one adds its chip; removing the chip unchecks it and restores the count.
  await openPanel(filters, 'Nationality');
  const uk = filters.getByRole('group', { name: 'Nationality' }).getByRole('checkbox', { name: /^UK/ });
  await uk.check();
  await expect(chips.getByRole('listitem')).toHaveText(['Nationality: UK×']);
  await expect.poll(() => usersMatch(page)).toBeLessThan(everyone);
  await expect(filters.locator('summary').filter({ hasText: /^Nationality/ })).toContainText('1 set');
  await page.getByRole('button', { name: 'Remove filter Nationality: UK' }).click();
  await expect(uk).not.toBeChecked();
  await expect(chips).toHaveCount(0);
  await expect.poll(() => usersMatch(page)).toBe(everyone);

  // A checkbox: only women. Demographic filters leave the Elements Spectrum population as it was.
  await openPanel(filters, 'Gender');
  await filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ }).check();
  await expect(chips.getByRole('listitem')).toHaveText(['Gender: Female×']);
  await expect.poll(() => usersMatch(page)).toBeLessThan(everyone);
  const women = await usersMatch(page);
  expect(women).toBeGreaterThan(0);
  expect(await spectrumUsers(page)).toBe(everyone);

  // A slider: only low Openness; the handles cannot cross; the chip says the range.
  await openPanel(filters, 'Personality');
  const openness = filters.getByRole('group', { name: 'Openness' });
  await openness.getByRole('slider', { name: 'Openness to' }).fill('40');
  await openness.getByRole('slider', { name: 'Openness from' }).fill('90');
  await expect(openness.getByRole('slider', { name: 'Openness from' })).toHaveValue('39');
  await expect(chips.getByRole('listitem')).toHaveText(['Gender: Female×', 'Openness 39-40×']);
  await expect.poll(() => spectrumUsers(page)).toBeLessThan(everyone);
  expect(await spectrumUsers(page)).toBeGreaterThan(0);
  await expect.poll(() => usersMatch(page)).toBeLessThan(women);
  // Its chip puts the slider back to 0-100 at once.
  await page.getByRole('button', { name: 'Remove filter Openness 39-40' }).click();
  await expect(openness.getByRole('slider', { name: 'Openness from' })).toHaveValue('0');
  await expect(openness.getByRole('slider', { name: 'Openness to' })).toHaveValue('100');
  await expect.poll(() => spectrumUsers(page)).toBe(everyone);
  await expect.poll(() => usersMatch(page)).toBe(women);

  // A user tag: typing a tag's exact name adds it as a pill and a chip; the pill can be removed.
  await openPanel(filters, 'User tags');
  const tagBox = filters.getByPlaceholder('Find or create a tag');
  await tagBox.fill('Newsletter readers');
  const pill = filters.getByRole('list', { name: 'Selected tags' }).getByRole('listitem');
  await expect(pill).toHaveText(/Newsletter readers/);
  await expect(tagBox).toHaveValue('');
  await expect(chips.getByRole('listitem')).toHaveText(['Gender: Female×', 'Tag: Newsletter readers×']);
  await expect.poll(() => usersMatch(page)).not.toBe(women);
  await filters.getByRole('button', { name: 'Remove tag Newsletter readers' }).click();
  await expect(pill).toHaveCount(0);
  await expect.poll(() => usersMatch(page)).toBe(women);

  // Clear all: every filter goes, the count is everyone's again.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(chips).toHaveCount(0);
  await expect(filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ })).not.toBeChecked();
  await expect.poll(() => usersMatch(page)).toBe(everyone);

  // The CSV download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('opiniondna-report.csv');
});

test('at 390 px the overview\'s filters open in a drawer from the sticky bar, the count in sight', async ({ page, accounts }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await accounts.logIn(page, demoAccounts.admin);
  await page.goto(OVERVIEW);
  await expect(page.getByRole('heading', { level: 1, name: 'Opinion DNA overview' })).toBeVisible();
  await expect(page.getByTestId('average-row')).toHaveCount(48);
  const everyone = await usersMatch(page);

  // Folded away until asked for.
  const filters = page.getByRole('complementary');
  await expect(filters).toBeHidden();
  const button = page.getByTestId('overview-bar').getByRole('button', { name: 'Filters (0)' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Asked for from the foot of the page: the drawer hangs from the bar wherever it is.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByRole('heading', { name: 'Filters Applied' })).toBeInViewport();

  await openPanel(filters, 'Gender');
  await filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ }).check();
  await expect.poll(() => usersMatch(page)).toBeLessThan(everyone);
  // The count and the chip stay in sight above the drawer while filtering.
  await expect(page.getByTestId('users-match')).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Gender: Female');
  const bar = (await page.getByTestId('overview-bar').boundingBox())!;
  expect((await filters.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // "Show results" folds the drawer and hands focus back to the button that opened it.
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  // Escape folds it too.
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ }).focus();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a member without AdminHub sees nothing on the overview', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.demo);
  await page.goto('/reports/details/opiniondna/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('Filters Applied')).toHaveCount(0);
});
