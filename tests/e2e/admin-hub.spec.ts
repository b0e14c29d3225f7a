// The admin hub (docs/product.md#admin-hub-and-moderation) in a real browser: three members'
// reports hide a comment, a moderator deletes it from the queue and its author is told; a second
// moderator's decision on a comment already decided is refused and the queue reloads; an admin
// grants a member CanCreateOpinions (the New opinion button appears) and suspends another (their
// log-in is refused with the reason); members without AdminHub get the 403 page, visitors the
// log-in prompt. Axe checks the hub's screens in tests/e2e/accessibility.spec.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { api, demoAccounts, expect, recordDialogs, test } from './fixtures.ts';

// Each test sets up its own people and comment: the two workers can share them out.
test.describe.configure({ mode: 'parallel' });

/** Only this file comments here, so its comments are the only ones reported on it. */
const opinion = { slug: 'unpaid-internships-should-be-illegal', title: 'Unpaid internships should be illegal' };

async function report(holder: APIRequestContext, commentId: number, reason: 'Uncivil' | 'Unproductive') {
  const response = await holder.post('/api/v2/comment/report', { data: { body: { commentID: commentId, reason } } });
  expect(response.status(), `report comment ${commentId}`).toBe(200);
}

/** The reported comment's card in the queue, found by searching for its text. */
async function queueCard(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by author or text' }).fill(text);
  // The search goes into the URL once typing stops, so a reload shows the same list.
  await expect(page).toHaveURL(/[?&]q=/);
  return page.getByRole('list', { name: 'Reported comments' }).getByRole('listitem').filter({ hasText: text });
}

/** The member's card on the members screen, found by searching for their name. */
async function memberCard(page: Page, username: string) {
  await page.goto('/internal/admin/members');
  await page.getByRole('searchbox', { name: 'Search by username or e-mail address' }).fill(username);
  const card = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: username }) });
  await expect(card).toBeVisible();
  return card;
}

test('three reports hide a comment; a moderator deletes it from the queue and the author is told', async ({ people }) => {
  test.slow();
  const { page: authorPage, account: author } = await people.member('author');
  const threadID = await api.opinionId(authorPage, opinion.slug);
  const text = `Reported in the hub ${Date.now()}`;
  const commentId = await api.postComment(authorPage, { threadID, body: text, responseType: 'con' });

  // Two members report it over HTTP, the third with the report control on the opinion page.
  for (const label of ['reporter_a', 'reporter_b']) await report((await people.memberOverHttp(label)).request, commentId, 'Uncivil');
  const { page: reporterPage } = await people.member('reporter_c');
  const dialogs = recordDialogs(reporterPage);
  await reporterPage.goto(`/o/${opinion.slug}#comment-${commentId}`);
  const seen = reporterPage.locator(`#comment-${commentId}`);
  await seen.getByRole('button', { name: 'Report' }).click();
  const flag = reporterPage.getByRole('dialog', { name: 'Report this comment' });
  await flag.getByLabel('Unproductive').check();
  await flag.getByRole('button', { name: 'Report' }).click();
  await expect.poll(() => dialogs).toContain('Comment reported');

  // Hidden from everyone until a moderator decides.
  await authorPage.goto(`/o/${opinion.slug}#comment-${commentId}`);
  await expect(authorPage.locator(`#comment-${commentId}`).getByText('[This comment was flagged]')).toBeVisible();
  await expect(authorPage.getByText(text)).toHaveCount(0);

  // The moderator: the overview counts the queue, the queue shows the comment with its context.
  const { page: moderatorPage } = await people.loggedIn(demoAccounts.admin);
  await moderatorPage.goto('/internal/admin');
  await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Admin hub' })).toBeVisible();
  await expect(moderatorPage.getByTestId('queue-count')).toHaveText(/^\d+ comments? to review$/);
  await moderatorPage.getByRole('link', { name: 'Open the queue' }).click();
  await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();
  const card = await queueCard(moderatorPage, text);
  await expect(moderatorPage.getByTestId('moderation-status')).toHaveText(`1 comment matches “${text}”`);
  await expect(card.getByText('Hidden by reports')).toBeVisible();
  await expect(card.getByRole('link', { name: opinion.title })).toHaveAttribute('href', `/o/${opinion.slug}#comment-${commentId}`);
  await expect(card).toContainText('3 members: 2 Uncivil, 1 Unproductive');
  await expect(card).toContainText(`${author.username}’s record`);
  await expect(card.getByRole('link', { name: `Warn or suspend ${author.username}` })).toHaveAttribute('href', `/internal/admin/members?q=${author.username}`);

  // Delete asks first; Escape leaves everything as it was.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = moderatorPage.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toContainText(text);
  await moderatorPage.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await card.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByLabel('Note for the audit log (optional)').fill('Personal attack');
  await confirm.getByRole('button', { name: 'Delete comment' }).click();
  await expect(card).toHaveCount(0);
  await expect(moderatorPage.getByTestId('moderation-status')).toContainText(`Comment by ${author.username} deleted`);
  await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeFocused();

  // The audit log has it, with the note.
  await moderatorPage.getByRole('navigation', { name: 'Admin hub' }).getByRole('link', { name: 'Audit log' }).click();
  await moderatorPage.getByLabel('Action').selectOption({ label: 'Deleted a reported comment' });
  await expect(moderatorPage).toHaveURL(/action=comment\.deletedByModerator/);
  await expect(moderatorPage.getByRole('row').filter({ hasText: text }).first()).toContainText('Personal attack');

  // The author is told.
  await authorPage.goto('/notifications');
  const notification = authorPage.getByRole('link', { name: new RegExp(`A moderator reviewed your comment on "${opinion.title}"`) }).first();
  await expect(notification).toContainText(`A moderator removed your comment after members reported it: "${text}"`);
});

test('a decision another moderator already took is refused, and the queue reloads', async ({ people }) => {
  const { page: authorPage } = await people.member('decided');
  const threadID = await api.opinionId(authorPage, opinion.slug);
  const text = `Decided twice ${Date.now()}`;
  const commentId = await api.postComment(authorPage, { threadID, body: text, responseType: 'pro' });
  await report((await people.memberOverHttp('reporter')).request, commentId, 'Unproductive');

  const { page: moderatorPage } = await people.loggedIn(demoAccounts.admin);
  await moderatorPage.goto('/internal/admin/moderation');
  const card = await queueCard(moderatorPage, text);
  await expect(card).toBeVisible();

  // Meanwhile the other moderator dismisses it (admins may send their own documents).
  const other = await people.loggedInOverHttp(demoAccounts.admin);
  const decided = await other.post('/graphql', {
    data: {
      query: 'mutation($input: DecideReportedCommentInput!) { decideReportedComment(input: $input) { __typename } }',
      variables: { input: { commentId: Buffer.from(`Comment:${commentId}`).toString('base64'), decision: 'DISMISS' } },
    },
  });
  expect(((await decided.json()) as { data: { decideReportedComment: { __typename: string } } }).data.decideReportedComment.__typename).toBe(
    'MutationDecideReportedCommentSuccess',
  );

  await card.getByRole('button', { name: 'Dismiss' }).click();
  await moderatorPage.getByRole('dialog', { name: 'Dismiss the reports?' }).getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(moderatorPage.getByRole('alert')).toHaveText('These reports were already decided. The list has been refreshed.');
  await expect(card).toHaveCount(0);
  await expect(moderatorPage.getByText('No reported comment matches')).toBeVisible();
});

test('an admin grants Create opinions: the member, on reload, has the New opinion button', async ({ people }) => {
  const { page: memberPage, account } = await people.member('writer');
  await memberPage.goto('/suggest');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Suggest a new opinion' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'New opinion' })).toHaveCount(0);

  const { page: adminPage } = await people.loggedIn(demoAccounts.admin);
  const card = await memberCard(adminPage, account.username);
  const toggle = card.getByRole('switch', { name: 'Create opinions' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(card.getByRole('status')).toHaveText('Create opinions granted');
  // Reloaded from the server, it stays granted.
  await adminPage.reload();
  await expect(adminPage.getByRole('list', { name: 'Members' }).getByRole('switch', { name: 'Create opinions' })).toBeChecked();

  await memberPage.reload();
  await expect(memberPage.getByRole('button', { name: 'New opinion' })).toBeVisible();
});

test('an admin suspends a member: their log-in is refused with the reason', async ({ people }) => {
  const { page: memberPage, account } = await people.member('suspended');
  const { page: adminPage } = await people.loggedIn(demoAccounts.admin);
  const card = await memberCard(adminPage, account.username);
  await card.getByRole('button', { name: 'Suspend' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Suspend ${account.username}` });
  // The server's refusal shows under the field it is about.
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  const reason = dialog.getByLabel('Reason (the member is told)');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('Give the member a reason');
  const until = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel('Suspended until').fill(until);
  await reason.fill('Repeated personal attacks');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  const day = new Date(`${until}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(card).toContainText(`Suspended until ${day}: Repeated personal attacks`);
  await expect(card.getByRole('button', { name: 'Lift suspension' })).toBeVisible();

  // Their session ended; logging in again is refused with the day and the reason.
  await memberPage.goto('/login');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const form = memberPage.getByRole('main');
  await form.getByRole('button', { name: 'Log in with e-mail' }).click();
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(`Your account is suspended until ${day}: Repeated personal attacks`);
});

test('the hub is for AdminHub users: a member gets Access denied, a visitor is asked to log in', async ({ people }) => {
  const { page: memberPage } = await people.member('curious');
  await memberPage.goto('/internal/admin/members');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  const { page: visitorPage } = await people.anonymous();
  await visitorPage.goto('/internal/admin/moderation');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Please log in to use the admin hub' })).toBeVisible();
  await visitorPage.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(visitorPage).toHaveURL(/\/login\?next=%2Finternal%2Fadmin%2Fmoderation$/);
});

test('a member granted Questions and topic reports alone reaches that section of the hub, and only it', async ({ people }) => {
  const { page: memberPage, account } = await people.member('lister');
  const { page: adminPage } = await people.loggedIn(demoAccounts.admin);
  const card = await memberCard(adminPage, account.username);
  await card.getByRole('switch', { name: 'Questions and topic reports' }).click();
  await expect(card.getByRole('status')).toHaveText('Questions and topic reports granted');

  await memberPage.goto('/');
  await memberPage.getByRole('banner').getByRole('link', { name: 'Admin' }).first().click();
  await expect(memberPage).toHaveURL(/\/internal\/admin\/questions$/);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Questions and reports' })).toBeVisible();
  await expect(memberPage.getByRole('navigation', { name: 'Admin hub' }).getByRole('link')).toHaveText(['Questions']);
  await expect(memberPage.getByRole('region', { name: 'Questions', exact: true }).getByRole('status')).toHaveText(/^(No questions yet|\d+ questions? shown)/);
  await expect(memberPage.getByRole('list', { name: 'Topics' }).getByRole('link', { name: /Download topic report/ }).first()).toBeVisible();
  // The rest of the hub stays closed to them, in the page and on the server.
  await memberPage.goto('/internal/admin');
  await expect(memberPage).toHaveURL(/\/internal\/admin\/questions$/);
  await memberPage.goto('/internal/admin/members');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
});
