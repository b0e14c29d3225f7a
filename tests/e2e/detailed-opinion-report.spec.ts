// The detailed opinion report (/o/{slug}/report) in a real browser: the demo admin (who has
// CanSeeDetailedOpinionReport) reads a new opinion's report, filters it by a demographic and by a
// vote date range, gets the empty state, clears, downloads the CSV; others get the login card,
// the 403 page or the 404 page. Axe checks the screen in tests/e2e/accessibility.spec.ts.
//
// The server publishes the report from a snapshot of the votes taken at the first view and
// retaken only after 15 minutes, and every count carries noise (σ about 2.8): so every vote is
// cast before the first view, the groups are large, and the assertions are on structure
// (suppressed rows, the empty state) and on differences far larger than the noise.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { api, demoAccounts, expect, test } from './fixtures.ts';

/** The five percentages a bar's text alternative names ("36% Strongly Agree (88), 17% Agree (42), ..."). */
async function split(bar: Locator): Promise<number[]> {
  const label = (await bar.getAttribute('aria-label')) ?? '';
  return [...label.matchAll(/(\d+)% (?:Strongly Agree|Agree|Neutral|Disagree|Strongly Disagree)\b/g)].map((match) => Number(match[1]));
}

test('the report of an opinion: rows and bars, a demographic filter, an empty date range, the CSV', async ({ page, accounts, people }) => {
  // 32 sign-ups over HTTP, then three debounced refetches on a shared 2-core machine.
  test.setTimeout(180_000);
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const slug = await api.createOpinion(admin, `Report readers differ ${Date.now().toString(36)}`);
  const opinionId = await api.opinionId(admin, slug);

  // 16 young women who strongly agree and 16 older men who strongly disagree.
  await people.voters(
    opinionId,
    32,
    (index) => (index % 2 === 0 ? { demographics: { gender: 'female', birthYear: 1992 }, rating: 1 } : { demographics: { gender: 'male', birthYear: 1958 }, rating: 5 }),
    'reportvoter',
  );

  await accounts.logIn(page, demoAccounts.admin);
  await page.goto(`/o/${slug}/report`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detailed Opinion Report' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the opinion' })).toHaveAttribute('href', `/o/${slug}`);
  await expect(page.getByRole('main')).toContainText('Report readers differ');
  await expect(page.getByRole('main')).toContainText(/Estimates: .* Counted (less than a minute|\d+ minutes?) ago\./);

  const everyone = page.getByTestId('report-section-everyone');
  const gender = page.getByTestId('report-section-gender');
  const everyoneBar = everyone.getByRole('img', { name: /^All voters, \d+ voters: / });
  await expect(everyoneBar).toBeVisible();
  await expect(everyone).toContainText(/\d+% agree \(\d+–\d+%\)/);
  const femaleBar = gender.getByRole('img', { name: /^Female, \d+ voters: / });
  const maleBar = gender.getByRole('img', { name: /^Male, \d+ voters: / });
  await expect(femaleBar).toBeVisible();
  await expect(maleBar).toBeVisible();
  // Women strongly agree, men strongly disagree: far apart whatever the noise (σ ≈ 2.8 per count
  // moves a row of 16 by some 10 points, rarely 40; compared with each other, not with a bar).
  const female = await split(femaleBar);
  const male = await split(maleBar);
  expect(female[0]! - male[0]!).toBeGreaterThan(30);
  expect(male[4]! - female[4]!).toBeGreaterThan(30);
  // The sidebar: a group per demographic with each answer's count; "Not answered" is no filter.
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  const genderBoxes = sidebar.getByRole('group', { name: 'Gender' });
  await expect(genderBoxes.getByRole('checkbox', { name: /^Female \d+$/ })).toBeVisible();
  await expect(genderBoxes.getByRole('checkbox', { name: /Not answered/ })).toHaveCount(0);

  // Only women: after the debounce the men's row is suppressed and everyone agrees.
  await genderBoxes.getByRole('checkbox', { name: /^Female/ }).check();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Gender: Female');
  await expect(page.getByRole('status').filter({ hasText: /^Updated/ })).toBeAttached({ timeout: 15_000 });
  await expect(everyone.getByRole('img', { name: /^Matching the filters, \d+ voters: / })).toBeVisible();
  await expect(gender.getByRole('img', { name: 'Male: fewer than 5 voters' })).toBeVisible();
  await expect(page.getByTestId('report-section-birthYear').getByRole('img', { name: /^Boomer .*: fewer than 5 voters$/ })).toBeVisible();
  const filtered = await split(everyone.getByRole('img', { name: /^Matching the filters/ }));
  expect(filtered[0]! - filtered[4]!).toBeGreaterThan(20);
  // The filter is in the address: a reload shows the same view.
  await expect(page).toHaveURL(/[?&]gender=female(&|$)/);
  await page.reload();
  await expect(genderBoxes.getByRole('checkbox', { name: /^Female/ })).toBeChecked();
  await expect(gender.getByRole('img', { name: 'Male: fewer than 5 voters' })).toBeVisible();

  // A date range before any vote: the empty state, and its button clears every filter.
  await sidebar.getByLabel('From', { exact: true }).fill('2001-01-01');
  await sidebar.getByLabel('To', { exact: true }).fill('2001-01-31');
  await expect(page.getByRole('heading', { name: 'No votes match these filters' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(everyoneBar).toBeVisible({ timeout: 15_000 });
  await expect(maleBar).toBeVisible();
  await expect(sidebar.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(page).not.toHaveURL(/gender=|from=/);

  // The CSV of the matrix as shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${slug}-report.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^Demographic,Answer,Voters,Strongly Agree votes,.*,Agree share 95% high %$/);
  expect(lines[1]).toMatch(/^Everyone,All voters,\d+(,\d+){13}$/);
  expect(lines.find((line) => line.startsWith('Gender,Female,'))).toMatch(/^Gender,Female,\d+(,\d+){13}$/);
  expect(lines.find((line) => line.startsWith('Generation,Silent'))).toContain(',fewer than 5,');
});

test('without the permission: the login card logged out, the 403 page for a member; 404 for an unknown opinion', async ({ page, accounts }) => {
  const path = '/o/pineapple-belongs-on-pizza/report';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Detailed Opinion Report' })).toBeVisible();
  await expect(page.getByText('Please log in or sign up to see the detailed opinion report')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(path)}`);

  await accounts.signUp(page, 'noreport');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);

  await accounts.logIn(page, demoAccounts.admin);
  await page.goto('/o/no-such-opinion-anywhere/report');
  await expect(page.getByRole('heading', { level: 1, name: /Not found/ })).toBeVisible();
});
