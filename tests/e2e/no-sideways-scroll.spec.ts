// No page scrolls sideways on a phone: at 390 px every route, as a visitor and as a member with
// data (the demo member's Opinion DNA, votes, comments and details), is no wider than the screen.
// A failure names the widest elements that stick out, to find the culprit from the report.
import type { Page } from '@playwright/test';
import { demoAccounts, expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 390, height: 844 } });

const visitorPaths = [
  '/',
  '/o/pineapple-belongs-on-pizza',
  '/o/pineapple-belongs-on-pizza/report',
  '/t/food',
  '/topics',
  '/u/demo',
  '/comments/demo',
  '/contributors',
  '/activity',
  '/questions',
  '/questions/should-cities-ban-cars',
  '/questions/requests',
  '/arguments',
  '/categories',
  '/encyclopedia',
  '/people/ada-lovelace',
  '/tags/cryptography',
  '/suggest',
  '/signup',
  '/login',
  '/cookiereset',
];

const memberPaths = [
  '/reports/my-opinion-dna',
  '/reports/details/mac',
  '/q/opiniondna',
  '/settings/details',
  '/settings/details?onboarding=1',
  '/settings/details?onboarding=2',
  '/app/settings',
  '/notifications',
  '/home',
  '/u/demo',
  '/o/pineapple-belongs-on-pizza',
  '/o/pineapple-belongs-on-pizza/report',
];

/** How far the page reaches past the screen's right edge, and which elements stick out most. */
async function sidewaysOverflow(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // An element inside a box that scrolls or clips sideways does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > width + 1 && !clipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} to ${Math.round(right)} px`);
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}

for (const path of visitorPaths) {
  test(`a visitor's ${path} fits a 390 px screen`, async ({ page }) => {
    await page.goto(path);
    const { excess, culprits } = await sidewaysOverflow(page);
    expect(excess, `${path} is ${excess} px too wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
  });
}

for (const path of memberPaths) {
  test(`the demo member's ${path} fits a 390 px screen`, async ({ page, accounts }) => {
    await accounts.logIn(page, demoAccounts.demo);
    await page.goto(path);
    const { excess, culprits } = await sidewaysOverflow(page);
    expect(excess, `${path} is ${excess} px too wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
  });
}
