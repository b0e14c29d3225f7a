// The foundation slice in a real browser: a person signs up through the UI (reading the code
// from the test SMTP server), votes on an opinion, and a second browser on the same opinion
// sees the counts change without reloading.
import { api, demoAccounts, expect, memberPassword, test, waitForApp } from './fixtures.ts';

const opinionSlug = 'pineapple-belongs-on-pizza';

test('sign up, vote, and another browser sees the vote live', async ({ page, mailbox, accounts, people }) => {
  const email = mailbox.newAddress('voter');
  const username = accounts.newUsername('voter');

  // An opinion of its own: tests in the other worker vote on the demo opinions, and the watcher
  // must see exactly this sign-up's vote arrive.
  const title = `Night trains beat short flights ${Date.now().toString(36)}`;
  const slug = await api.createOpinion(await people.loggedInOverHttp(demoAccounts.admin), title);
  // A second person, logged in over HTTP, has voted and is looking at the results.
  const { page: watcher } = await people.loggedIn(demoAccounts.demo);
  await watcher.goto(`/o/${slug}`);
  await expect(watcher.getByRole('heading', { name: title })).toBeVisible();
  if (await watcher.getByRole('button', { name: 'Update your vote' }).isHidden()) {
    await watcher.getByRole('button', { name: 'Disagree', exact: true }).click();
  }
  await expect(watcher.getByRole('button', { name: 'Update your vote' })).toBeVisible();
  const before = Number((await watcher.getByTestId('vote-total').textContent())?.replace(/\D/g, ''));

  await page.goto(`/signup?next=/o/${slug}`);
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(memberPassword);
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();
  const code = await mailbox.waitForCode(email);
  await form.getByLabel('Verification code').fill(code);
  // Signed in, the app goes back to the opinion and reloads it 500 ms later as the new member
  // (docs/product.md#log-in-and-sign-up): a vote clicked before that reload would be cut off.
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/o/${slug}$`));
  await reloaded;
  await waitForApp(page);
  await expect(page.getByRole('link', { name: new RegExp(username) })).toBeVisible();

  await page.getByRole('button', { name: 'Strongly Agree' }).click();
  await expect(page.getByRole('button', { name: 'Update your vote' })).toBeVisible();
  // The results open on where the vote stands, with the share the Strongly Agree row shows.
  const stronglyAgreeShare = (await page.getByTestId('vote-result-1').textContent())?.match(/(\d+)%/)?.[1];
  await expect(page.getByTestId('vote-company')).toHaveText(`You're with ${stronglyAgreeShare}% who Strongly Agree`);

  // Live: the watcher's total changes without a reload.
  await expect
    .poll(async () => Number((await watcher.getByTestId('vote-total').textContent())?.replace(/\D/g, '')), { timeout: 15_000 })
    .toBe(before + 1);
});

test('an anonymous vote opens the vote prompt', async ({ page }) => {
  await page.goto(`/o/${opinionSlug}`);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Maybe later' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Maybe later' }).click();
  await expect(prompt).toBeHidden();
});

test('an unknown opinion shows the 404 text', async ({ page }) => {
  await page.goto('/o/no-such-opinion-anywhere');
  await expect(page.getByText('Not found. The URL you entered may be invalid.')).toBeVisible();
});

test("a card shows how the votes split, the counts, and the member's own vote once they voted", async ({ page, accounts, people }) => {
  // An opinion of its own in a topic of its own, so no other test's vote changes the figures.
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const suffix = Date.now().toString(36);
  const topic = await admin.post('/api/topic/new', { data: { body: { title: `Seats ${suffix}` } } });
  expect(topic.status()).toBe(200);
  const { ArtifactID: topicId, Link: topicPath } = ((await topic.json()) as { body: { NewTopic: { ArtifactID: number; Link: string } } }).body.NewTopic;
  const title = `Window seats beat aisle seats ${suffix}`;
  const created = await admin.post('/api/opinion/new', { data: { body: { title, topics: [topicId] } } });
  expect(created.status()).toBe(200);
  const { Slug: slug } = ((await created.json()) as { body: { Slug: string } }).body;
  await accounts.signUp(page, 'card_voter');
  await page.goto(`/o/${slug}`);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Update your vote' })).toBeVisible();

  // The topic page lists it as a card.
  await page.goto(topicPath);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('You voted Agree')).toBeVisible();
  await expect(card.getByText('1 vote', { exact: true })).toBeVisible();
  await expect(card.getByText('0 comments', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: /^0% Strongly Agree, 100% Agree, 0% Neutral/ })).toBeVisible();

  // A visitor sees the split and the counts, and no vote of theirs.
  const { page: visitor } = await people.anonymous();
  await visitor.goto(topicPath);
  const visitorCard = visitor.getByRole('article').filter({ hasText: title });
  await expect(visitorCard.getByRole('img', { name: /100% Agree/ })).toBeVisible();
  await expect(visitorCard.getByText(/^You voted/)).toHaveCount(0);
});
