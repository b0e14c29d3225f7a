// Playwright fixtures for the e2e tests: import `test` and `expect` from here, not from
// '@playwright/test'. The helpers the specs share live here, each in the fixture that owns what
// it creates:
//   mailbox   reads the mail the server sent (sign-up and reset codes) from the capture service
//             that tests/e2e/start-test-server.ts runs next to the app;
//   accounts  signs fresh members up and logs accounts in over HTTP (only the login tests go
//             through the forms), with names no other test of the run uses;
//   people    more browsers (or API-only clients) for tests with several people; it closes them
//             after the test, also when the test failed half-way;
//   axe       the accessibility check (tests/e2e/accessibility.spec.ts is its one user).
// Helpers that own nothing are plain exports: `api` (set-up over HTTP: votes, comments,
// opinions, personal details), holdRequests() and recordDialogs().
// Accounts and content stay in the run's database (only tests/e2e/your-data.spec.ts deletes the
// account it made), and the whole database is thrown away when the run ends.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { defaultSmtpCaptureHttpPort, fetchCapturedMails, type CapturedMail } from '../support/smtp-capture.ts';
import { testOperationBody, type TestOperation } from './test-operations.ts';

export { expect };

export type Account = { email: string; username: string; password: string };

/**
 * The seeded accounts that have passwords (DEMO_ACCOUNTS in api/db/demo-seed.ts; importing that
 * module would load the server's code into every test worker).
 */
export const demoAccounts = {
  admin: { username: 'admin', email: 'admin@opinio.local', password: 'opinio-admin-demo' },
  demo: { username: 'demo', email: 'demo@opinio.local', password: 'opinio-demo' },
} as const satisfies Record<string, Account>;

/** The password of every member the fixtures sign up. */
export const memberPassword = 'a long enough passphrase';

const sixDigitCode = /\b(\d{6})\b/;
const pollIntervalMs = 200;

// Worker indexes are unique within a run (a restarted worker gets a new one) and each worker runs
// its tests one at a time, so index and counter name everything uniquely; the database and the
// mail capture are new for every run. The counter has a fixed width so that no name is the start
// of another (tests find people's links by name).
let uniqueCounter = 0;

/** `label` made unique within the run: letters, digits and underscores, at most 24 characters. */
export function uniqueName(label: string, testInfo: TestInfo = base.info()): string {
  uniqueCounter += 1;
  const suffix = `_${testInfo.workerIndex}_${String(uniqueCounter).padStart(4, '0')}`;
  return `${label.replace(/\W/g, '').slice(0, 24 - suffix.length)}${suffix}`;
}

export class Mailbox {
  private readonly httpUrl: string;
  private readonly testInfo: TestInfo;
  /** Mails this test already took, so a second code for the same address waits for a new mail. */
  private readonly takenIds = new Set<number>();

  constructor(httpUrl: string, testInfo: TestInfo) {
    this.httpUrl = httpUrl;
    this.testInfo = testInfo;
  }

  /** An address no other test or worker uses, for sign-ups. */
  newAddress(label = 'user'): string {
    return `e2e-${uniqueName(label, this.testInfo).toLowerCase().replace(/_/g, '-')}@example.com`;
  }

  /** Every mail sent to `email` so far, oldest first. */
  messages(email: string): Promise<CapturedMail[]> {
    return fetchCapturedMails(this.httpUrl, email);
  }

  /** The newest mail to `email` that this test has not taken yet; waits for one to arrive. */
  async waitForMail(email: string, timeoutMs = 15_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const fresh = (await this.messages(email)).filter((mail) => !this.takenIds.has(mail.id));
      const newest = fresh.at(-1);
      if (newest) {
        for (const mail of fresh) this.takenIds.add(mail.id);
        return newest;
      }
      if (Date.now() > deadline) throw new Error(`No new mail to ${email} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
  }

  /** The 6-digit code in the newest mail to `email` not taken yet. */
  async waitForCode(email: string, timeoutMs = 15_000): Promise<string> {
    const mail = await this.waitForMail(email, timeoutMs);
    const code = [mail.text, mail.subject, mail.html.replace(/<[^>]*>/g, ' ')]
      .map((part) => sixDigitCode.exec(part)?.[1])
      .find(Boolean);
    if (!code) throw new Error(`The newest mail to ${email} ("${mail.subject}") holds no 6-digit code`);
    return code;
  }
}

/** Where a session's cookie lives: a page, its browser context, or an API client. */
export type SessionHolder = Page | BrowserContext | APIRequestContext;

function requestOf(holder: SessionHolder): APIRequestContext {
  return 'request' in holder ? holder.request : holder;
}

export class Accounts {
  private readonly mailbox: Mailbox;
  private readonly testInfo: TestInfo;

  constructor(mailbox: Mailbox, testInfo: TestInfo) {
    this.mailbox = mailbox;
    this.testInfo = testInfo;
  }

  /** A username no other test of the run uses. */
  newUsername(label: string): string {
    return uniqueName(label, this.testInfo);
  }

  /** An e-mail address no other test of the run uses (mail to it lands in the mailbox). */
  newAddress(label: string): string {
    return this.mailbox.newAddress(label);
  }

  /**
   * A new member, signed up over HTTP with the code from the captured mail; `holder`'s cookies
   * hold their session afterwards.
   */
  async signUp(holder: SessionHolder, label = 'member'): Promise<Account> {
    const request = requestOf(holder);
    const account = { email: this.mailbox.newAddress(label), username: this.newUsername(label), password: memberPassword };
    const requested = await request.post('/api/signup/requestcode', { data: { body: account } });
    expect(requested.status(), 'sign-up code requested').toBe(200);
    const code = await this.mailbox.waitForCode(account.email);
    const verified = await request.post('/api/signup/verifycode', { data: { body: { email: account.email, code } } });
    expect(verified.status(), 'sign-up code verified').toBe(200);
    return account;
  }

  /** Logs `account` in over HTTP; `holder`'s cookies hold the session afterwards. */
  async logIn(holder: SessionHolder, account: Pick<Account, 'email' | 'password'>): Promise<void> {
    const response = await requestOf(holder).post('/api/login', { data: { body: { email: account.email, password: account.password } } });
    expect(response.status(), `log in as ${account.email}`).toBe(200);
  }

  async logOut(holder: SessionHolder): Promise<void> {
    const response = await requestOf(holder).post('/api/logout', { data: { body: {} } });
    expect(response.status(), 'log out').toBe(200);
  }

  /**
   * Signs in through the local stand-in for Google or Facebook: clicks `buttonName` (in the open
   * dialog, else in the page) and picks `email` in the account chooser the popup shows.
   */
  async continueWithStandIn(page: Page, buttonName: string, email: string): Promise<void> {
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('dialog').or(page.getByRole('main')).getByRole('button', { name: buttonName }).click();
    const popup = await popupPromise;
    await popup.getByLabel('Email').fill(email);
    // The stand-in hands the token to the page and closes itself, as the real popups do. Waiting
    // for that keeps a popup from closing while the test's browser context is torn down (Chromium
    // then hung the teardown once).
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await closed;
  }
}

/** Someone with a browser of their own. */
export type Person = { context: BrowserContext; page: Page; account?: Account };

export class People {
  private readonly browser: Browser;
  private readonly playwright: PlaywrightWorkerArgs['playwright'];
  private readonly baseURL: string | undefined;
  private readonly accounts: Accounts;
  private readonly contexts: BrowserContext[] = [];
  private readonly clients: APIRequestContext[] = [];

  constructor(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, accounts: Accounts) {
    this.browser = browser;
    this.playwright = playwright;
    this.baseURL = baseURL;
    this.accounts = accounts;
  }

  /** A browser of its own (a new context, with the config's options, and a page), no one logged in. */
  async anonymous(): Promise<Person> {
    const context = await this.browser.newContext();
    this.contexts.push(context);
    return { context, page: await context.newPage() };
  }

  /** A fresh member (signed up over HTTP) in a browser of their own. */
  async member(label = 'member'): Promise<Required<Person>> {
    const person = await this.anonymous();
    return { ...person, account: await this.accounts.signUp(person.context, label) };
  }

  /** An existing account, logged in over HTTP, in a browser of its own. */
  async loggedIn(account: Account): Promise<Required<Person>> {
    const person = await this.anonymous();
    await this.accounts.logIn(person.context, account);
    return { ...person, account };
  }

  /** A fresh member with no browser: an API client holding their session. */
  async memberOverHttp(label = 'member'): Promise<{ request: APIRequestContext; account: Account }> {
    const request = await this.apiClient();
    return { request, account: await this.accounts.signUp(request, label) };
  }

  /**
   * `count` fresh members over HTTP, 8 at a time, each giving the personal details and casting
   * the rating that `ballot` picks for their index: the voters behind a breakdown.
   */
  async voters(opinionId: number, count: number, ballot: (index: number) => { demographics: Record<string, string | number>; rating: number }, label = 'voter'): Promise<void> {
    const voter = async (index: number) => {
      const { request } = await this.memberOverHttp(label);
      const { demographics, rating } = ballot(index);
      await api.setDemographics(request, demographics);
      await api.vote(request, opinionId, rating);
    };
    for (let start = 0; start < count; start += 8) {
      await Promise.all(Array.from({ length: Math.min(8, count - start) }, (_, offset) => voter(start + offset)));
    }
  }

  /** An existing account with no browser: an API client holding its session. */
  async loggedInOverHttp(account: Account): Promise<APIRequestContext> {
    const request = await this.apiClient();
    await this.accounts.logIn(request, account);
    return request;
  }

  private async apiClient(): Promise<APIRequestContext> {
    const request = await this.playwright.request.newContext({ baseURL: this.baseURL });
    this.clients.push(request);
    return request;
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.contexts.map((context) => context.close()), ...this.clients.map((client) => client.dispose())]);
  }
}

export type ResponseType = 'pro' | 'con' | 'commentary';

/** The personal-details answers that unlock quizzes (every question answered). */
export const completeDemographics = {
  gender: 'female',
  birthYear: '1990',
  nationality: 'gb',
  education: '50',
  maritalStatus: 'single',
  householdIncome: '50',
  sexualOrientation: 'heterosexual',
  religion: 'none',
  politicalSpectrum: '50',
  numChildren: '-1',
};

/** What tests set up over HTTP, as the logged-in holder of the session. */
export const api = {
  async opinionId(holder: SessionHolder, slug: string): Promise<number> {
    const response = await requestOf(holder).get(`/api/opinion/get?slug=${encodeURIComponent(slug)}`);
    expect(response.status(), `opinion ${slug}`).toBe(200);
    return ((await response.json()) as { body: { ArtifactID: number } }).body.ArtifactID;
  },

  /** rating: 1 Strongly Agree ... 5 Strongly Disagree. */
  async vote(holder: SessionHolder, opinionId: number, rating: number): Promise<void> {
    const response = await requestOf(holder).post('/api/opinion/vote', { data: { body: { id: opinionId, rating } } });
    expect(response.status(), `vote on opinion ${opinionId}`).toBe(200);
  },

  /** Posts a comment on an opinion, or with parentID a reply (replies take no type); answers its id. */
  async postComment(
    holder: SessionHolder,
    comment: { threadID: number; body: string } & ({ responseType: ResponseType } | { parentID: number }),
  ): Promise<number> {
    const response = await requestOf(holder).post('/api/v2/comment/new', { data: { body: comment } });
    expect(response.status(), `comment "${comment.body.slice(0, 80)}"`).toBe(200);
    return ((await response.json()) as { body: { CommentID: number } }).body.CommentID;
  },

  /** A suggestion: a top-level comment on the Suggest page; answers its id. */
  async postSuggestion(holder: SessionHolder, body: string): Promise<number> {
    const response = await requestOf(holder).post('/api/v2/comment/new', { data: { body: { threadID: 'suggest', body } } });
    expect(response.status(), `suggestion "${body.slice(0, 80)}"`).toBe(200);
    return ((await response.json()) as { body: { CommentID: number } }).body.CommentID;
  },

  /** Deletes (or restores) an opinion, as Delete on its page does (the holder needs CanDeleteContent). */
  async setOpinionDeleted(holder: SessionHolder, opinionId: number, deleted: boolean): Promise<void> {
    const response = await requestOf(holder).post('/api/opinion/delete', { data: { body: { opinionID: opinionId, deleted } } });
    expect(response.status(), `opinion ${opinionId} deleted: ${deleted}`).toBe(200);
  },

  /** Creates an opinion (the holder must be allowed to); answers its slug. */
  async createOpinion(holder: SessionHolder, title: string, topics: string[] = []): Promise<string> {
    const response = await requestOf(holder).post('/api/opinion/new', { data: { body: { title, topics } } });
    expect(response.status(), `create opinion "${title}"`).toBe(200);
    return ((await response.json()) as { body: { Slug: string } }).body.Slug;
  },

  /** Saves personal details (form values); by default every question answered. */
  async setDemographics(holder: SessionHolder, answers: Record<string, string | number> = completeDemographics): Promise<void> {
    const response = await requestOf(holder).post('/api/user/demographics/set', { data: { body: answers } });
    expect(response.status(), 'personal details saved').toBe(200);
  },

  /** Runs one of tests/e2e/test-operations.ts as the holder of the session; answers its data. */
  async operation<T>(holder: SessionHolder, name: TestOperation, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await requestOf(holder).post('/graphql', { data: testOperationBody(name, variables) });
    expect(response.status(), name).toBe(200);
    return ((await response.json()) as { data: T }).data;
  },

  /**
   * A question in a new category, asked by `holder` (a contributor) with a category the admin
   * session `admin` makes; answers its id, slug and newest revision.
   */
  async askQuestion(holder: SessionHolder, admin: SessionHolder, title: string) {
    const { createCategory } = await api.operation<{ createCategory: { data: { databaseId: number } } }>(admin, 'createCategory', {
      title: `Category ${title.slice(-12)}`,
    });
    const { createQuestion } = await api.operation<{ createQuestion: { __typename: string; data: { databaseId: number; slug: string; latestRevisionId: number } } }>(
      holder,
      'createQuestion',
      { input: { title, description: 'Asked by an end-to-end test.', categoryIds: [createCategory.data.databaseId] } },
    );
    expect(createQuestion.__typename).toBe('MutationCreateQuestionSuccess');
    return createQuestion.data;
  },

  /** The trending opinion with the most votes: its chart and detailed report have cells above K. */
  async popularOpinionSlug(holder: SessionHolder): Promise<string> {
    const response = await requestOf(holder).post('/graphql', { data: testOperationBody('trendingOpinions') });
    const { data } = (await response.json()) as { data: { homeFeedCards: { trendingOpinions: Array<{ slug: string; numVotes: number }> } } };
    return [...data.homeFeedCards.trendingOpinions].sort((a, b) => b.numVotes - a.numVotes)[0].slug;
  },

  /** Creates an article (the holder must have AdminHub); answers its first revision's number. */
  async createSitePage(holder: SessionHolder, page: { slug: string; title: string; body: string; note: string }): Promise<number> {
    const response = await requestOf(holder).post('/graphql', { data: testOperationBody('createSitePage', page) });
    const { data } = (await response.json()) as { data: { createSitePage: { __typename: string; data?: { page: { revisionId: number } } } } };
    expect(data.createSitePage.__typename, `create page ${page.slug}`).toBe('MutationCreateSitePageSuccess');
    return data.createSitePage.data!.page.revisionId;
  },

  /** Saves a version of a site page from revision `baseRevisionId`; answers the new revision's number. */
  async saveSitePage(holder: SessionHolder, page: { slug: string; title: string; body: string; note: string; baseRevisionId: number }): Promise<number> {
    const response = await requestOf(holder).post('/graphql', { data: testOperationBody('saveSitePage', page) });
    const { data } = (await response.json()) as { data: { saveSitePage: { __typename: string; data?: { page: { revisionId: number } } } } };
    expect(data.saveSitePage.__typename, `save page ${page.slug}`).toBe('MutationSaveSitePageSuccess');
    return data.saveSitePage.data!.page.revisionId;
  },

  /** The opinion ids of a quiz, in quiz order. */
  async quizOpinionIds(holder: SessionHolder, slug: string): Promise<number[]> {
    const response = await requestOf(holder).get(`/api/quiz/get?slug=${encodeURIComponent(slug)}`);
    expect(response.status(), `quiz ${slug}`).toBe(200);
    return ((await response.json()) as { body: { OpinionIDs: number[] } }).body.OpinionIDs;
  },
};

/** The name of the GraphQL operation a request to /graphql carries (Relay names them all). */
export function operationOf(request: Request): string | undefined {
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
  } catch {
    return undefined; // a body that is not JSON (an upload) names no operation
  }
}

/**
 * Shows the page a site with e-mail as the only way in: the answers about the social providers
 * (the shell's query and the sign-in buttons') say none is configured. The e2e server configures
 * the Google and Facebook stand-ins, which every other test of the ways in needs.
 */
export async function offerOnlyEmailSignIn(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const operation = operationOf(route.request());
    if (operation !== 'AppShellQuery' && operation !== 'SocialSignInButtonsQuery') return route.fallback();
    const answer = (await (await route.fetch()).json()) as { data: { socialSignInSettings: unknown } };
    answer.data.socialSignInSettings = { googleClientId: null, facebookAppId: null, standInUrl: null };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
}

/**
 * Holds back the requests to `url` that `matches` picks until the returned function is called:
 * to see a loading or submitting state, or to make an answer arrive late.
 */
export async function holdRequests(page: Page, url: string, matches: (request: Request) => boolean = () => true): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (matches(route.request())) await held;
    await route.continue();
  });
  return release;
}

/**
 * Answers every alert and confirm `page` shows (accepts, or dismisses) and records its message,
 * after `label` when one is given, in the array it returns (or in `into`).
 */
export function recordDialogs(page: Page, options: { answer?: 'accept' | 'dismiss'; label?: string; into?: string[] } = {}): string[] {
  const { answer = 'accept', label = '', into = [] } = options;
  page.on('dialog', (dialog) => {
    into.push(`${label}${dialog.message()}`);
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return into;
}

export class Axe {
  /**
   * No serious or critical finding on the page as it is now. Legacy mode runs axe in the page
   * itself instead of finishing in an extra blank page: a third quicker on a busy machine, and
   * the only thing it gives up, cross-origin frames, is something no screen of ours has.
   */
  async expectNoSeriousViolations(page: Page): Promise<void> {
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`)).toEqual([]);
  }
}

/**
 * Waits until the app has taken the page over (client/main.tsx marks `<html data-app-ready>`). A
 * server-rendered page shows its buttons at once, before its script runs: a click then would do
 * nothing. Pages that are not the app (no #root) do not wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
}

export const test = base.extend<{ mailbox: Mailbox; accounts: Accounts; people: People; axe: Axe }>({
  // Every page load through goto or reload waits for the app (waitForApp).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  mailbox: async ({}, use, testInfo) => {
    await use(new Mailbox(`http://127.0.0.1:${defaultSmtpCaptureHttpPort}`, testInfo));
  },
  accounts: async ({ mailbox }, use, testInfo) => {
    await use(new Accounts(mailbox, testInfo));
  },
  people: async ({ browser, playwright, baseURL, accounts }, use) => {
    const people = new People(browser, playwright, baseURL, accounts);
    await use(people);
    await people.dispose();
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  axe: async ({}, use) => {
    await use(new Axe());
  },
});
