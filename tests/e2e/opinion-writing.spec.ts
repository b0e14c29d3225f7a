// Issue 4 in a real browser: a person who may create opinions writes one under a topic they
// create on the spot, finds it through the search overlay (also with a typo), and a new member
// follows that topic and sees the opinion come first in For You. Then the admin deletes it.
// Axe checks these screens (the New opinion and search dialogs, /suggest, /home, topics and the
// article) in tests/e2e/accessibility.spec.ts.
import type { Request } from '@playwright/test';
import { api, demoAccounts, expect, holdRequests, operationOf, recordDialogs, test } from './fixtures.ts';

test('create an opinion with a new topic, find it by search, follow its topic and see it in For You', async ({ page, accounts, people }) => {
  // A long story with two people; each step has its own expectation timeout.
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const opinionTitle = `Rooftop beekeeping should be encouraged in every city ${unique}`;
  const topicTitle = `Urban bees ${unique}`;
  await accounts.logIn(page, demoAccounts.admin);

  // New opinion, from the Suggest page's button.
  await page.goto('/suggest');
  await page.getByRole('button', { name: 'New opinion' }).click();
  const modal = page.getByRole('dialog', { name: 'New opinion' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Title').fill(opinionTitle);
  // Similar opinions appear from 3 characters: the seed has none on beekeeping, so none show.
  await modal.getByRole('textbox', { name: 'Topics' }).fill(topicTitle);
  // Submit is blocked while the topic box holds text (docs/product.md#writing-opinions).
  await modal.getByRole('button', { name: 'Create opinion' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please choose an existing topic, create a new one or clear the topics field');
  await modal.getByRole('button', { name: `Create a new topic “${topicTitle}”` }).click();
  await expect(modal.getByRole('list', { name: 'Chosen topics' })).toContainText(topicTitle);
  await expect(modal.getByRole('textbox', { name: 'Topics' })).toHaveValue('');
  await modal.getByRole('button', { name: 'Create opinion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: opinionTitle })).toBeVisible();
  const opinionPath = new URL(page.url()).pathname;
  expect(opinionPath).toMatch(/^\/o\/rooftop-beekeeping-should-be-encouraged-in-every-city-/);

  // Search: the exact words, then a typo. Escape closes the overlay.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'Search Opinio' });
  await expect(search).toBeFocused();
  await search.fill('be');
  await expect(page.getByRole('list', { name: /Results for/ })).toHaveCount(0);
  await search.fill('rooftop beekeeping');
  const results = page.getByRole('list', { name: 'Results for rooftop beekeeping' });
  await expect(results.getByRole('link', { name: opinionTitle })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: opinionTitle })).toContainText('Opinion');
  await search.fill('');
  await expect(page.getByRole('list', { name: /Results for/ })).toHaveCount(0);
  await search.fill('rooftpo beekepeing');
  const typoResults = page.getByRole('list', { name: 'Results for rooftpo beekepeing' });
  await expect(typoResults.getByRole('link', { name: opinionTitle })).toBeVisible();
  await search.fill(topicTitle.toLowerCase());
  const topicResult = page.getByRole('list', { name: `Results for ${topicTitle.toLowerCase()}` }).getByRole('listitem').filter({ hasText: topicTitle });
  await expect(topicResult).toContainText('Topic');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // A new member follows the topic; the opinion then leads their For You feed.
  const { page: member } = await people.member('follower');
  await member.goto('/');
  const memberFeed = member.getByRole('list', { name: 'For You opinions' }).getByRole('article');
  const firstCardTitle = memberFeed.first().getByRole('heading');
  await expect(firstCardTitle).toBeVisible();
  await expect(firstCardTitle).not.toHaveText(opinionTitle);
  // A second page in the cache, so the clear below has something to drop.
  await expect(memberFeed).toHaveCount(20);
  await member.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => memberFeed.count()).toBeGreaterThan(20);

  // Everything from here on is client-side navigation: no reload empties the Relay store.
  await member.getByRole('button', { name: 'Search', exact: true }).click();
  await member.getByRole('searchbox', { name: 'Search Opinio' }).fill(topicTitle.toLowerCase());
  await member.getByRole('list', { name: `Results for ${topicTitle.toLowerCase()}` }).getByRole('link', { name: topicTitle }).click();
  await expect(member.getByRole('heading', { level: 1, name: topicTitle })).toBeVisible();
  // A new topic: this opinion, nobody following yet; the count moves with the button.
  await expect(member.getByText(/^1 opinion · 0 followers$/)).toBeVisible();
  await member.getByRole('button', { name: `Follow ${topicTitle}` }).click();
  await expect(member.getByRole('button', { name: `Following ${topicTitle}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(member.getByText(/^1 opinion · 1 follower$/)).toBeVisible();
  // docs/product.md#for-you: following a topic makes the next visit reload For You, back at page one, led by the topic.
  await member.getByRole('link', { name: 'For You' }).first().click();
  await expect(firstCardTitle).toHaveText(opinionTitle);
  await expect(memberFeed).toHaveCount(20);

  // Unfollowing clears it again: For You is fetched anew and shows page one as the server now
  // orders it. (Whether the new opinion still leads is up to its trending score, which other
  // tests' votes and the periodic refresh move: the server's order is what is checked.)
  await member.goBack();
  await member.getByRole('button', { name: `Following ${topicTitle}` }).click();
  await expect(member.getByRole('button', { name: `Follow ${topicTitle}` })).toHaveAttribute('aria-pressed', 'false');
  // The page asks for For You again and shows that answer's page one. It is compared with the
  // page's own answer: other tests' votes move the trending order between any two questions, so a
  // second question of ours could disagree with a page that is right.
  const refetched = member.waitForResponse((response) => operationOf(response.request()) === 'OpinionFeedPageQuery');
  await member.getByRole('link', { name: 'For You' }).first().click();
  const answer = (await (await refetched).json()) as { data: { opinionFeed: { edges: Array<{ node: { title: string } }> } } };
  await expect(memberFeed).toHaveCount(20);
  await expect(firstCardTitle).toHaveText(answer.data.opinionFeed.edges[0]!.node.title);

  // The admin deletes it (with confirmation): the page then says "Deleted".
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
});

test('a failure creating a topic shows its alert and adds no topic', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.admin);
  // The modal creates topics with the createTopic mutation; the server fails (500) for it only.
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) === 'useCreateTopicMutation') {
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    } else {
      await route.continue();
    }
  });
  const alerts = recordDialogs(page, { answer: 'dismiss' });
  const topicTitle = `Failing topic ${Date.now().toString(36)}`;
  await page.goto('/suggest');
  await page.getByRole('button', { name: 'New opinion' }).click();
  const modal = page.getByRole('dialog', { name: 'New opinion' });
  await modal.getByRole('textbox', { name: 'Topics' }).fill(topicTitle);
  await modal.getByRole('button', { name: `Create a new topic “${topicTitle}”` }).click();
  await expect.poll(() => alerts).toEqual(['An error occurred while creating the topic']);
  await expect(modal.getByRole('list', { name: 'Chosen topics' })).toHaveCount(0);
  await expect(modal.getByRole('textbox', { name: 'Topics' })).toHaveValue(topicTitle);
});

test('logged out, New opinion opens the sign-up prompt', async ({ page }) => {
  await page.goto('/suggest');
  const logged = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('attempted_new_opinion'),
  );
  await page.getByRole('button', { name: 'New opinion' }).click();
  expect(await (await logged).json()).toEqual({ data: { recordAnalyticsEvent: { __typename: 'MutationRecordAnalyticsEventSuccess' } } });
  const prompt = page.getByRole('dialog', { name: 'Sign up to vote' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Maybe later' }).click();
  await expect(prompt).toBeHidden();
});

test('editing an opinion keeps its address and shows the new title', async ({ page, accounts }) => {
  await accounts.logIn(page, demoAccounts.admin);
  const unique = Date.now().toString(36);
  const slug = await api.createOpinion(page, `Editable opinion ${unique}`);
  await page.goto(`/o/${slug}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit opinion' });
  await modal.getByLabel('Title').fill(`Edited opinion ${unique}`);
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Edited opinion ${unique}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Edited opinion ${unique}` })).toBeVisible();
});

test("the Suggest page's article link opens the article on opinion selection", async ({ page }) => {
  await page.goto('/suggest');
  await page.getByRole('main').getByRole('link', { name: 'how we choose opinions' }).click();
  await expect(page).toHaveURL(/\/article\/how-we-choose-opinions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How we choose opinions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we look for' })).toBeVisible();
});

test('search ignores a late answer for a query that is no longer typed', async ({ page }) => {
  // The clock is paused so that the old answer certainly arrives inside the next query's debounce.
  await page.clock.install();
  await page.goto('/topics');
  await expect(page.getByRole('heading', { name: 'Topics', level: 1 })).toBeVisible();
  const searchFor = (query: string) => (request: Request) =>
    operationOf(request) === 'SearchOverlayQuery' && (request.postDataJSON() as { variables?: { query?: string } }).variables?.query === query;
  const releaseOld = await holdRequests(page, '**/graphql', searchFor('nuclear'));

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'Search Opinio' });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const oldSent = page.waitForRequest(searchFor('nuclear'));
  await search.fill('nuclear');
  await page.clock.runFor(200);
  await oldSent;

  await search.fill('nuclear power');
  const oldAnswered = page.waitForResponse((response) => searchFor('nuclear')(response.request()));
  releaseOld();
  await oldAnswered;
  // Let the page handle the answer (its own clock is paused; this waits in the test's time).
  await page.waitForTimeout(300);
  await expect(page.getByRole('list', { name: 'Results for nuclear' })).toHaveCount(0);

  await page.clock.runFor(200);
  // The newer query is on its way; from here the page's time may flow again.
  await page.clock.resume();
  const results = page.getByRole('list', { name: 'Results for nuclear power' });
  await expect(results.getByRole('link', { name: 'Nuclear power is essential to fight climate change' })).toBeVisible();
});
