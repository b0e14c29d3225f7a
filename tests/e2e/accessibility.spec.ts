// Accessibility: axe finds nothing serious or critical on any screen, and this file is the one
// place it runs. A screen is a route at one width (1280px or 390px), analysed once, in the state
// that shows the most of it (logged in where that adds controls, with the data that fills it);
// a dialog is a screen of its own, since showModal() makes the page behind it inert. The
// journeys in the other specs reach these screens too but leave axe to this file, which keeps
// them short and gives each analysis a test (and a time budget) of its own.
import type { APIRequestContext, Page } from '@playwright/test';
import { api, demoAccounts, expect, offerOnlyEmailSignIn, test, type Accounts, type People } from './fixtures.ts';

// Every test sets up its own screen: the two workers can share them out.
test.describe.configure({ mode: 'parallel' });

type Width = 1280 | 390;
type Setup = { page: Page; accounts: Accounts; people: People };
type Screen = {
  /** The route pattern (client/routes.tsx), or "dialog: <its name>". */
  route: string;
  /** What is on it when it is analysed. */
  state: string;
  width: Width;
  open(setup: Setup): Promise<void>;
};

const pineapple = { slug: 'pineapple-belongs-on-pizza', title: 'Pineapple belongs on pizza' };

async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A logged-out page that is whole once its heading shows. */
function plainPage(route: string, path: string, heading: string | RegExp, width: Width): Screen {
  return {
    route,
    state: `${path}, logged out`,
    width,
    async open({ page }) {
      await page.goto(path);
      await expectHeading(page, heading);
    },
  };
}

/**
 * The page's person comments on the pineapple opinion and someone else replies: the thread with
 * every control a member has, and a reply notification.
 */
async function replyThread({ page, accounts, people }: Setup): Promise<{ replyId: number; replier: string }> {
  await accounts.signUp(page, 'author');
  const replier = await people.memberOverHttp('replier');
  const threadID = await api.opinionId(page, pineapple.slug);
  const commentId = await api.postComment(page, { threadID, body: `A comment to reply to ${Date.now()}`, responseType: 'pro' });
  const replyId = await api.postComment(replier.request, { threadID, parentID: commentId, body: `A reply ${Date.now()}` });
  return { replyId, replier: replier.account.username };
}

/** A fresh member who subscribes through test-payments mode's checkout (tests/e2e/payments.spec.ts walks it step by step). */
async function subscriber({ page, accounts }: Setup): Promise<void> {
  await accounts.signUp(page, 'subscriber');
  await page.goto('/article/opinion-dna-premium');
  await page.getByTestId('offer-page').getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByTestId('checkout-notice')).toHaveText('Payment received: welcome to Opinio Premium.');
}

/** A member's comment on the pineapple opinion that another member reported: the queue is not empty. */
async function reportedComment({ people }: Setup): Promise<string> {
  const author = await people.memberOverHttp('reported');
  const text = `A comment for the moderators ${Date.now()}`;
  const commentID = await api.postComment(author.request, { threadID: await api.opinionId(author.request, pineapple.slug), body: text, responseType: 'con' });
  const reporter = await people.memberOverHttp('reporter');
  expect((await reporter.request.post('/api/v2/comment/report', { data: { body: { commentID, reason: 'Uncivil' } } })).status()).toBe(200);
  return text;
}

/** A new article the admin wrote over HTTP, saved `versions` times in all; answers its address. */
async function adminArticle({ page, accounts }: Setup, versions = 1): Promise<string> {
  await accounts.logIn(page, demoAccounts.admin);
  const slug = `accessible-${accounts.newUsername('page').toLowerCase().replace(/_/g, '-')}`;
  const title = 'An accessible page';
  let revision = await api.createSitePage(page, { slug, title, body: '<h2>First</h2><p>A <a href="https://example.org/">link</a>.</p>', note: 'First version' });
  for (let version = 2; version <= versions; version += 1) {
    revision = await api.saveSitePage(page, { slug, title, body: `<h2>Version ${version}</h2><ul><li>A list</li></ul>`, note: `Version ${version}`, baseRevisionId: revision });
  }
  return slug;
}

/** The admin on one of the hub's sections, its heading shown. */
async function adminHubSection({ page, accounts }: Setup, path: string, heading: string | RegExp): Promise<void> {
  await accounts.logIn(page, demoAccounts.admin);
  await page.goto(path);
  await expectHeading(page, heading);
}

/** An opinion the admin made and deleted: the hub's removed opinions list it. Answers a word only its title has. */
async function removedOpinion({ people }: Setup): Promise<string> {
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const unique = `removed${Date.now().toString(36)}`;
  const slug = await api.createOpinion(admin, `An opinion to restore ${unique}`);
  await api.setOpinionDeleted(admin, await api.opinionId(admin, slug), true);
  return unique;
}

/**
 * Two suggestions by a member, one of them already an opinion (the admin made it): the hub's
 * suggestions show both states. Answers a word only these two have.
 */
async function suggestions({ people }: Setup): Promise<string> {
  const member = await people.memberOverHttp('suggester');
  const unique = `suggested${Date.now().toString(36)}`;
  await api.postSuggestion(member.request, `Town halls should open on Saturdays ${unique}`);
  const made = await api.postSuggestion(member.request, `Parks should stay open at night ${unique}`);
  const admin = await people.loggedInOverHttp(demoAccounts.admin);
  const answer = await admin.post('/graphql', {
    data: {
      query: 'mutation($input: CreateOpinionFromSuggestionInput!) { createOpinionFromSuggestion(input: $input) { __typename } }',
      variables: { input: { suggestionId: Buffer.from(`Comment:${made}`).toString('base64'), title: `Parks should stay open at night ${unique}`, topicIds: [] } },
    },
  });
  expect(((await answer.json()) as { data: { createOpinionFromSuggestion: { __typename: string } } }).data.createOpinionFromSuggestion.__typename).toBe(
    'MutationCreateOpinionFromSuggestionSuccess',
  );
  return unique;
}

async function topContributor(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/contributors/get');
  return ((await response.json()) as { body: Array<{ UsernameCased: string }> }).body[0].UsernameCased;
}

const screens: Screen[] = [
  ...([1280, 390] as const).flatMap((width): Screen[] => [
    {
      route: '/',
      state: 'For You with its cards, logged out',
      width,
      async open({ page }) {
        await page.goto('/');
        await expectHeading(page, 'Opinions on Opinio');
        await expect(page.getByRole('list', { name: 'For You opinions' }).getByRole('article').first()).toBeVisible();
      },
    },
    plainPage('/home', '/home', 'Home', width),
    plainPage('/suggest', '/suggest', 'Suggest a new opinion', width),
    plainPage('/topics', '/topics', 'Topics', width),
    plainPage('/login', '/login', 'Log in', width),
    plainPage('/signup', '/signup', 'Sign up', width),
    plainPage('/not-found', '/not-found', /Not found/, width),
    plainPage('/privacy', '/privacy', 'Privacy', width),
    plainPage('/cookies', '/cookies', 'Cookies', width),
    plainPage('/terms-of-service', '/terms-of-service', 'Terms of service', width),
    {
      route: '/settings/details',
      state: "a member's saved personal details",
      width,
      async open({ page, accounts }) {
        await accounts.signUp(page, 'details');
        await api.setDemographics(page);
        await page.goto('/settings/details');
        await expectHeading(page, 'Personal details');
        await expect(page.getByRole('form', { name: 'Personal details' }).getByLabel('Birth year')).toHaveValue('1990');
      },
    },
    {
      // The same route, another screen: the first onboarding step after signing up.
      route: '/settings/details?onboarding=1',
      state: "a new member's personal details step, with Skip",
      width,
      async open({ page, accounts }) {
        await accounts.signUp(page, 'onboarding');
        await page.goto('/settings/details?onboarding=1');
        await expectHeading(page, 'Welcome to Opinio!');
        await expect(page.getByRole('link', { name: 'Skip', exact: true })).toBeVisible();
      },
    },
    {
      route: '/o/:slug/report',
      state:
        width === 1280
          ? "the demo admin's report of the most voted opinion, filtered by gender (chips, a checked box)"
          : 'the same, with the folded filters open',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto(`/o/${await api.popularOpinionSlug(page)}/report?gender=female`);
        await expectHeading(page, 'Detailed Opinion Report');
        await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Gender: Female');
        await expect(page.getByTestId('report-section-gender').getByRole('img').first()).toBeVisible();
        if (width === 390) await page.getByRole('button', { name: 'Filters (1)' }).click();
        await expect(page.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ })).toBeChecked();
      },
    },
    {
      route: '/reports/details/:name/overview',
      state:
        width === 1280
          ? "the Opinion DNA overview, for the admin, filtered by gender (a chip), the Gender and Personality panels and the admin's own report open"
          : 'the same in the filter drawer opened from the sticky bar',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto('/reports/details/opinion-dna/overview');
        await expectHeading(page, 'Opinion DNA overview');
        if (width === 390) await page.getByRole('button', { name: 'Filters (0)' }).click();
        const filters = page.getByRole('complementary');
        await expect(filters.getByRole('heading', { name: 'Filters Applied' })).toBeVisible();
        const everyone = await page.getByTestId('users-match').textContent();
        await filters.locator('summary').filter({ hasText: /^Gender/ }).click();
        await filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Female/ }).check();
        await filters.locator('summary').filter({ hasText: /^Personality/ }).click();
        await expect(filters.getByRole('slider', { name: 'Openness from' })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Gender: Female');
        // The averages dim while a filter loads; axe reads the figures once they are in.
        await expect(page.getByTestId('users-match')).not.toHaveText(everyone ?? '');
        await expect(page.getByTestId('population-averages')).toHaveAttribute('aria-busy', 'false');
        if (width === 1280) {
          await page.getByRole('region', { name: 'Your own report' }).locator('summary').click();
          await expect(page.getByTestId('profile-card').getByTestId('profile-card-row').first()).toBeVisible();
        }
      },
    },
    {
      route: '/internal/admin',
      state: "the admin hub's overview: the queue count, the latest actions",
      width,
      async open(setup) {
        await adminHubSection(setup, '/internal/admin', 'Admin hub');
        await expect(setup.page.getByTestId('queue-count')).toBeVisible();
      },
    },
    {
      route: '/internal/admin/moderation',
      state: 'the queue searched for a reported comment',
      width,
      async open(setup) {
        const text = await reportedComment(setup);
        await adminHubSection(setup, `/internal/admin/moderation?q=${encodeURIComponent(text)}`, 'Moderation queue');
        await expect(setup.page.getByRole('list', { name: 'Reported comments' }).getByRole('listitem')).toHaveCount(1);
      },
    },
    {
      route: '/internal/admin/members',
      state: 'the first page of members, with their roles and permission switches',
      width,
      async open(setup) {
        await adminHubSection(setup, '/internal/admin/members', 'Members');
        await expect(setup.page.getByRole('list', { name: 'Members' }).getByRole('switch', { name: 'Admin hub' }).first()).toBeVisible();
      },
    },
    {
      route: '/internal/admin/audit',
      state: "the audit log after the admin granted and revoked a new member's permission",
      width,
      async open(setup) {
        const { account } = await setup.people.memberOverHttp('granted');
        await adminHubSection(setup, `/internal/admin/members?q=${account.username}`, 'Members');
        const toggle = setup.page.getByRole('list', { name: 'Members' }).getByRole('switch', { name: 'Detailed opinion reports' });
        await toggle.click();
        await expect(toggle).toBeChecked();
        await toggle.click();
        await expect(toggle).not.toBeChecked();
        await setup.page.getByRole('navigation', { name: 'Admin hub' }).getByRole('link', { name: 'Audit log' }).click();
        await expectHeading(setup.page, 'Audit log');
        await expect(setup.page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      },
    },
    {
      route: '/internal/admin/tags',
      state: 'the demo tags with their member counts, and the New tag form',
      width,
      async open(setup) {
        await adminHubSection(setup, '/internal/admin/tags', 'User tags');
        await expect(setup.page.getByRole('list', { name: 'User tags' }).getByRole('link', { name: 'Beta testers' })).toBeVisible();
      },
    },
    {
      route: '/internal/admin/tags/:id',
      state: "a demo tag's members, and Add a member's results for a name",
      width,
      async open(setup) {
        await adminHubSection(setup, '/internal/admin/tags', 'User tags');
        await setup.page.getByRole('list', { name: 'User tags' }).getByRole('link', { name: 'Beta testers' }).click();
        await expectHeading(setup.page, 'Beta testers');
        await setup.page.getByRole('searchbox', { name: 'Find a member by username' }).fill('de');
        await expect(setup.page.getByRole('list', { name: 'Members found' }).getByRole('listitem').first()).toBeVisible();
      },
    },
    {
      route: '/internal/admin/opinions',
      state: 'a removed opinion searched for, with Restore and Edit',
      width,
      async open(setup) {
        const unique = await removedOpinion(setup);
        await adminHubSection(setup, `/internal/admin/opinions?q=${unique}`, 'Removed opinions');
        await expect(setup.page.getByRole('list', { name: 'Removed opinions' }).getByRole('button', { name: 'Restore' })).toHaveCount(1);
      },
    },
    {
      route: '/internal/admin/opinions/suggestions',
      state: 'two suggestions searched for: one waiting, one already an opinion',
      width,
      async open(setup) {
        const unique = await suggestions(setup);
        await adminHubSection(setup, `/internal/admin/opinions/suggestions?q=${unique}`, 'Suggestions');
        const cards = setup.page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
        await expect(cards).toHaveCount(2);
        await expect(cards.getByText('Opinion created')).toHaveCount(1);
      },
    },
    {
      route: '/internal/admin/questions',
      state: 'every topic with its report download',
      width,
      async open(setup) {
        await adminHubSection(setup, '/internal/admin/questions', 'Questions and reports');
        await expect(setup.page.getByRole('link', { name: /^Download topic report \(CSV\) for Food$/ })).toBeVisible();
      },
    },
    {
      route: '/internal/admin/pages',
      state: 'the built-in pages and the articles, with their last editors',
      width,
      async open(setup) {
        await adminHubSection(setup, '/internal/admin/pages', 'Site pages');
        await expect(setup.page.getByRole('list', { name: 'Site pages' }).getByRole('link', { name: 'Edit Cookies' })).toBeVisible();
      },
    },
  ]),
  {
    route: '/internal/admin/pages/edit/:slug',
    state: "an article's Edit tab, a save refused for want of its note",
    width: 1280,
    async open(setup) {
      const slug = await adminArticle(setup);
      await adminHubSection(setup, `/internal/admin/pages/edit/${slug}`, /^Edit “/);
      await setup.page.getByRole('textbox', { name: 'Text (HTML)' }).fill('<p>Changed</p>');
      await setup.page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(setup.page.getByText('Say in a few words what changed')).toBeVisible();
    },
  },
  {
    route: '/internal/admin/pages/edit/:slug',
    state: "an article's History tab with two versions",
    width: 390,
    async open(setup) {
      const slug = await adminArticle(setup, 2);
      await adminHubSection(setup, `/internal/admin/pages/edit/${slug}`, /^Edit “/);
      await setup.page.getByRole('tab', { name: 'History' }).click();
      await expect(setup.page.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem')).toHaveCount(2);
    },
  },
  {
    route: '/internal/admin/pages/new',
    state: 'the Preview tab of a text with a table',
    width: 390,
    async open(setup) {
      await adminHubSection(setup, '/internal/admin/pages/new', 'New page');
      await setup.page.getByRole('textbox', { name: 'Title' }).fill('A page with a table');
      await setup.page
        .getByRole('textbox', { name: 'Text (HTML)' })
        .fill('<h2>Figures</h2><table><thead><tr><th scope="col">Name</th><th scope="col">What</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>');
      await setup.page.getByRole('tab', { name: 'Preview' }).click();
      await expect(setup.page.getByTestId('site-page-preview').getByRole('table')).toBeVisible();
    },
  },
  {
    route: '/internal/admin/pages/new',
    state: 'an address refused under its field',
    width: 1280,
    async open(setup) {
      await adminHubSection(setup, '/internal/admin/pages/new', 'New page');
      await setup.page.getByRole('textbox', { name: 'Address' }).fill('Not An Address');
      await setup.page.getByRole('button', { name: 'Create page' }).click();
      await expect(setup.page.getByText(/^An address is lower-case letters/)).toBeVisible();
    },
  },
  {
    route: 'dialog: Revision {n}: {title}',
    state: "an earlier version's text, from an article's history",
    width: 390,
    async open(setup) {
      const slug = await adminArticle(setup, 2);
      await adminHubSection(setup, `/internal/admin/pages/edit/${slug}`, /^Edit “/);
      await setup.page.getByRole('tab', { name: 'History' }).click();
      await setup.page.getByRole('list', { name: 'Versions, newest first' }).getByRole('button', { name: /^View Revision/ }).last().click();
      await expect(setup.page.getByRole('dialog', { name: /^Revision \d+: An accessible page$/ }).getByRole('heading', { name: 'First' })).toBeVisible();
    },
  },
  {
    route: 'dialog: Restore this version?',
    state: "from an article's history",
    width: 1280,
    async open(setup) {
      const slug = await adminArticle(setup, 2);
      await adminHubSection(setup, `/internal/admin/pages/edit/${slug}`, /^Edit “/);
      await setup.page.getByRole('tab', { name: 'History' }).click();
      await setup.page.getByRole('list', { name: 'Versions, newest first' }).getByRole('button', { name: /^Restore Revision/ }).click();
      await expect(setup.page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('textbox', { name: 'What changed' })).toBeVisible();
    },
  },
  {
    route: 'dialog: Delete this comment?',
    state: 'from the moderation queue, a note typed',
    width: 1280,
    async open(setup) {
      const text = await reportedComment(setup);
      await adminHubSection(setup, `/internal/admin/moderation?q=${encodeURIComponent(text)}`, 'Moderation queue');
      await setup.page.getByRole('list', { name: 'Reported comments' }).getByRole('button', { name: 'Delete' }).click();
      const dialog = setup.page.getByRole('dialog', { name: 'Delete this comment?' });
      await dialog.getByLabel('Note for the audit log (optional)').fill('Off topic');
      await expect(dialog.getByRole('button', { name: 'Delete comment' })).toBeVisible();
    },
  },
  {
    route: 'dialog: Delete the tag',
    state: 'a demo tag, its members counted',
    width: 390,
    async open(setup) {
      await adminHubSection(setup, '/internal/admin/tags', 'User tags');
      await setup.page.getByRole('list', { name: 'User tags' }).getByRole('button', { name: 'Delete Beta testers' }).click();
      await expect(setup.page.getByRole('dialog', { name: 'Delete the tag “Beta testers”?' })).toContainText(/members carry it/);
    },
  },
  {
    route: 'dialog: Restore this opinion?',
    state: 'from the removed opinions, a note typed',
    width: 390,
    async open(setup) {
      const unique = await removedOpinion(setup);
      await adminHubSection(setup, `/internal/admin/opinions?q=${unique}`, 'Removed opinions');
      await setup.page.getByRole('list', { name: 'Removed opinions' }).getByRole('button', { name: 'Restore' }).click();
      const dialog = setup.page.getByRole('dialog', { name: 'Restore this opinion?' });
      await dialog.getByLabel('Note for the audit log (optional)').fill('Deleted by mistake');
      await expect(dialog.getByRole('button', { name: 'Restore opinion' })).toBeVisible();
    },
  },
  {
    route: 'dialog: New opinion',
    state: 'made from a suggestion in the hub: the title prefilled, the credit explained (1280px: written from scratch)',
    width: 390,
    async open(setup) {
      const unique = await suggestions(setup);
      await adminHubSection(setup, `/internal/admin/opinions/suggestions?q=${unique}`, 'Suggestions');
      await setup.page.getByRole('button', { name: 'Create opinion from this suggestion' }).click();
      await expect(setup.page.getByRole('dialog', { name: 'New opinion' }).getByLabel('Title')).toHaveValue(`Town halls should open on Saturdays ${unique}`);
    },
  },
  {
    route: 'dialog: Suspend',
    state: 'a missing reason refused under its field',
    width: 390,
    async open(setup) {
      const { account } = await setup.people.memberOverHttp('suspendee');
      await adminHubSection(setup, `/internal/admin/members?q=${account.username}`, 'Members');
      await setup.page.getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Suspend' }).click();
      const dialog = setup.page.getByRole('dialog', { name: `Suspend ${account.username}` });
      await dialog.getByRole('button', { name: 'Suspend' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Give the member a reason');
    },
  },
  {
    route: '/t/:slug',
    state: 'a topic with an intro banner, followed by the member looking at it',
    width: 1280,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'follower');
      await page.goto('/t/culture-wars');
      await expectHeading(page, 'Culture Wars');
      await page.getByRole('button', { name: 'Follow Culture Wars' }).click();
      await expect(page.getByRole('button', { name: 'Following Culture Wars' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { name: 'The debates that divide' })).toBeVisible();
    },
  },
  {
    route: '/t/:slug',
    state: 'a topic with an intro banner, logged out',
    width: 390,
    async open({ page }) {
      await page.goto('/t/culture-wars');
      await expectHeading(page, 'Culture Wars');
      await expect(page.getByRole('heading', { name: 'The debates that divide' })).toBeVisible();
    },
  },
  {
    route: '/o/:slug',
    state: "a member's comment with a reply, opened at the reply",
    width: 1280,
    async open(setup) {
      const { replyId, replier } = await replyThread(setup);
      await setup.page.goto(`/o/${pineapple.slug}#comment-${replyId}`);
      await expectHeading(setup.page, pineapple.title);
      await expect(setup.page.getByRole('article', { name: `Comment by ${replier}` })).toBeVisible();
    },
  },
  plainPage('/o/:slug', `/o/${pineapple.slug}`, pineapple.title, 390),
  {
    route: '/notifications',
    state: 'a reply notification',
    width: 1280,
    async open(setup) {
      const { replier } = await replyThread(setup);
      await setup.page.goto('/notifications');
      await expect(setup.page.getByRole('link', { name: new RegExp(`${replier} replied to you on "${pineapple.title}"`) })).toBeVisible();
    },
  },
  {
    route: '/u/:username',
    state: "one's own profile after a vote (settings, milestones)",
    width: 1280,
    async open({ page, accounts }) {
      const { username } = await accounts.signUp(page, 'profile');
      // Not the pineapple opinion: vote-slice.spec.ts counts the votes on that one.
      await api.vote(page, await api.opinionId(page, 'organic-food-is-worth-the-extra-cost'), 2);
      await page.goto(`/u/${username}`);
      await expectHeading(page, username);
      await expect(page.getByTestId('milestones').getByText('Level 1')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Settings' })).toBeVisible();
    },
  },
  {
    route: '/u/:username',
    state: "someone else's profile, logged out",
    width: 390,
    async open({ page }) {
      await page.goto('/u/demo');
      await expectHeading(page, 'Demo Member');
      await expect(page.getByTestId('activity-grid')).toBeVisible();
    },
  },
  {
    route: '/comments/:username',
    state: "the top contributor's comment history",
    width: 1280,
    async open({ page }) {
      await page.goto(`/comments/${await topContributor(page.request)}`);
      await expectHeading(page, /Comments by/);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    route: '/q/:slug',
    state: 'a quiz in progress',
    width: 1280,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'taker');
      await api.setDemographics(page);
      await page.goto('/q/ownership');
      await expect(page.getByTestId('quiz-in-progress')).toBeVisible();
      await expect(page.getByTestId('quiz-statement')).toBeVisible();
    },
  },
  {
    route: '/reports/details/:name',
    state: "a non-subscriber's report behind the paywall (sample values, unlock buttons)",
    width: 1280,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'paywall');
      await page.goto('/reports/details/morality-as-cooperation');
      await expectHeading(page, 'Morality as Cooperation');
      await expect(page.getByTestId('profile-card-sample')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unlock your full report' })).toBeVisible();
    },
  },
  {
    route: '/reports/details/:name',
    state: 'a full report after its quiz (every row, the detailed texts)',
    width: 390,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'finisher');
      await api.setDemographics(page);
      // A quiz answer is a vote on its opinion (api/modules/quiz/service.ts).
      for (const [index, id] of (await api.quizOpinionIds(page, 'ownership')).entries()) await api.vote(page, id, index % 2 === 0 ? 1 : 4);
      await page.goto('/reports/details/ownership');
      await expectHeading(page, 'Ownership');
      await expect(page.getByTestId('profile-card').getByTestId('profile-card-row')).toHaveCount(6);
      await expect(page.getByTestId('profile-card-sample')).toHaveCount(0);
      await expect(page.getByTestId('detailed-text-card').getByRole('heading', { level: 3 }).first()).toBeVisible();
    },
  },
  {
    route: '/reports/my-opinion-dna',
    state: "a non-subscriber's Opinion DNA, a help tooltip open",
    width: 1280,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'dna');
      await page.goto('/reports/my-opinion-dna');
      await expect(page.getByTestId('dna-element')).toHaveCount(48);
      await page.getByRole('button', { name: 'About Openness' }).focus();
      await expect(page.getByRole('tooltip').filter({ hasText: /curiosity/i })).toBeVisible();
    },
  },
  {
    route: '/article/:slug',
    state: 'the article on how opinions are chosen',
    width: 1280,
    async open({ page }) {
      await page.goto('/article/how-we-choose-opinions');
      await expectHeading(page, 'How we choose opinions');
      await expect(page.getByRole('heading', { level: 2, name: 'What we look for' })).toBeVisible();
    },
  },
  {
    route: '/app/settings',
    state: "a subscriber's billing: plan, renewal, the manual, a receipt",
    width: 1280,
    async open(setup) {
      await subscriber(setup);
      await setup.page.goto('/app/settings');
      await expectHeading(setup.page, 'Billing');
      await expect(setup.page.getByTestId('billing-status')).toHaveText('Active');
      await expect(setup.page.getByTestId('billing-receipt')).toHaveCount(1);
    },
  },
  {
    route: '/app/settings',
    state: "a new member's billing: no plan, the Upgrade and e-book buttons",
    width: 390,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'noplan');
      await page.goto('/app/settings');
      await expectHeading(page, 'Billing');
      await expect(page.getByTestId('billing-status')).toHaveText('None');
      await expect(page.getByRole('button', { name: 'Upgrade to Opinio Premium' })).toBeVisible();
    },
  },
  {
    route: '/payments/test-checkout',
    state: 'a Premium checkout in test-payments mode',
    width: 390,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'checkout');
      await page.goto('/article/opinion-dna-premium');
      await page.getByTestId('offer-page').getByRole('button', { name: 'Checkout' }).click();
      await expectHeading(page, 'Test checkout');
      await expect(page.getByRole('button', { name: 'Pay (test)' })).toBeVisible();
    },
  },
  {
    route: '/payments/test-portal',
    state: "a subscriber's plan, with the cancel button",
    width: 390,
    async open(setup) {
      await subscriber(setup);
      await setup.page.goto('/payments/test-portal');
      await expectHeading(setup.page, 'Test customer portal');
      await expect(setup.page.getByRole('button', { name: 'Cancel subscription (test)' })).toBeVisible();
    },
  },
  {
    route: '/article/:slug',
    state: 'the subscription offer',
    width: 390,
    async open({ page }) {
      await page.goto('/article/opinion-dna-premium');
      await expectHeading(page, 'Opinion DNA Premium');
      await expect(page.getByTestId('offer-price')).toBeVisible();
      await expect(page.getByTestId('offer-ebook-price')).toBeVisible();
    },
  },
  // The page is the same for every token until the new password is sent: t=x shows what the
  // e-mailed link shows.
  plainPage('/resetpassword/set', '/resetpassword/set?t=x', 'Set a new password', 1280),
  {
    route: '/encyclopedia',
    state: 'a search link target, focused',
    width: 1280,
    async open({ page }) {
      await page.goto('/encyclopedia#tag-cryptography');
      await expectHeading(page, 'Encyclopedia');
      await expect(page.locator('#tag-cryptography')).toBeFocused();
    },
  },
  {
    route: '/encyclopedia',
    state: 'people and tags with the Add buttons, as a contributor',
    width: 390,
    async open({ page, accounts }) {
      await accounts.logIn(page, demoAccounts.admin);
      await page.goto('/encyclopedia');
      await expectHeading(page, 'Encyclopedia');
      await expect(page.getByRole('link', { name: 'Add a person' })).toBeVisible();
    },
  },
  ...([1280, 390] as const).map(
    (width): Screen => ({
      route: '/people/:slug',
      state: 'every control a contributor with CanDeleteContent has, and the link form open',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto('/people/ada-lovelace');
        await expectHeading(page, 'Ada Lovelace');
        await page.getByRole('button', { name: 'Add a link' }).click();
        await expect(page.getByLabel('Address')).toBeVisible();
      },
    }),
  ),
  ...([1280, 390] as const).map(
    (width): Screen => ({
      route: '/tags/:slug',
      state: 'as a contributor with CanDeleteContent',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto('/tags/cryptography');
        await expectHeading(page, 'Cryptography');
        await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
      },
    }),
  ),
  ...(
    [
      ['/people/new', 'Add a person', 'Add person', 1280],
      ['/tags/new', 'Add a tag', 'Add tag', 390],
    ] as const
  ).map(
    ([route, heading, submit, width]): Screen => ({
      route,
      state: 'an error shown in the form',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto(route);
        await expectHeading(page, heading);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
      },
    }),
  ),
  {
    route: 'dialog: Edit a person',
    state: 'name, description and the tag picker',
    width: 1280,
    async open({ page, accounts }) {
      await accounts.logIn(page, demoAccounts.admin);
      await page.goto('/people/ada-lovelace');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Ada Lovelace' }).getByRole('group', { name: /Tags/ })).toBeVisible();
    },
  },
  {
    route: 'dialog: Sign up',
    state: 'its first step, opened from the top bar on a topic',
    width: 1280,
    async open({ page }) {
      await page.goto('/t/food');
      await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Sign up' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    },
  },
  {
    route: 'dialog: Log in',
    state: 'the e-mail step, partly filled in',
    width: 1280,
    async open({ page }) {
      await page.goto('/topics');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Log in with e-mail' }).click();
      await dialog.getByLabel('Email').fill('someone@example.com');
      await expect(dialog.getByLabel('Password')).toBeVisible();
    },
  },
  {
    route: '/settings/details?onboarding=2',
    state: "a new member's quiz offer",
    width: 390,
    async open({ page, accounts }) {
      await accounts.signUp(page, 'onboarding');
      await page.goto('/settings/details?onboarding=2');
      await expectHeading(page, 'Discover your Opinion DNA');
    },
  },
  {
    route: 'dialog: Sign up (e-mail only)',
    state: 'no Google or Facebook configured: opens on the e-mail form, over /login',
    width: 1280,
    async open({ page }) {
      await offerOnlyEmailSignIn(page);
      // /login is rendered in the browser, so its shell asks for the providers.
      await page.goto('/login');
      await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('dialog').getByLabel('Username')).toBeVisible();
    },
  },
  {
    route: 'dialog: Choose a username',
    state: 'a new person back from Google',
    width: 1280,
    async open({ page, accounts }) {
      await page.goto('/topics');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await accounts.continueWithStandIn(page, 'Continue with Google', accounts.newAddress('google'));
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Choose a username' })).toBeVisible();
    },
  },
  {
    route: 'dialog: New opinion',
    state: 'a title and a newly created topic chosen',
    width: 1280,
    async open({ page, accounts }) {
      await accounts.logIn(page, demoAccounts.admin);
      const topicTitle = `Accessible topic ${accounts.newUsername('t')}`;
      await page.goto('/suggest');
      await page.getByRole('button', { name: 'New opinion' }).click();
      const dialog = page.getByRole('dialog', { name: 'New opinion' });
      await dialog.getByLabel('Title').fill('An opinion that is never created');
      await dialog.getByRole('textbox', { name: 'Topics' }).fill(topicTitle);
      await dialog.getByRole('button', { name: `Create a new topic “${topicTitle}”` }).click();
      await expect(dialog.getByRole('list', { name: 'Chosen topics' })).toContainText(topicTitle);
    },
  },
  ...([1280, 390] as const).map(
    (width): Screen => ({
      route: 'dialog: Delete your account?',
      state: 'a wrong password refused, from Your data on /settings/details',
      width,
      async open({ page, accounts }) {
        await accounts.signUp(page, 'eraser');
        await page.goto('/settings/details');
        await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        await dialog.getByLabel('Your password').fill('not my password');
        await dialog.getByRole('button', { name: 'Delete my account' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Wrong password: your account was not deleted');
      },
    }),
  ),
  {
    route: 'dialog: Search',
    state: 'results of two types',
    width: 1280,
    async open({ page }) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search Opinio' }).fill('culture');
      const results = page.getByRole('list', { name: 'Results for culture' });
      await expect(results.getByRole('listitem').filter({ hasText: 'Culture Wars' })).toContainText('Topic');
      await expect(results.getByRole('listitem').filter({ hasText: 'Opinion' }).first()).toBeVisible();
    },
  },
  // The encyclopedia's question screens (tests/e2e/encyclopedia.spec.ts walks them).
  ...([1280, 390] as const).flatMap((width): Screen[] => [
    plainPage('/questions', '/questions', 'Questions', width),
    plainPage('/arguments', '/arguments', 'Arguments', width),
    plainPage('/categories', '/categories', 'Categories', width),
    {
      route: '/questions/requests',
      state: 'an open request, as the admin (propose form, accept and decline dialogs)',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto('/questions/requests');
        await expectHeading(page, 'Question requests');
        const form = page.getByRole('region', { name: 'Propose a question' });
        await form.getByLabel('Question').fill(`Should libraries open on Sundays ${width}`);
        await form.getByRole('button', { name: 'Propose' }).click();
        const card = page.getByRole('article', { name: `Should libraries open on Sundays ${width}` });
        await card.getByRole('button', { name: 'Decline' }).click();
        await expect(page.getByRole('dialog', { name: 'Decline the request' })).toBeVisible();
      },
    },
    {
      route: '/questions/:slug',
      state: 'a question with a position and an argument, as the admin (every control)',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        await page.goto('/questions/should-cities-ban-cars');
        await expectHeading(page, 'Should cities ban cars?');
        await expect(page.getByRole('button', { name: 'Edit question' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 4, name: 'Pedestrianised streets cut childhood asthma' })).toBeVisible();
      },
    },
    {
      route: '/history/:type/:id',
      state: 'a created and edited question, as the admin (word diff, revert)',
      width,
      async open({ page, accounts }) {
        await accounts.logIn(page, demoAccounts.admin);
        const title = `Should streets have benches ${accounts.newUsername('h')}`;
        const question = await api.askQuestion(page, page, title);
        const { editQuestion } = await api.operation<{ editQuestion: { __typename: string } }>(page, 'editQuestion', {
          input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId, description: 'Benches on every street, asked by a test.' },
        });
        expect(editQuestion.__typename).toBe('MutationEditQuestionSuccess');
        await page.goto(`/history/convo/${question.databaseId}`);
        await expectHeading(page, /History of the question/);
        await expect(page.getByRole('button', { name: 'Revert to this' })).toBeVisible();
      },
    },
  ]),
  {
    route: 'dialog: Edit question',
    state: 'opened by the admin on a question',
    width: 1280,
    async open({ page, accounts }) {
      await accounts.logIn(page, demoAccounts.admin);
      await page.goto('/questions/should-cities-ban-cars');
      await page.getByRole('button', { name: 'Edit question' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit question' }).getByLabel('Question')).toBeVisible();
    },
  },
];

// "Once per screen" is held here: a second entry for a route at a width stops the run.
const seen = new Set<string>();
for (const { route, width } of screens) {
  const key = `${route} at ${width}px`;
  if (seen.has(key)) throw new Error(`accessibility.spec.ts lists ${key} twice: analyse each screen once`);
  seen.add(key);
}

for (const { route, state, width, open } of screens) {
  test(`axe: nothing serious on ${route} at ${width}px (${state})`, async ({ page, accounts, people, axe }) => {
    // Some screens sign people up and fill reports first; a busy machine can take over 30 s.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await open({ page, accounts, people });
    await axe.expectNoSeriousViolations(page);
  });
}
