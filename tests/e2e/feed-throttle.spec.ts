// The feed throttles of docs/product.md#client-timings in the browser: at most one For You fetch per 2500 ms and one topic
// feed fetch per 2000 ms, however often "Load more" is pressed. The page's clock is Playwright's
// fake one, paused: the window's end comes only when the test runs the clock forward.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { testOperationBody } from './test-operations.ts';

/** Counts the pagination requests the feed sends (the GraphQL operation name is in the body). */
function countRequests(page: Page, operationName: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes(`"operationName":"${operationName}"`)) count += 1;
  });
  return () => count;
}

/** The topic with the most opinions: its feed needs more than two pages. */
async function largestTopicSlug(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', { data: testOperationBody('topicSizes') });
  const { data } = (await response.json()) as { data: { topics: Array<{ slug: string; numOpinions: number }> } };
  const largest = [...data.topics].sort((a, b) => b.numOpinions - a.numOpinions)[0];
  expect(largest.numOpinions).toBeGreaterThan(40);
  return largest.slug;
}

const feeds = [
  { name: 'For You', intervalMs: 2500, operation: 'OpinionFeedPaginationQuery', list: 'For You opinions', path: async () => '/' },
  {
    name: 'a topic feed',
    intervalMs: 2000,
    operation: 'TopicOpinionListPaginationQuery',
    list: /^Opinions in /,
    path: async (page: Page) => `/t/${await largestTopicSlug(page)}`,
  },
];

for (const feed of feeds) {
  test(`${feed.name}: one fetch per ${feed.intervalMs} ms however often Load more is pressed`, async ({ page }) => {
    const path = await feed.path(page);
    await page.clock.install();
    await page.goto(path);
    const cards = page.getByRole('list', { name: feed.list }).getByRole('article');
    await expect(cards).toHaveCount(20);
    // Paused only now: the first render waits on timers of its own (React's Suspense reveal).
    await page.clock.pauseAt(Date.now() + 60_000);
    const requests = countRequests(page, feed.operation);
    const loadMore = page.getByRole('button', { name: 'Load more' });

    await loadMore.click();
    await expect(cards).toHaveCount(40);
    expect(requests()).toBe(1);

    // Inside the window: the presses wait (the footer says so) and send nothing.
    await loadMore.click();
    await loadMore.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading more opinions' })).toBeVisible();
    await page.clock.runFor(feed.intervalMs - 1);
    await expect(cards).toHaveCount(40);
    expect(requests()).toBe(1);

    // The window ends: the waiting presses become one fetch.
    await page.clock.runFor(1);
    await expect.poll(() => cards.count()).toBeGreaterThan(40);
    expect(requests()).toBe(2);
  });
}
