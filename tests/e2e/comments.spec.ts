// Discussion in a real browser: two people, one replies to the other, who sees the red dot
// appear without reloading, opens the notifications and gives the reply a good point; the
// comment form's rules (response type, hint, edit guard); reports; moderator and author
// deletes with the deleted texts of docs/product.md#discussion. Axe checks the thread and the notifications page in
// tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { api, demoAccounts, expect, recordDialogs, test } from './fixtures.ts';

const opinionSlug = 'pineapple-belongs-on-pizza';
/** Only the moderation test comments here, so the order of its comments is known. */
const moderationSlug = 'eating-meat-is-morally-wrong';
const opinionTitle = 'Pineapple belongs on pizza';

function commentBy(page: Page, username: string, text: string) {
  return page.getByRole('article', { name: `Comment by ${username}` }).filter({ hasText: text });
}

test('a reply sets the red dot live; the notification leads to the reply, which gets a good point', async ({ people }) => {
  // Two people in two browsers, about twenty page loads and five notifications that arrive live:
  // a journey, with three times the default budget.
  test.slow();
  const { page: alicePage, account: { username: alice } } = await people.member('alice');
  const { page: bobPage, account: { username: bob } } = await people.member('bob');
  const dialogs = recordDialogs(alicePage);
  recordDialogs(bobPage, { into: dialogs });

  await alicePage.goto(`/o/${opinionSlug}`);
  await expect(alicePage.getByRole('heading', { level: 1, name: opinionTitle })).toBeVisible();
  const aliceText = `Pineapple works because sweet and salty balance each other ${Date.now()}`;
  const box = alicePage.getByRole('textbox', { name: 'Write a comment' });
  await box.fill(aliceText);
  // docs/product.md#discussion: the hint counts characters under 300.
  await expect(alicePage.getByText(`Too short - ${aliceText.length}`)).toBeVisible();
  // No response type: the select is highlighted and nothing is posted.
  await alicePage.getByRole('button', { name: 'Post comment' }).click();
  const typeSelect = alicePage.getByLabel('Response type');
  await expect(typeSelect).toHaveAttribute('aria-invalid', 'true');
  await expect(alicePage.getByText('Please choose a response type')).toBeVisible();
  await expect(commentBy(alicePage, alice, aliceText)).toHaveCount(0);
  await typeSelect.selectOption({ label: 'For' });
  await alicePage.getByRole('button', { name: 'Post comment' }).click();
  const aliceComment = commentBy(alicePage, alice, aliceText);
  await expect(aliceComment).toBeVisible();
  await expect(aliceComment.getByText('For', { exact: true })).toBeVisible();
  // Never a good point on one's own comment.
  await expect(aliceComment.getByRole('button', { name: /Good point/ })).toHaveCount(0);
  // A first comment is an award (a Milestone notification): Alice reads it, which clears her dot.
  await expect(alicePage.getByRole('link', { name: 'Notifications (new)' })).toBeVisible({ timeout: 15_000 });
  await alicePage.getByRole('link', { name: 'Notifications (new)' }).click();
  await expect(alicePage.getByRole('link', { name: /Award: you have written 1 comment/ })).toBeVisible();
  await alicePage.goto(`/o/${opinionSlug}`);
  await expect(alicePage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Bob replies (replies choose no type).
  await bobPage.goto(`/o/${opinionSlug}`);
  const seenByBob = commentBy(bobPage, alice, aliceText);
  await seenByBob.getByRole('button', { name: 'Reply' }).click();
  await expect(bobPage.getByLabel('Response type')).toHaveCount(1); // only the new-comment form's
  const replyText = `Balance is overrated ${Date.now()}`;
  await bobPage.getByRole('textbox', { name: `Reply to ${alice}` }).fill(replyText);
  await bobPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(commentBy(bobPage, bob, replyText)).toBeVisible();
  await expect(commentBy(bobPage, bob, replyText).getByText(`replying to @${alice}`)).toBeVisible();
  // Bob's first comment is an award too; he reads it, so the dot later means the good point.
  await expect(bobPage.getByRole('link', { name: 'Notifications (new)' })).toBeVisible({ timeout: 15_000 });
  await bobPage.getByRole('link', { name: 'Notifications (new)' }).click();
  await expect(bobPage.getByRole('link', { name: /Award: you have written 1 comment/ })).toBeVisible();
  await bobPage.goto(`/o/${opinionSlug}`);
  await expect(bobPage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Alice, without reloading: the red dot appears.
  await expect(alicePage.getByRole('link', { name: 'Notifications (new)' })).toBeVisible({ timeout: 15_000 });
  await alicePage.getByRole('link', { name: 'Notifications (new)' }).click();
  await expect(alicePage).toHaveURL(/\/notifications$/);
  const notification = alicePage.getByRole('link', { name: new RegExp(`${bob} replied to you on "${opinionTitle}"`) });
  await expect(notification).toBeVisible();
  // Reading the page clears the dot.
  await expect(alicePage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await notification.click();
  await expect(alicePage).toHaveURL(new RegExp(`/o/${opinionSlug}#comment-\\d+$`));
  const reply = commentBy(alicePage, bob, replyText);
  await expect(reply).toBeVisible();
  const goodPoint = reply.getByRole('button', { name: /Good point/ });
  await expect(goodPoint).toHaveAttribute('aria-pressed', 'false');
  await goodPoint.click();
  await expect(goodPoint).toHaveAttribute('aria-pressed', 'true');
  await expect(goodPoint).toContainText('(1)');
  await alicePage.reload();
  await expect(commentBy(alicePage, bob, replyText).getByRole('button', { name: /Good point/ })).toHaveAttribute('aria-pressed', 'true');

  // Bob hears about the good point live too, in the mobile menu as well.
  await expect(bobPage.getByRole('link', { name: 'Notifications (new)' })).toBeVisible({ timeout: 15_000 });
  await bobPage.setViewportSize({ width: 390, height: 900 });
  await expect(bobPage.getByRole('button', { name: 'Menu (new notifications)' })).toBeVisible();
  await bobPage.setViewportSize({ width: 1280, height: 900 });

  // Bob reports Alice's comment.
  await commentBy(bobPage, alice, aliceText).getByRole('button', { name: 'Report' }).click();
  const flag = bobPage.getByRole('dialog', { name: 'Report this comment' });
  await flag.getByLabel('Unproductive').check();
  await flag.getByRole('button', { name: 'Report' }).click();
  await expect.poll(() => dialogs).toContain('Comment reported');

  // Alice edits: the source loads first, leaving with changes asks "Discard changes?".
  const own = commentBy(alicePage, alice, aliceText);
  await own.getByRole('button', { name: 'Edit' }).click();
  const editor = alicePage.getByRole('textbox', { name: 'Edit your comment' });
  await expect(editor).toHaveValue(aliceText);
  await editor.fill(`${aliceText} (and ham)`);
  await alicePage.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialogs).toContain('Discard changes?');
  await expect(alicePage.getByText(`${aliceText} (and ham)`)).toHaveCount(0);
  await own.getByRole('button', { name: 'Edit' }).click();
  await alicePage.getByRole('textbox', { name: 'Edit your comment' }).fill(`${aliceText} (and ham)`);
  await alicePage.getByRole('button', { name: 'Save' }).click();
  const edited = commentBy(alicePage, alice, `${aliceText} (and ham)`);
  await expect(edited).toBeVisible();
  await expect(edited.getByText('(edited)')).toBeVisible();
});

test('a moderator deletes a comment ("flagged"), an author deletes their own, long comments collapse', async ({ people }) => {
  const { page: authorPage } = await people.loggedIn(demoAccounts.demo);
  const { page: moderatorPage } = await people.loggedIn(demoAccounts.admin);
  const threadID = await api.opinionId(authorPage, moderationSlug);
  const post = (body: string) => api.postComment(authorPage, { threadID, body, responseType: 'con' });
  const unique = Date.now();
  const victim = await post(`Moderate me ${unique}`);
  const own = await post(`Delete me myself ${unique}`);
  const long = await post(`Long ${unique} ${'words and more words '.repeat(45)}`);

  recordDialogs(moderatorPage);
  await moderatorPage.goto(`/o/${moderationSlug}`);
  const target = moderatorPage.locator(`#comment-${victim}`);
  await target.getByRole('button', { name: 'Delete' }).click();
  await expect(target.getByText('[This comment was flagged]')).toBeVisible();
  await expect(target.getByText(`Moderate me ${unique}`)).toHaveCount(0);

  const confirms = recordDialogs(authorPage);
  await authorPage.goto(`/o/${moderationSlug}`);
  await expect(authorPage.locator(`#comment-${victim}`).getByText('[This comment was flagged]')).toBeVisible();
  await authorPage.locator(`#comment-${own}`).getByRole('button', { name: 'Delete' }).click();
  await expect(authorPage.locator(`#comment-${own}`).getByText('[This comment was deleted by its author]')).toBeVisible();
  expect(confirms.at(-1)).toBe('Delete this comment?');

  // docs/product.md#discussion: 800+ characters are collapsed to 200px until "See more".
  const longComment = authorPage.locator(`#comment-${long}`);
  const body = longComment.getByTestId('comment-body');
  expect((await body.boundingBox())!.height).toBeLessThanOrEqual(201);
  await longComment.getByRole('button', { name: 'See more' }).click();
  expect((await body.boundingBox())!.height).toBeGreaterThan(201);
  await expect(longComment.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');

  // Sorts: newest first puts the last comment on top, oldest first the first one.
  const firstInThread = () => authorPage.getByRole('article', { name: /^Comment by / }).first();
  await authorPage.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(firstInThread()).toHaveAttribute('id', `comment-${long}`);
  await authorPage.getByLabel('Sort by').selectOption({ label: 'Oldest' });
  await expect(firstInThread()).toHaveAttribute('id', `comment-${victim}`);
});

test('the notifications page asks anonymous visitors to log in, and says so when empty', async ({ page, people }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: 'log in' })).toBeVisible();
  const { page: fresh } = await people.member('quiet');
  await fresh.goto('/notifications');
  await expect(fresh.getByText('You have no notifcations yet')).toBeVisible();
});

test('a good point the server refuses is taken back, and an edit whose source cannot load is refused, each with the server\'s message in an alert', async ({ people }) => {
  const { context: authorContext, page: authorPage } = await people.loggedIn(demoAccounts.demo);
  const { page } = await people.member('reader');
  const threadID = await api.opinionId(authorPage, opinionSlug);
  const id = await api.postComment(authorPage, { threadID, body: `Soon withdrawn ${Date.now()}`, responseType: 'pro' });

  const alerts = recordDialogs(page);
  await page.goto(`/o/${opinionSlug}`);
  // The author has the page open too, and will try to edit it after it is gone.
  recordDialogs(authorPage, { label: 'author: ', into: alerts });
  await authorPage.goto(`/o/${opinionSlug}`);
  await expect(authorPage.locator(`#comment-${id}`).getByRole('button', { name: 'Edit' })).toBeVisible();
  const goodPoint = page.locator(`#comment-${id}`).getByRole('button', { name: /Good point/ });
  await expect(goodPoint).toHaveAttribute('aria-pressed', 'false');
  await expect(goodPoint).toContainText('(0)');
  // The author deletes it while the page is open; the good point then fails at the server.
  expect((await authorContext.request.post('/api/v2/comment/delete', { data: { body: { commentID: id } } })).status()).toBe(200);
  await goodPoint.click();
  await expect.poll(() => alerts).toEqual(['This comment has been deleted']);
  await expect(goodPoint).toHaveAttribute('aria-pressed', 'false');
  await expect(goodPoint).toContainText('(0)');
  // docs/product.md#alerts: a comment source that cannot be loaded is an alert; no editor opens.
  await authorPage.locator(`#comment-${id}`).getByRole('button', { name: 'Edit' }).click();
  await expect.poll(() => alerts).toEqual(['This comment has been deleted', 'author: This comment has been deleted']);
  await expect(authorPage.getByRole('textbox', { name: 'Edit your comment' })).toHaveCount(0);
});
