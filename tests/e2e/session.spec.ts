// Around the session, in Chromium: the cookie banner's choices persisting across reloads and
// /cookiereset, the single-sign-on round trip through the development stand-in for the sister
// site, logout through the sister site's SSO logout, e-mail preferences (logged in, by link, and
// framed on the sister site), the 5-minute user info refresh only while visible, and a Content
// Security Policy the app runs under without a single violation.
import type { Page } from '@playwright/test';
import { expect, holdRequests, memberPassword, operationOf, test } from './fixtures.ts';
import { testOperationBody } from './test-operations.ts';

const consentKey = 'cookieConsent';

/** The stand-in lives under PUBLIC_URL (http://localhost:<port>): another host than the app's 127.0.0.1. */
function standInBase(baseURL: string | undefined) {
  return `http://localhost:${new URL(baseURL!).port}/dev/sister-site`;
}

const consentOf = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), consentKey);

test.describe('cookie banner', () => {
  test('choices persist across reloads; /cookiereset asks again', async ({ page }) => {
    await page.goto('/topics');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();

    const logged = page.waitForRequest((request) => request.url().endsWith('/graphql') && operationOf(request) === 'cookieConsentLogMutation');
    await banner.getByRole('button', { name: 'Only essential' }).click();
    expect((await logged).postDataJSON().variables.input).toMatchObject({ loadThirdParty: false, accepted: true, level: 1 });
    await expect(banner).toBeHidden();
    expect(await consentOf(page)).toBe('-1');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Topics', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();

    await page.goto('/cookiereset');
    await expect(page.getByText('Your cookie choice has been reset.')).toBeVisible();
    expect(await consentOf(page)).toBeNull();
    await expect(banner).toBeVisible();

    // The settings view: tracking allowed is the same as accepting all.
    await banner.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    await settings.getByRole('checkbox', { name: /Tracking/ }).check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings).toBeHidden();
    expect(await consentOf(page)).toBe('1');
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Cookie/ })).toBeHidden();

    // Anything but 1 or -1 is removed, and the banner asks again.
    await page.evaluate((key) => window.localStorage.setItem(key, 'yes'), consentKey);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    expect(await consentOf(page)).toBeNull();
    await page.getByRole('button', { name: 'Accept all' }).click();
    expect(await consentOf(page)).toBe('1');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  });
});

test('the app runs under its Content Security Policy without a violation', async ({ page, accounts }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`));
  });
  await accounts.signUp(page, 'csp');
  for (const path of ['/', '/topics', '/o/pineapple-belongs-on-pizza', '/emailpref-iframe', '/cookiereset', '/login']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Live updates use graphql-ws: a page script's WebSocket to ourselves is allowed by connect-src 'self'.
  const webSocketOpened = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
        socket.onopen = () => {
          socket.close();
          resolve(true);
        };
        socket.onerror = () => resolve(false);
      }),
  );
  expect(webSocketOpened).toBe(true);
  expect(violations).toEqual([]);
});

test.describe('single sign-on', () => {
  test('hands the session to the sister site stand-in with a single-use token', async ({ page, accounts, baseURL }) => {
    const { username } = await accounts.signUp(page, 'sso');
    const sister = standInBase(baseURL);
    await page.goto(`/sso?return=${encodeURIComponent(`${sister}/welcome`)}`);
    await expect(page).toHaveURL(new RegExp(`^${sister}/sso/login\\?token=`));
    await expect(page.getByRole('heading', { name: 'Signed in on the sister site' })).toBeVisible();
    await expect(page.getByTestId('sister-username')).toHaveText(username);
    await expect(page.getByTestId('sister-return')).toHaveText(`${sister}/welcome`);
    // The URL holds a handoff token, never the session token; it works once.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'opinio_session');
    expect(page.url()).not.toContain(encodeURIComponent(session!.value));
    await page.reload();
    await expect(page.getByText('This sign-on link is invalid or has expired')).toBeVisible();
  });

  test('the sister site starts the handoff; logged out, Opinio asks for a login first', async ({ page, baseURL }) => {
    await page.goto(`${standInBase(baseURL)}/`);
    const start = page.getByRole('link', { name: 'Continue with your Opinio account' });
    const href = (await start.getAttribute('href'))!;
    // The stand-in links to PUBLIC_URL; follow it on the address this browser uses.
    await page.goto(href.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:'));
    await expect(page.getByText('to continue to the sister site')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'log in' })).toHaveAttribute('href', /^\/login\?next=%2Fsso%3Freturn%3D/);
  });

  test('logout removes the session cookie and goes to the sister site SSO logout', async ({ page, accounts, baseURL }) => {
    const { username } = await accounts.signUp(page, 'bye');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(username) })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${standInBase(baseURL)}/sso/logout?return=${encodeURIComponent(`http://localhost:${new URL(baseURL!).port}/`)}`);
    await expect(page.getByRole('heading', { name: 'Logged out of the sister site' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Opinio' })).toBeVisible();
    const cookies = await page.context().cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'opinio_session')).toBeUndefined();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('e-mail preferences', () => {
  test('saved logged in, and through the link in e-mails without a session', async ({ page, accounts, people }) => {
    await accounts.signUp(page, 'prefs');
    await page.goto('/emailpref-iframe');
    await expect(page.getByRole('heading', { name: 'Email preferences' })).toBeVisible();
    // A framed page: no top bar, no cookie banner.
    await expect(page.getByRole('banner')).toHaveCount(0);
    const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
    await expect(newsletter).toBeChecked();
    await newsletter.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Your e-mail preferences have been saved.');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'News about Opinio' })).toBeChecked();

    const answer = await page.request.post('/graphql', {
      data: testOperationBody('emailPreferencesLink'),
    });
    const link = new URL((await answer.json()).data.emailPreferences.data.link as string);
    const { page: anonymous } = await people.anonymous();
    await anonymous.goto(`/emailpref-iframe${link.search}`);
    const productUpdates = anonymous.getByRole('checkbox', { name: 'News about Opinio' });
    await expect(productUpdates).toBeChecked();
    await expect(anonymous.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    await productUpdates.uncheck();
    await anonymous.getByRole('button', { name: 'Save' }).click();
    await expect(anonymous.getByRole('status')).toHaveText('Your e-mail preferences have been saved.');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'News about Opinio' })).not.toBeChecked();

    await anonymous.goto('/emailpref-iframe?t=not-a-real-token');
    await expect(anonymous.getByRole('alert')).toHaveText('This e-mail preferences link is not valid');
  });

  test('the page can be framed by the sister site (and only framed pages are)', async ({ page, baseURL }) => {
    await page.goto(`${standInBase(baseURL)}/`);
    const frame = page.frameLocator('iframe[title="E-mail preferences"]');
    await expect(frame.getByText('Please log in to manage your e-mail preferences')).toBeVisible();
  });
});

test('the tracking pages render bare, for a hidden frame', async ({ page }) => {
  await page.goto('/tracking/login');
  await expect(page.getByRole('heading', { name: 'Tracking: login' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('user info is refreshed every 5 minutes, only while the page is visible', async ({ page }) => {
  await page.clock.install();
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && operationOf(request) === 'AppShellQuery') refreshes.push(request.url());
  });
  const answered = () => page.waitForResponse((response) => response.url().endsWith('/graphql') && operationOf(response.request()) === 'AppShellQuery');
  const firstAnswered = answered();
  // A page the browser renders (a visitor's /topics comes rendered by the server, with the user
  // info in it: no first request to see).
  await page.goto('/contributors');
  await expect(page.getByRole('heading', { name: 'Contributors', level: 1 })).toBeVisible();
  // The page may show before the shell's first user info has answered; a refresh while that one
  // is in flight would be merged into it by Relay, and no second request would be seen.
  await firstAnswered;
  const atStart = refreshes.length;
  expect(atStart).toBe(1);

  const refreshAnswered = answered();
  await page.clock.fastForward('05:01');
  await expect.poll(() => refreshes.length).toBe(atStart + 1);
  // Relay shares a request still in flight, so the next one is only sent once this one has answered.
  await refreshAnswered;

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.fastForward('10:00');
  // Hidden: no refresh. Visible again after a refresh was due: one at once.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(refreshes.length).toBe(atStart + 1);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => refreshes.length).toBe(atStart + 2);
});

test('the user store starts as loading: no Log in button until the first user info answers', async ({ page }) => {
  const release = await holdRequests(page, '**/graphql', (request) => operationOf(request) === 'AppShellQuery');
  // A page the browser renders (the server renders a visitor's /topics with the user info in it).
  await page.goto('/contributors', { waitUntil: 'commit' });
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Opinio' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  release();
  await expect(topBar.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('New opinion while logged out opens the vote prompt and records attempted_new_opinion', async ({ page }) => {
  await page.goto('/suggest');
  const recorded = page.waitForRequest((request) => request.url().endsWith('/graphql') && operationOf(request) === 'analyticsRecordEventMutation');
  await page.getByRole('main').getByRole('button', { name: 'New opinion' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const request = await recorded;
  expect(request.postDataJSON().variables).toMatchObject({ name: 'attempted_new_opinion' });
  const answer = await (await request.response())!.json();
  expect(answer.data.recordAnalyticsEvent.__typename).toBe('MutationRecordAnalyticsEventSuccess');
});

test('log in from the handoff page: the login tracking frame loads (Accept all), then on to the sister site', async ({ page, accounts, baseURL }) => {
  const { email, username } = await accounts.signUp(page, 'round');
  await page.context().clearCookies();
  await page.goto('/topics');
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accept all' }).click();

  const sister = standInBase(baseURL);
  await page.goto(`/sso?return=${encodeURIComponent(`${sister}/welcome`)}`);
  await page.getByRole('main').getByRole('link', { name: 'log in' }).click();
  await page.getByRole('button', { name: 'Log in with e-mail' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(memberPassword);
  const tracking = page.waitForRequest((request) => new URL(request.url()).pathname === '/tracking/login');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await tracking;
  await expect(page).toHaveURL(new RegExp(`^${sister}/sso/login\\?token=`), { timeout: 15_000 });
  await expect(page.getByTestId('sister-username')).toHaveText(username);
});
