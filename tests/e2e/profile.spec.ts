// Profiles in a real browser: one's own profile (edit details, upload a picture, see the
// activity grid and milestones move after a vote, while a visitor sees the vote only from the
// next UTC day), someone else's, the comment history states,
// and the bad input a person can give (over-long fields, a non-image, an oversized file). Axe
// checks the profile and comment history screens in tests/e2e/accessibility.spec.ts.
import sharp from 'sharp';
import { expect, holdRequests, operationOf, test } from './fixtures.ts';

const opinionSlug = 'pineapple-belongs-on-pizza';

test('own profile: a vote shows in stats, grid, milestones and karma at once (to others the next day); details and picture can be edited', async ({ page, accounts, people }) => {
  // A journey: a vote, the profile loaded twice, a details form saved twice and three picture
  // uploads, the last converted on the server.
  test.slow();
  const { username } = await accounts.signUp(page, 'profile');
  // Karma in brackets next to the name in the top bar, counting the vote at once.
  await page.goto(`/o/${opinionSlug}`);
  const userLink = page.getByRole('banner').getByRole('link', { name: `${username} (0)` });
  await expect(userLink).toBeVisible();
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: `${username} (1)` })).toBeVisible();

  await page.goto(`/u/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `${username} (1)` })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Stats' });
  await expect(stats.getByRole('definition').nth(1)).toHaveText('1'); // Votes
  await expect(stats.getByText('Good points per comment')).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId('activity-grid').locator(`[data-day="${today}"]`)).toHaveAttribute('data-count', '1');
  await expect(page.getByText('1 contribution in the last year, on 1 day')).toBeVisible();
  const milestones = page.getByTestId('milestones');
  await expect(milestones.getByText('Level 1')).toBeVisible();
  await expect(milestones.getByText('First vote', { exact: true })).toBeVisible();
  await expect(milestones.getByText('1 of 50 karma for level 2')).toBeVisible();
  // Anyone else counts today's votes from the next UTC day on (docs/privacy.md, attack 4).
  const visitor = await people.anonymous();
  await visitor.page.goto(`/u/${username}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(visitor.page.getByRole('region', { name: 'Stats' }).getByRole('definition').nth(1)).toHaveText('0');
  await expect(visitor.page.getByText('0 karma', { exact: true })).toBeVisible();
  await expect(visitor.page.getByTestId('activity-grid').locator(`[data-day="${today}"]`)).toHaveAttribute('data-count', '0');
  await expect(visitor.page.getByText('0 contributions in the last year, on 0 days')).toBeVisible();
  await expect(visitor.page.getByTestId('milestones').getByText('0 of 50 karma for level 2')).toBeVisible();
  await expect(visitor.page.getByTestId('milestones').getByText('First vote', { exact: true })).toHaveCount(0);
  // The cookie banner and the top bar have their own Settings and Log out: look in the page itself.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Personal details' })).toHaveAttribute('href', '/settings/details');
  await expect(main.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/app/settings');
  await expect(main.getByRole('button', { name: 'Log out' })).toBeVisible();

  // Edit details: an over-long name is refused with the server's words, nothing saved.
  await main.getByRole('button', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Name').fill('N'.repeat(81));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Name can be at most 80 characters');
  await form.getByLabel('Name').fill('Paula Profile');
  await form.getByLabel('Location').fill('Porto');
  await form.getByLabel('Bio').fill('I test profiles.\nSecond line.');
  await form.getByLabel('Expertise').fill('Browsers');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Profile' })).toBeVisible();
  await expect(page.getByText('Porto')).toBeVisible();
  await expect(page.getByText('Browsers')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Profile' })).toBeVisible();

  // Pictures: a non-image and an oversized file are refused; a real one replaces the initial.
  await main.getByRole('button', { name: 'Settings' }).click();
  const upload = page.getByLabel('Upload a picture');
  await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
  await expect(page.getByText('Upload a JPEG, PNG, WebP or GIF image')).toBeVisible();
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 7) });
  // 2.8 MB of base64 to the server and back: on a busy machine that outlasts the 10 s default.
  await expect(page.getByText('The image is too large (at most 2 MB)')).toBeVisible({ timeout: 30_000 });
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
  // The page asks for the new picture at once (not the cached generated one).
  const newPicture = page.waitForResponse((response) => response.url().includes(`/api/user/profileimage/${username}?size=big&v=1`));
  await upload.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Picture updated')).toBeVisible();
  expect((await newPicture).headers()['content-type']).toBe('image/webp');
  const picture = page.getByRole('img', { name: 'Your picture' });
  await expect(picture).toHaveAttribute('src', /v=1/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
});

test("someone else's profile shows no settings, and links to their comments", async ({ page }) => {
  await page.goto('/u/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Member' })).toBeVisible();
  await expect(page.getByText('@demo')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Personal details' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expect(page.getByTestId('activity-grid')).toBeVisible();
  await page.getByRole('link', { name: 'Comments by demo' }).click();
  await expect(page).toHaveURL(/\/comments\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: /Comments by/ })).toBeVisible();
});

test('comment history: loading, no comments, and unknown people', async ({ page, accounts }) => {
  const { username } = await accounts.signUp(page, 'history');
  // Hold the page's data back to see the loading state, then let it through.
  const release = await holdRequests(page, '**/graphql', (request) => operationOf(request) === 'UserCommentsPageQuery');
  await page.goto(`/comments/${username}`);
  await expect(page.getByText('Loading ...')).toBeVisible();
  release();
  await expect(page.getByText('No comments')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Comments by ${username}` })).toBeVisible();

  await page.goto('/comments/nobody_by_that_name');
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  await page.goto('/u/nobody_by_that_name');
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
});

test("comment history lists a contributor's comments, linked to their opinions, and their profile counts them", async ({ page }) => {
  const contributors = await (await page.context().request.get('/api/contributors/get')).json();
  const top = contributors.body[0] as { UsernameCased: string; NumComments: number };
  expect(top.NumComments).toBeGreaterThan(0);
  const history = await (await page.context().request.get(`/api/user/getcomments?username=${top.UsernameCased}`)).json();
  const newest = history.body.Comments[0];

  await page.goto(`/comments/${top.UsernameCased}`);
  await expect(page.getByRole('heading', { level: 1, name: /Comments by/ })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(Math.min(top.NumComments, 20));
  await expect(items.first().getByRole('link', { name: newest.OpinionTitle })).toHaveAttribute('href', newest.URL);

  await page.goto(`/u/${top.UsernameCased}`);
  await expect(page.getByRole('region', { name: 'Stats' }).getByRole('definition').nth(2)).toHaveText(top.NumComments.toLocaleString('en-US'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the activity grid opens on the latest weeks', async ({ page }) => {
    await page.goto('/u/demo');
    const scroller = page.getByRole('group', { name: 'Activity grid' });
    await expect(scroller).toBeVisible();
    const position = await scroller.evaluate((element) => ({ left: element.scrollLeft, shown: element.clientWidth, whole: element.scrollWidth }));
    // Wider than the screen, and scrolled to its end.
    expect(position.whole).toBeGreaterThan(position.shown);
    expect(position.left + position.shown).toBeGreaterThanOrEqual(position.whole - 1);
  });
});

test('the contributors page ranks people with their comments, karma and level', async ({ page }) => {
  await page.goto('/contributors');
  const rows = page.getByRole('list', { name: 'Contributors, most comments first' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Rank, the avatar's initial, @name, then the figures.
  await expect(rows.first()).toContainText(/^1\S?@\S+?\d[\d,]* comments?\d[\d,]* karmaLevel \d$/);
  await expect(rows.nth(1)).toContainText(/^2\S?@/);
});
