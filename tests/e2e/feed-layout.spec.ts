// The For You feed complete (docs/product.md#for-you, #sidebars): sidebars at 1280px, the same content as cards inside
// the feed at 390px, scrolling to the end card and its share modal; the opinion page's insights,
// chart, share box and detailed report link; the Contributors and Latest Activity pages.
import type { APIRequestContext, Page } from '@playwright/test';
import { api, demoAccounts, expect, recordDialogs, test } from './fixtures.ts';

async function feedIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let after = 0; ; ) {
    const response = await request.post('/api/opinion/userfeed', { data: { body: { after } } });
    const { body } = (await response.json()) as { body: { Feed: number[]; EndReached: boolean } };
    ids.push(...body.Feed);
    if (body.EndReached || body.Feed.length === 0) return ids;
    after = body.Feed.at(-1)!;
  }
}

async function scrollToEnd(page: Page) {
  const endCard = page.getByRole('heading', { name: "That's all we got (for now)" });
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return endCard.isVisible();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

test('wide: sidebars with topics, Opinion DNA, top contributors, stats, trending and latest activity', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Opinions on Opinio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover your thinking' })).toBeVisible();

  const left = page.getByRole('complementary', { name: 'Browse and contributors' });
  // Logged out: New opinion shows and prompts to sign up (NewOpinionButton).
  await expect(left.getByRole('button', { name: 'New opinion' })).toBeVisible();
  const topics = left.getByRole('button', { name: 'Topics' });
  await expect(topics).toHaveAttribute('aria-expanded', 'false');
  await topics.click();
  for (const name of ['For You', 'In the News', 'Eternals', 'Culture Wars', 'How to Live', 'Entertainment', 'See all topics']) {
    await expect(left.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(left.getByRole('link', { name: 'Opinion DNA' })).toHaveAttribute('href', '/reports/my-opinion-dna');
  await expect(left.getByRole('heading', { name: 'Top contributors' })).toBeVisible();
  await expect(left.getByRole('link', { name: 'See all', exact: true })).toHaveAttribute('href', '/contributors');

  const right = page.getByRole('complementary', { name: 'Stats, trending and activity' });
  for (const term of ['Opinions', 'Comments', 'Votes']) await expect(right.getByRole('term').filter({ hasText: term })).toBeVisible();
  await expect(right.getByRole('heading', { name: 'Trending opinions' })).toBeVisible();
  await expect(right.getByRole('heading', { name: 'Trending opinions' }).locator('..').getByRole('link')).toHaveCount(10);
  const activity = right.getByRole('link', { name: /^@\S+ made a comment on / }).first();
  await expect(activity).toHaveAttribute('href', /^\/o\/[a-z0-9-]+#comment-\d+$/);
  // Sidebar titles are cut at 70 characters ("@user made a comment on " + title).
  const text = (await activity.textContent())!;
  expect(text.replace(/^@\S+ made a comment on /, '').length).toBeLessThanOrEqual(70);
  await expect(right.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/activity');

  // Topics menu navigates.
  await left.getByRole('link', { name: 'See all topics' }).click();
  await expect(page).toHaveURL(/\/topics$/);
});

test('wide: New opinion for a person who may create opinions, not for one who may not', async ({ page, accounts }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await accounts.logIn(page, demoAccounts.demo);
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Browse and contributors' }).getByRole('button', { name: 'New opinion' })).toBeVisible();
  await accounts.logOut(page);
  await accounts.signUp(page, 'feed'); // new accounts cannot create opinions
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Browse and contributors' }).getByRole('button', { name: 'Topics' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Browse and contributors' }).getByRole('button', { name: 'New opinion' })).toHaveCount(0);
});

test('narrow: no sidebars; stats at the first item, the other cards after item 50', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Opinions on Opinio' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  const feed = page.getByRole('list', { name: 'For You opinions' });
  const items = feed.locator(':scope > li');
  // Item 1 is an opinion, item 2 the stats card.
  await expect(items.nth(0).getByRole('article')).toBeVisible();
  await expect(items.nth(1).getByRole('region', { name: 'Stats' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending opinions' })).toHaveCount(0);
  // Load until the 50th opinion is there; the cards follow it.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return feed.getByRole('article').count();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(60);
  const trending = feed.getByRole('heading', { name: 'Trending opinions' });
  await expect(trending).toHaveCount(1);
  // 50 opinions and the stats card come before it.
  const before = await trending.evaluate((heading) => {
    let item = heading.closest('li')!.previousElementSibling;
    let opinions = 0;
    while (item) {
      if (item.querySelector('article')) opinions += 1;
      item = item.previousElementSibling;
    }
    return opinions;
  });
  expect(before).toBe(50);
  for (const name of ['Latest activity', 'Top contributors']) await expect(feed.getByRole('heading', { name })).toHaveCount(1);
  await expect(feed.getByRole('button', { name: 'Topics' })).toBeVisible();
});

test('scrolling For You to its end card; Invite a friend opens the share modal and copies the link', async ({ page, context, accounts }) => {
  // A hundred-odd votes over HTTP before the page is even opened.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await accounts.signUp(page, 'feed');
  // Vote on all but 30 opinions, so For You (unvoted opinions only) holds two pages.
  const ids = await feedIds(page.request);
  expect(ids.length).toBeGreaterThan(100);
  for (const id of ids.slice(30)) await api.vote(page, id, 3);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'For You opinions' }).getByRole('article')).toHaveCount(20);
  await scrollToEnd(page);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // The 30 left unvoted, plus any opinion another test wrote meanwhile (they share the server).
  await expect.poll(() => page.getByRole('list', { name: 'For You opinions' }).getByRole('article').count()).toBeGreaterThanOrEqual(30);
  expect(await page.getByRole('list', { name: 'For You opinions' }).getByRole('article').count()).toBeLessThan(40);
  await expect(page.getByRole('link', { name: 'See your Opinion DNA' })).toHaveAttribute('href', '/reports/my-opinion-dna');

  await page.getByRole('button', { name: 'Invite a friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a friend' });
  await expect(dialog).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(dialog.getByLabel('Link')).toHaveValue(`${origin}/`);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('opinion page: insights, the chart by demographic, the share box and its modal', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/o/${await api.popularOpinionSlug(page)}`);
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  // No detailed report link without CanSeeDetailedOpinionReport.
  await expect(page.getByRole('link', { name: 'See the detailed report' })).toHaveCount(0);

  const chart = page.getByRole('region', { name: 'Votes by demographic' });
  await expect(chart.getByRole('heading', { name: 'Gender' })).toBeVisible();
  await expect(chart.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(chart.getByRole('img', { name: /^Female, \d+ voters: \d+% Strongly Agree/ })).toBeVisible();
  // Published from a snapshot with noise (docs/privacy.md), and it says so.
  await expect(chart).toContainText(/Estimates: voters are rounded to 5 .* Counted (less than a minute|\d+ \w+) ago\./);
  await chart.getByRole('button', { name: 'See more' }).click();
  await expect(chart.getByRole('heading', { name: 'Generation' })).toBeVisible();
  expect(await chart.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(5);

  const share = page.getByRole('region', { name: 'Share this opinion' });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await share.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this opinion' });
  await expect(dialog.getByLabel('Link')).toHaveValue(page.url());
  // A clipboard that refuses: the alert of docs/product.md#alerts.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  const alerts = recordDialogs(page, { answer: 'dismiss' });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => alerts).toEqual(['Error copying text']);
  await expect(dialog.getByRole('status')).toHaveText('');
});

test('opinion page: 2 insights until "See more", then all of them', async ({ page, accounts, people }) => {
  // 80 sign-ups over HTTP; the seed has no opinion with more than 2 insights.
  test.setTimeout(180_000);
  await accounts.logIn(page, demoAccounts.admin);
  const slug = await api.createOpinion(page, `Insights need voters who differ ${Date.now().toString(36)}`);
  const opinionId = await api.opinionId(page, slug);

  // 40 young women who agree and 40 older men who disagree: four groups that stand out (women,
  // men, Gen Z, Boomers), each with 40 voters against 40 others: insights need 30 on each side,
  // and the published counts carry noise (docs/privacy.md).
  await people.voters(
    opinionId,
    80,
    (index) => (index % 2 === 0 ? { demographics: { gender: 'female', birthYear: 2002 }, rating: 1 } : { demographics: { gender: 'male', birthYear: 1958 }, rating: 5 }),
    'feed',
  );

  await page.goto(`/o/${slug}`);
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.getByRole('listitem')).toHaveCount(2);
  const seeMore = insights.getByRole('button', { name: 'See more' });
  await expect(seeMore).toHaveAttribute('aria-expanded', 'false');
  await seeMore.click();
  await expect(insights.getByRole('listitem')).toHaveCount(4);
  await expect(insights).toContainText('Women are');
  await expect(insights).toContainText('Boomers are');
  await insights.getByRole('button', { name: 'See less' }).click();
  await expect(insights.getByRole('listitem')).toHaveCount(2);
});

test('opinion page: the detailed report link for CanSeeDetailedOpinionReport', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.admin);
  await page.goto('/o/pineapple-belongs-on-pizza');
  await expect(page.getByRole('link', { name: 'See the detailed report' })).toHaveAttribute('href', '/o/pineapple-belongs-on-pizza/report');
});

test('Contributors and Latest Activity pages', async ({ page }) => {
  await page.goto('/contributors');
  await expect(page.getByRole('heading', { level: 1, name: 'Contributors' })).toBeVisible();
  const contributors = page.getByRole('list', { name: 'Contributors, most comments first' }).getByRole('listitem');
  expect(await contributors.count()).toBeGreaterThan(3);
  await expect(contributors.first()).toContainText(/\d+ comments?/);

  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Activity' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Latest activity, newest first' }).getByRole('link').first();
  await expect(row).toHaveText(/^@\S+ made a comment on .+/);
  await row.click();
  await expect(page).toHaveURL(/\/o\/[a-z0-9-]+#comment-\d+$/);
});
