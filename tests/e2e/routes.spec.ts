// One smoke test per route of the spec's table (the page renders its heading, no script error),
// and an accessibility check (axe: nothing serious or critical) on the screens done in full.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const routes: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Opinions on Opinio'],
  ['/home', 'Home'],
  ['/settings/details', /Please log in or sign up/],
  ['/suggest', 'Suggest a new opinion'],
  ['/u/demo', 'demo'],
  ['/o/pineapple-belongs-on-pizza/report', 'Detailed Opinion Report'],
  ['/o/pineapple-belongs-on-pizza', 'Pineapple belongs on pizza'],
  ['/q/opiniondna', 'Quiz'],
  ['/comments/demo', 'Comments by demo'],
  ['/t/food', 'Food'],
  ['/contributors', 'Contributors'],
  ['/activity', 'Latest Activity'],
  ['/topics', 'Topics'],
  ['/reports/my-opinion-dna', 'Opinion DNA'],
  ['/reports/details/mac', 'Detailed report'],
  ['/reports/details/mac/overview', 'Access denied'],
  ['/cookiereset', 'Cookie reset'],
  ['/emailpref-iframe', 'Email preferences'],
  ['/notifications', 'Notifications'],
  ['/questions', 'Questions'],
  ['/arguments', 'Arguments'],
  ['/encyclopedia', 'Encyclopedia'],
  ['/signup', 'Sign up'],
  ['/login', 'Log in'],
  ['/resetpassword/set?t=x', 'Set a new password'],
  ['/tracking/login', 'Tracking'],
  ['/not-found', /Not found/],
];

for (const [path, heading] of routes) {
  test(`route ${path} renders`, async ({ page }) => {
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(scriptErrors).toEqual([]);
  });
}

const fullScreens = ['/', '/o/pineapple-belongs-on-pizza', '/t/food', '/topics', '/login', '/signup', '/not-found'];

for (const path of fullScreens) {
  for (const width of [1280, 390]) {
    test(`axe finds nothing serious on ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
}
