// One smoke test per route of docs/product.md#routes: the page renders its heading, no script error.
// Axe checks the screens in tests/e2e/accessibility.spec.ts.
import { expect, test } from './fixtures.ts';

// Each test is one page load of its own: the two workers share them out instead of one worker
// taking the whole file.
test.describe.configure({ mode: 'parallel' });

const routes: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Opinions on Opinio'],
  ['/home', 'Home'],
  ['/settings/details', /Please log in or sign up/],
  ['/app/settings', 'Please log in or sign up to see your billing'],
  ['/payments/test-checkout?session_id=test_cs_x', 'Please log in or sign up to pay'],
  ['/payments/test-portal', 'Please log in or sign up to manage billing'],
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
  ['/internal/admin', 'Please log in to use the admin hub'],
  ['/internal/admin/moderation', 'Please log in to use the admin hub'],
  ['/internal/admin/members', 'Please log in to use the admin hub'],
  ['/internal/admin/opinions', 'Please log in to use the admin hub'],
  ['/internal/admin/opinions/suggestions', 'Please log in to use the admin hub'],
  ['/internal/admin/audit', 'Please log in to use the admin hub'],
  ['/internal/admin/tags', 'Please log in to use the admin hub'],
  ['/internal/admin/tags/1', 'Please log in to use the admin hub'],
  ['/internal/admin/questions', 'Please log in to use the admin hub'],
  ['/internal/admin/pages', 'Please log in to use the admin hub'],
  ['/internal/admin/pages/new', 'Please log in to use the admin hub'],
  ['/internal/admin/pages/edit/privacy', 'Please log in to use the admin hub'],
  ['/cookiereset', 'Cookie reset'],
  ['/emailpref-iframe', 'Email preferences'],
  ['/notifications', 'Notifications'],
  ['/questions', 'Questions'],
  ['/questions/requests', 'Question requests'],
  ['/arguments', 'Arguments'],
  ['/categories', 'Categories'],
  ['/questions/should-cities-ban-cars', 'Should cities ban cars?'],
  ['/questions/no-such-question', /Not found/],
  ['/history/convo/999999999', /Not found/],
  ['/history/nonsense/1', /Not found/],
  ['/encyclopedia', 'Encyclopedia'],
  ['/people/ada-lovelace', 'Ada Lovelace'],
  ['/people/new', 'Access denied'],
  ['/tags/cryptography', 'Cryptography'],
  ['/tags/new', 'Access denied'],
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
    // The server's title for the address gives way to the page's: never two in the head.
    await expect(page.locator('head title')).toHaveCount(1);
    expect(scriptErrors).toEqual([]);
  });
}

test('the server answers an unknown opinion 404 and a known one 200, with the title in the page it sends', async ({ page }) => {
  const missing = await page.request.get('/o/no-such-opinion-anywhere');
  expect(missing.status()).toBe(404);
  const known = await page.request.get('/questions/should-cities-ban-cars');
  expect(known.status()).toBe(200);
  // A visitor gets the page rendered on the server, whose title replaces the shell's.
  expect(await known.text()).toMatch(/<head>[\s\S]*<title>Should cities ban cars\? - Opinio<\/title>[\s\S]*<\/head>/);
});
