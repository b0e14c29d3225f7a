// The ways in, in Chromium: the top bar's login/signup modal, e-mail sign-up with the code from
// the mail, log out, password reset from the e-mailed link, log in again; Google and Facebook
// through the local stand-in (tests/e2e/start-test-server.ts) including the username step for a
// new person; the onboarding steps after a sign-up bound for the feed; the modal of a site with e-mail
// as the only way in; the form states of docs/product.md#log-in-and-sign-up; keyboard use of the modal's steps. These are the login
// tests: they log in through the forms, everything else logs in over HTTP (tests/e2e/fixtures.ts).
// Axe checks the modal's steps in tests/e2e/accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { expect as baseExpect, holdRequests, offerOnlyEmailSignIn, operationOf, recordDialogs, test, waitForApp } from './fixtures.ts';

// The server shares two cores with the browser (and argon2 runs on every log-in): answers can
// take seconds, so waits are long; nothing here asserts speed.
const expect = baseExpect.configure({ timeout: 30_000 });

const PASSWORD = 'first passphrase here';
const NEW_PASSWORD = 'second passphrase now';

async function expectLoggedInAs(page: Page, username: string) {
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${username} \\(`) })).toBeVisible();
}

/**
 * Does what logs the page in, then waits for the reload that follows it (docs/product.md#client-timings: 500 ms after
 * logging in, the page loads its return target anew). A test that went on, or ended, while that
 * navigation commits could hang Chromium's page close (microsoft/playwright#42068): the context
 * teardown after the Google test once waited out the whole test budget.
 */
async function logInAndSettle(page: Page, logIn: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, { beforeLoginReload: true }));
  await logIn();
  // evaluate() fails while the document is being replaced: try again.
  await expect.poll(() => page.evaluate(() => 'beforeLoginReload' in window).catch(() => true)).toBe(false);
  await page.waitForLoadState();
}

/** Logs out; logout passes through the sister site's single-sign-on logout (its stand-in here) and comes back. */
async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  // Not "Log in or the stand-in": the top bar may show Log in for a moment before the page leaves
  // for the sister site, and then the stand-in's page replaces it.
  const backToOpinio = page.getByRole('link', { name: 'Back to Opinio' });
  await expect(backToOpinio).toBeVisible();
  await backToOpinio.click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // A visitor's page comes rendered by the server: its Log in button shows before it works.
  await waitForApp(page);
}

test('sign up by e-mail in the modal, log out, reset the password from the e-mailed link, log in', async ({ page, mailbox, accounts }) => {
  // Eight page loads, two mails and four argon2 hashes (sign-up, reset, two log-ins) on a
  // shared machine: far more than the default 30 s of work.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = mailbox.newAddress('reset');
  const username = accounts.newUsername('resetter');

  await page.goto('/t/food');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await modal.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await expect(modal.getByRole('heading', { name: 'Sign up with e-mail' })).toBeVisible();

  // A common password: the server's error is shown and kept, and editing clears it (docs/product.md#log-in-and-sign-up).
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Username').fill(username);
  await modal.getByLabel('Password').fill('password123');
  await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('This password is too common. Please choose one that is harder to guess.');
  await expect(modal.getByRole('button', { name: 'Sign up', exact: true })).toBeEnabled();
  await modal.getByLabel('Password').fill(PASSWORD);
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(modal.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = await mailbox.waitForCode(email);
  await modal.getByLabel('Verification code').fill(code);
  await logInAndSettle(page, () => modal.getByRole('button', { name: 'Verify' }).click());
  // Back on the page it was opened from, reloaded as the new user.
  await expect(page).toHaveURL(/\/t\/food$/);
  await expectLoggedInAs(page, username);
  await logOut(page);

  // Forgot the password: the reset request from the log-in modal.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await modal.getByRole('button', { name: 'Log in with e-mail' }).click();
  await modal.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(modal.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(modal.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(modal.getByRole('status')).toContainText(email);

  const mail = await mailbox.waitForMail(email);
  const link = /(https?:\/\/\S+\/resetpassword\/set\?t=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await logInAndSettle(page, () => page.getByRole('button', { name: 'Set password' }).click());
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedInAs(page, username);

  // The link worked once.
  await logOut(page);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password', { exact: true }).fill('third passphrase then');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link has expired or was already used. Please ask for a new one.');

  // The old password no longer works (same message as an unknown address); the new one does.
  await page.goto('/login?next=/topics');
  await page.getByRole('button', { name: 'Log in with e-mail' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await logInAndSettle(page, () => page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click());
  await expect(page).toHaveURL(/\/topics$/);
  await expectLoggedInAs(page, username);
});

test('Google: a new person chooses a username, and later logs straight in', async ({ page, mailbox, accounts }) => {
  // Two trips through the stand-in's popup and a log-out through the sister site's stand-in.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = mailbox.newAddress('google');
  const username = accounts.newUsername('googler');

  await page.goto('/topics');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await accounts.continueWithStandIn(page, 'Continue with Google', email);
  await expect(modal.getByRole('heading', { name: 'Choose a username' })).toBeVisible();

  // A taken username: the server says so and the error stays until the name is edited.
  await modal.getByLabel('Username').fill('demo');
  await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('This username is taken. Please choose another.');
  await modal.getByLabel('Username').fill(username);
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await logInAndSettle(page, () => modal.getByRole('button', { name: 'Sign up', exact: true }).click());
  await expect(page).toHaveURL(/\/topics$/);
  await expectLoggedInAs(page, username);

  await logOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await logInAndSettle(page, () => accounts.continueWithStandIn(page, 'Continue with Google', email));
  await expectLoggedInAs(page, username);
});

test('Facebook on the /signup page: username step, then logged in', async ({ page, mailbox, accounts }) => {
  // A trip through the stand-in's popup, then the tracking page and the return target load.
  test.setTimeout(120_000);
  const email = mailbox.newAddress('facebook');
  const username = accounts.newUsername('facebooker');

  await page.goto('/signup?next=/contributors');
  // With "Accept all" cookies the sign-up loads the signup tracking page before leaving.
  await page.evaluate(() => window.localStorage.setItem('cookieConsent', '1'));
  const trackingPage = page.waitForRequest((request) => new URL(request.url()).pathname === '/tracking/signup');
  await accounts.continueWithStandIn(page, 'Continue with Facebook', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a username' })).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await logInAndSettle(page, () => page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click());
  await trackingPage;
  await expect(page).toHaveURL(/\/contributors$/);
  await expectLoggedInAs(page, username);
});

test('the modal works from the keyboard: open, move between steps, Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/topics');
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await logIn.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const emailButton = modal.getByRole('button', { name: 'Log in with e-mail' });
  await emailButton.focus();
  await page.keyboard.press('Enter');
  // The first field of the new step has the focus.
  await expect(modal.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('someone@example.com');
  await page.keyboard.press('Tab');
  await expect(modal.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(logIn).toBeFocused();

  // Opening again starts over on the first step; the close button closes it too.
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

test('log in on /login: "Submitting..." while the answer is on its way, then the return target, reloaded', async ({ page }) => {
  await page.goto('/login?next=/topics');
  await page.getByRole('button', { name: 'Log in with e-mail' }).click();
  await page.getByLabel('Email', { exact: true }).fill('demo@opinio.local');
  await page.getByLabel('Password', { exact: true }).fill('opinio-demo');
  // The login request waits here until the submitting state has been seen.
  const release = await holdRequests(page, '**/graphql', (request) => operationOf(request) === 'useLoginMutation');
  // Only a real reload (docs/product.md#client-timings: 500 ms after logging in) forgets this.
  await page.evaluate(() => Object.assign(window, { beforeLogin: true }));

  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByRole('main').getByRole('button', { name: 'Other ways to log in' })).toBeDisabled();
  const reloaded = page.waitForEvent('load');
  release();
  await reloaded;
  await expect(page).toHaveURL(/\/topics$/);
  expect(await page.evaluate(() => 'beforeLogin' in window)).toBe(false);
  await expectLoggedInAs(page, 'demo');
});

test('social alerts: no Google token when the chooser is closed; an expired Facebook login alerts and reloads', async ({ page, mailbox }) => {
  const alerts = recordDialogs(page);
  await page.goto('/login');
  const main = page.getByRole('main');

  const googlePopup = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Continue with Google' }).click();
  await (await googlePopup).close();
  await expect.poll(() => alerts).toEqual(['Login failed: no token ID found']);
  await expect(main.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();

  await page.evaluate(() => Object.assign(window, { beforeExpiredLogin: true }));
  const facebookPopup = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Continue with Facebook' }).click();
  const popup = await facebookPopup;
  await popup.getByLabel('Email').fill(mailbox.newAddress('expired'));
  await popup.getByLabel('Hand over an expired token').check();
  const reloaded = page.waitForEvent('load');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await reloaded;
  expect(alerts).toEqual(['Login failed: no token ID found', 'Your facebook login expired']);
  expect(await page.evaluate(() => 'beforeExpiredLogin' in window)).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the reload comes 500 ms after logging in, not 500 ms after a slow tracking page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login?next=/topics');
  // With "Accept all" the login tracking page loads first; here it is slow.
  await page.evaluate(() => window.localStorage.setItem('cookieConsent', '1'));
  const releaseTracking = await holdRequests(page, '**/tracking/login');
  await page.getByRole('button', { name: 'Log in with e-mail' }).click();
  await page.getByLabel('Email', { exact: true }).fill('demo@opinio.local');
  await page.getByLabel('Password', { exact: true }).fill('opinio-demo');
  await page.evaluate(() => Object.assign(window, { beforeLogin: true }));
  // From here the page's clock only moves when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const trackingRequested = page.waitForRequest((request) => new URL(request.url()).pathname === '/tracking/login');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await trackingRequested;

  // 500 ms pass while the tracking page still loads: no reload yet.
  await page.clock.runFor(600);
  expect(await page.evaluate(() => 'beforeLogin' in window)).toBe(true);
  // It loads: the 500 ms are already over, so the reload follows without more waiting.
  const reloaded = page.waitForEvent('load');
  releaseTracking();
  await reloaded;
  // The reloaded page keeps the paused clock, and React reveals suspended content on timers.
  await page.clock.resume();
  await expect(page).toHaveURL(/\/topics$/);
  expect(await page.evaluate(() => 'beforeLogin' in window)).toBe(false);
  await expectLoggedInAs(page, 'demo');
});

test('the sign-up page shows its form whole: the social buttons never push the e-mail button down', async ({ page }) => {
  // The providers' settings answer late; before the fix the e-mail button showed first and moved
  // when the buttons arrived above it, so a click aimed at it could miss.
  await page.route('**/graphql', async (route) => {
    const operation = operationOf(route.request());
    // The shell's query carries the settings too: it is held back as well, or it would fill them in first.
    if (operation === 'SocialSignInButtonsQuery' || operation === 'AppShellQuery') await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/signup');
  const emailButton = page.getByRole('main').getByRole('button', { name: 'Sign up with e-mail' });
  await expect(emailButton).toBeVisible();
  const first = await emailButton.boundingBox();
  await expect(page.getByRole('main').getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  expect(await emailButton.boundingBox()).toEqual(first);
});

test('a new member bound for the feed is invited to the onboarding steps, and can skip both', async ({ page, mailbox, accounts }) => {
  // A sign-up (argon2 on a shared machine), its mail, and the reload after it.
  test.setTimeout(120_000);
  const email = mailbox.newAddress('onboarding');
  const username = accounts.newUsername('newcomer');

  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Username').fill(username);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  await main.getByLabel('Verification code').fill(await mailbox.waitForCode(email));
  await logInAndSettle(page, () => main.getByRole('button', { name: 'Verify' }).click());

  await expect(page).toHaveURL(/\/settings\/details\?onboarding=1$/);
  await expectLoggedInAs(page, username);
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome to Opinio!' })).toBeVisible();
  await expect(main.getByText('Tell us a little about yourself: it is private, and it makes the results by group possible.')).toBeVisible();
  await expect(main.getByRole('form', { name: 'Personal details' }).getByLabel('Gender')).toBeVisible();
  await main.getByRole('link', { name: 'Skip', exact: true }).click();

  await expect(page).toHaveURL(/\/settings\/details\?onboarding=2$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Discover your Opinion DNA' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Take the Opinion DNA quiz (about 10 minutes)' })).toHaveAttribute('href', '/q/opiniondna');
  await main.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${username} \\(`) })).toBeVisible();
});

test('saving the onboarding details step moves on to the quiz offer', async ({ page, accounts }) => {
  await accounts.signUp(page, 'onboarding');
  await page.goto('/settings/details?onboarding=1');
  const form = page.getByRole('form', { name: 'Personal details' });
  await form.getByLabel('Gender').selectOption({ label: 'Non-binary' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/details\?onboarding=2$/);
  await expect(page.getByRole('link', { name: 'Take the Opinion DNA quiz (about 10 minutes)' })).toBeVisible();
  expect((await (await page.request.post('/api/user/demographics/get', { data: { body: {} } })).json()).body.gender).toBe('non-binary');
});

test('with e-mail the only way in, the log-in page and the modal open straight on the e-mail forms', async ({ page }) => {
  await offerOnlyEmailSignIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // /login is rendered in the browser, so its shell asks for the providers (a server-rendered
  // page would carry the real answer in the page).
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(main.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in with e-mail' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Other ways to log in' })).toHaveCount(0);
  // Its other half is one click away, and straight on its form too.
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect(main.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up with e-mail' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main.getByLabel('Password', { exact: true })).toBeVisible();

  // The top bar's modal, from the same page.
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Sign up', exact: true })).toBeVisible();
  await expect(modal.getByLabel('Email')).toBeVisible();
  await expect(modal.getByLabel('Username')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Sign up with e-mail' })).toHaveCount(0);
});
