// Search results of the types without a page of their own land on the list that shows them
// (docs/decisions.md, "Search result links"): people and tags on /encyclopedia, questions and
// positions on /questions, arguments on /arguments, each on its #anchor, which takes focus.
// tests/e2e/start-test-server.ts creates one row of each type (the demo seed has none). Axe checks
// the encyclopedia at a search link's target in tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function followSearchResult(page: Page, query: string, title: string, typeLabel: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search Opinio' }).fill(query);
  const result = page.getByRole('list', { name: `Results for ${query}` }).getByRole('listitem').filter({ hasText: title });
  await expect(result).toContainText(typeLabel);
  await result.getByRole('link', { name: title }).click();
}

const cases = [
  { query: 'lovelace', title: 'Ada Lovelace', typeLabel: 'Person', path: '/encyclopedia', anchor: 'person-ada-lovelace', heading: 'Encyclopedia' },
  { query: 'cryptography', title: 'Cryptography', typeLabel: 'Tag', path: '/encyclopedia', anchor: 'tag-cryptography', heading: 'Encyclopedia' },
  { query: 'ban cars', title: 'Should cities ban cars?', typeLabel: 'Question', path: '/questions', anchor: 'convo-', heading: 'Questions' },
  { query: 'private cars downtown', title: 'Cities should ban private cars downtown', typeLabel: 'Position', path: '/questions', anchor: 'pos-', heading: 'Questions' },
  { query: 'childhood asthma', title: 'Pedestrianised streets cut childhood asthma', typeLabel: 'Argument', path: '/arguments', anchor: 'arg-', heading: 'Arguments' },
];

for (const { query, title, typeLabel, path, anchor, heading } of cases) {
  test(`search result of type ${typeLabel} lands on its anchor on ${path}`, async ({ page }) => {
    await page.goto('/');
    await followSearchResult(page, query, title, typeLabel);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.hash.startsWith(`#${anchor}`)).toBe(true);
    const target = page.locator(url.hash);
    await expect(target).toContainText(title);
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  });
}

test('a search result for another item on the page already open moves to it', async ({ page }) => {
  await page.goto('/encyclopedia#person-ada-lovelace');
  await expect(page.locator('#person-ada-lovelace')).toBeFocused();
  await followSearchResult(page, 'cryptography', 'Cryptography', 'Tag');
  await expect(page).toHaveURL(/\/encyclopedia#tag-cryptography$/);
  await expect(page.locator('#tag-cryptography')).toBeFocused();
});
