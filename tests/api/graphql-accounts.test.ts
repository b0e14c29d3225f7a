// Accounts over GraphQL on a real server and database: e-mail sign-up with a 6-digit code, the
// session cookie, login (rotation, rate limit, uniform failure message), logout, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/auth/tokens.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';
import { CookieJar, createTestApp, parseSetCookie, SESSION_COOKIE, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const REQUEST_CODE = `mutation RequestCode($input: RequestSignupCodeInput!) {
  requestSignupCode(input: $input) {
    __typename
    ... on Error { message }
    ... on ValidationError { fieldErrors { path message } }
    ... on MutationRequestSignupCodeSuccess { data }
  }
}`;

const VERIFY_CODE = `mutation VerifyCode($input: VerifySignupCodeInput!) {
  verifySignupCode(input: $input) {
    __typename
    ... on Error { message }
    ... on MutationVerifySignupCodeSuccess { data { username isLoggedIn user { databaseId } } }
  }
}`;

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on Error { message }
    ... on RateLimitError { retryAfterSeconds }
    ... on MutationLoginSuccess { data { username isLoggedIn } }
  }
}`;

const LOGOUT = `mutation Logout { logout { username isLoggedIn } }`;

const VIEWER = `query Viewer {
  viewer {
    username isLoggedIn karma newNotification canDeleteContent adminHub canSeeDetailedOpinionReport
    canCreateOpinions canListConvos role subscriptionStatus externalId user { databaseId username }
  }
}`;

const WRONG_CODE_MESSAGE = 'That code is not right, or it has expired. Please check the e-mail or ask for a new code.';
const WRONG_LOGIN_MESSAGE = 'Wrong e-mail address or password';
const PASSWORD = 'correct horse battery';

/** A different 6-digit code than the right one. */
function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe.each(testDatabaseKinds())('GraphQL accounts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ kind });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  async function writtenRows() {
    const [users, codes, sessions] = await Promise.all([t.prisma.user.count(), t.prisma.emailCode.count(), t.prisma.session.count()]);
    return { users, codes, sessions, mail: t.mail.length };
  }

  async function requestCode(email: string, username: string, password = PASSWORD) {
    const response = await t.graphql(REQUEST_CODE, { input: { email, username, password } });
    return response.data.requestSignupCode;
  }

  async function verify(email: string, code: string, cookie?: string | CookieJar) {
    return t.graphql(VERIFY_CODE, { input: { email, code } }, { cookie });
  }

  async function viewerWith(cookie: string | CookieJar | undefined) {
    return (await t.graphql(VIEWER, {}, { cookie })).data.viewer;
  }

  it('signs up with a 6-digit code sent by e-mail, stores an argon2id hash and logs in', async () => {
    const before = await writtenRows();
    expect(await requestCode('Ada@Example.test', 'Ada_L')).toEqual({ __typename: 'MutationRequestSignupCodeSuccess', data: true });

    const message = t.mail.at(-1)!;
    expect(message.to).toBe('ada@example.test');
    const code = t.latestCode('ada@example.test');
    expect(code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(code);
    // No account exists until the code is checked.
    expect(await t.prisma.user.count()).toBe(before.users);
    const pending = await t.prisma.emailCode.findFirstOrThrow({ where: { email: 'ada@example.test' } });
    expect(pending.codeHash).not.toContain(code);

    const jar = new CookieJar();
    const verified = await verify('ada@example.test', code, jar);
    expect(verified.data.verifySignupCode).toMatchObject({
      __typename: 'MutationVerifySignupCodeSuccess',
      data: { username: 'Ada_L', isLoggedIn: true },
    });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'ada@example.test' } });
    expect(user).toMatchObject({ username: 'Ada_L', usernameKey: 'ada_l' });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(verified.data.verifySignupCode.data.user.databaseId).toBe(user.id);
    expect((await viewerWith(jar)).username).toBe('Ada_L');
  });

  it('sets an opaque, HttpOnly, SameSite=Lax, Path=/ session cookie whose token is stored only as a hash', async () => {
    await requestCode('cookie@example.test', 'cookie_monster');
    const verified = await verify('cookie@example.test', t.latestCode('cookie@example.test'));
    const cookies = verified.setCookies.map(parseSetCookie).filter((cookie) => cookie.name === SESSION_COOKIE);
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(Number(cookie.attributes.get('max-age'))).toBe(30 * 24 * 60 * 60);
    // http://localhost: not Secure (docs/decisions.md#sessions-and-security).
    expect(cookie.attributes.has('secure')).toBe(false);

    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'cookie@example.test' } });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toBe(String(user.id));
    expect(cookie.value).not.toContain(user.username);
    const sessions = await t.prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0].tokenHash).not.toBe(cookie.value);
    expect(sessions[0].tokenHash).toBe(hashToken(cookie.value));
    expect(sessions[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('rejects a wrong code, counts the attempt, and creates nothing', async () => {
    await requestCode('wrong@example.test', 'wrong_code');
    const code = t.latestCode('wrong@example.test');
    const before = await writtenRows();

    const response = await verify('wrong@example.test', wrongCodeFor(code));
    expect(response.data.verifySignupCode).toEqual({ __typename: 'ValidationError', message: WRONG_CODE_MESSAGE });
    expect(response.setCookies).toEqual([]);
    const pending = await t.prisma.emailCode.findFirstOrThrow({ where: { email: 'wrong@example.test', consumedAt: null } });
    expect(pending.attempts).toBe(1);
    expect(await writtenRows()).toEqual(before);
  });

  it('refuses even the right code after 5 wrong attempts', async () => {
    await requestCode('guesser@example.test', 'guesser');
    const code = t.latestCode('guesser@example.test');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify('guesser@example.test', wrongCodeFor(code));
      expect(response.data.verifySignupCode.__typename).toBe('ValidationError');
    }
    expect((await t.prisma.emailCode.findFirstOrThrow({ where: { email: 'guesser@example.test' } })).attempts).toBe(5);

    const right = await verify('guesser@example.test', code);
    expect(right.data.verifySignupCode).toEqual({ __typename: 'ValidationError', message: WRONG_CODE_MESSAGE });
    expect(right.setCookies).toEqual([]);
    expect(await t.prisma.user.count({ where: { email: 'guesser@example.test' } })).toBe(0);
  });

  it('accepts a code only once', async () => {
    await requestCode('once@example.test', 'only_once');
    const code = t.latestCode('once@example.test');
    expect((await verify('once@example.test', code)).data.verifySignupCode.__typename).toBe('MutationVerifySignupCodeSuccess');

    const again = await verify('once@example.test', code);
    expect(again.data.verifySignupCode).toEqual({ __typename: 'ValidationError', message: WRONG_CODE_MESSAGE });
    expect(again.setCookies).toEqual([]);
    expect(await t.prisma.user.count({ where: { email: 'once@example.test' } })).toBe(1);
  });

  it('rejects an expired code', async () => {
    await requestCode('late@example.test', 'too_late');
    const code = t.latestCode('late@example.test');
    await t.prisma.emailCode.updateMany({ where: { email: 'late@example.test' }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const response = await verify('late@example.test', code);
    expect(response.data.verifySignupCode).toEqual({ __typename: 'ValidationError', message: WRONG_CODE_MESSAGE });
    expect(await t.prisma.user.count({ where: { email: 'late@example.test' } })).toBe(0);
  });

  it('only the newest code for an address works', async () => {
    await requestCode('twice@example.test', 'asked_twice');
    const first = t.latestCode('twice@example.test');
    await requestCode('twice@example.test', 'asked_twice');
    const second = t.latestCode('twice@example.test');
    if (first !== second) {
      expect((await verify('twice@example.test', first)).data.verifySignupCode.__typename).toBe('ValidationError');
    }
    expect((await verify('twice@example.test', second)).data.verifySignupCode.__typename).toBe('MutationVerifySignupCodeSuccess');
  });

  it('rotates the session at login: a new token, and the old one stops working', async () => {
    const jar = new CookieJar(await t.signUp('rotate@example.test', 'rotator', PASSWORD));
    const firstToken = jar.get(SESSION_COOKIE)!;
    const firstCookie = jar.header();
    expect((await viewerWith(firstCookie)).username).toBe('rotator');

    const login = await t.graphql(LOGIN, { input: { email: 'rotate@example.test', password: PASSWORD } }, { cookie: jar });
    expect(login.data.login).toEqual({ __typename: 'MutationLoginSuccess', data: { username: 'rotator', isLoggedIn: true } });
    const secondToken = jar.get(SESSION_COOKIE)!;
    expect(secondToken).not.toBe(firstToken);

    expect((await viewerWith(firstCookie)).isLoggedIn).toBe(false);
    expect((await viewerWith(jar)).username).toBe('rotator');
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'rotate@example.test' } });
    const sessions = await t.prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((session) => session.tokenHash)).toEqual([hashToken(decodeURIComponent(secondToken))]);
  });

  it('logs in with the e-mail in any case, and a login from another browser keeps both sessions', async () => {
    const firstCookie = await t.signUp('two@example.test', 'two_browsers', PASSWORD);
    const other = await t.graphql(LOGIN, { input: { email: '  TWO@example.test ', password: PASSWORD } });
    expect(other.data.login.__typename).toBe('MutationLoginSuccess');
    const secondCookie = other.setCookies.map(parseSetCookie).find((cookie) => cookie.name === SESSION_COOKIE)!;
    expect((await viewerWith(firstCookie)).username).toBe('two_browsers');
    expect((await viewerWith(`${SESSION_COOKIE}=${secondCookie.value}`)).username).toBe('two_browsers');
  });

  it('logout ends the session and expires the cookie', async () => {
    const jar = new CookieJar(await t.signUp('bye@example.test', 'goodbye', PASSWORD));
    const cookie = jar.header();
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'bye@example.test' } });
    expect(await t.prisma.session.count({ where: { userId: user.id } })).toBe(1);

    const response = await t.graphql(LOGOUT, {}, { cookie: jar });
    expect(response.data.logout).toEqual({ username: '', isLoggedIn: false });
    const expired = response.setCookies.map(parseSetCookie).find((entry) => entry.name === SESSION_COOKIE)!;
    expect(expired.value).toBe('');
    expect(expired.attributes.get('max-age')).toBe('0');
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await t.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await viewerWith(cookie)).isLoggedIn).toBe(false);
  });

  it('answers a wrong password and an unknown e-mail with the same AuthError', async () => {
    await t.signUp('known@example.test', 'known_user', PASSWORD);
    const wrongPassword = await t.graphql(LOGIN, { input: { email: 'known@example.test', password: 'not the password' } });
    const unknownEmail = await t.graphql(LOGIN, { input: { email: 'nobody@example.test', password: 'not the password' } });
    expect(wrongPassword.data.login).toEqual({ __typename: 'AuthError', message: WRONG_LOGIN_MESSAGE });
    expect(unknownEmail.data.login).toEqual(wrongPassword.data.login);
    expect(wrongPassword.setCookies).toEqual([]);
    expect(unknownEmail.setCookies).toEqual([]);
  });

  it('rate-limits login attempts per account and client address', async () => {
    await t.signUp('limited@example.test', 'limited', PASSWORD);
    const attempt = (password: string) => t.graphql(LOGIN, { input: { email: 'limited@example.test', password } });
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt('wrong password')).data.login.__typename).toBe('AuthError');
    }
    const limited = await attempt('wrong password');
    expect(limited.data.login).toMatchObject({
      __typename: 'RateLimitError',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(limited.data.login.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.data.login.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // Once limited, even the right password waits.
    const right = await attempt(PASSWORD);
    expect(right.data.login.__typename).toBe('RateLimitError');
    expect(right.setCookies).toEqual([]);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email', username: 'valid_name', password: PASSWORD }, 'email', 'Please enter a valid e-mail address'],
    ['a short password', { email: 'short@example.test', username: 'valid_name', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    ['a too long password', { email: 'long@example.test', username: 'valid_name', password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['a username with spaces', { email: 'space@example.test', username: 'bad name', password: PASSWORD }, 'username', 'Username may contain only letters, digits and underscores'],
    ['a too short username', { email: 'tiny@example.test', username: 'ab', password: PASSWORD }, 'username', 'Username must be at least 3 characters'],
    ['a too long username', { email: 'huge@example.test', username: 'a'.repeat(25), password: PASSWORD }, 'username', 'Username must be at most 24 characters'],
  ])('refuses %s with a typed ValidationError and writes nothing', async (_label, input, field, message) => {
    const before = await writtenRows();
    const response = await t.graphql(REQUEST_CODE, { input });
    expect(response.errors).toBeUndefined();
    expect(response.data.requestSignupCode).toEqual({
      __typename: 'ValidationError',
      message,
      fieldErrors: [{ path: [field], message }],
    });
    expect(await writtenRows()).toEqual(before);
  });

  it('refuses a username taken in another case, writing nothing; a taken e-mail gets the same answer as a new one', async () => {
    await t.signUp('first@example.test', 'CaseTaken', PASSWORD);
    const before = await writtenRows();

    const sameName = await requestCode('second@example.test', 'casetaken');
    expect(sameName).toEqual({ __typename: 'ConflictError', message: 'This username is taken. Please choose another.' });
    expect(await writtenRows()).toEqual(before);
    // No enumeration: the owner is told by e-mail instead, and no pending sign-up is stored.
    const sameEmail = await requestCode('FIRST@example.test', 'other_name');
    expect(sameEmail).toEqual({ __typename: 'MutationRequestSignupCodeSuccess', data: true });
    expect(await writtenRows()).toEqual({ ...before, mail: before.mail + 1 });
    expect(t.mail.at(-1)).toMatchObject({ to: 'first@example.test', subject: 'Someone tried to sign up to Opinio with your e-mail address' });
  });

  it('shows a logged-out viewer with an empty username and every flag false', async () => {
    expect(await viewerWith(undefined)).toEqual({
      username: '',
      isLoggedIn: false,
      karma: 0,
      newNotification: false,
      canDeleteContent: false,
      adminHub: false,
      canSeeDetailedOpinionReport: false,
      canCreateOpinions: false,
      canListConvos: false,
      role: 'USER',
      subscriptionStatus: 'NONE',
      externalId: null,
      user: null,
    });
    // A made-up or malformed cookie is the same as none.
    expect((await viewerWith(`${SESSION_COOKIE}=made-up-token`)).isLoggedIn).toBe(false);
    expect((await viewerWith(`${SESSION_COOKIE}=%E0%A4%A`)).isLoggedIn).toBe(false);
  });

  it('treats an expired session as logged out and deletes it', async () => {
    const { userId, cookie } = await t.createUserWithSession('expiring');
    await t.prisma.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await viewerWith(cookie)).isLoggedIn).toBe(false);
    expect(await t.prisma.session.count({ where: { userId } })).toBe(0);
  });
});

// The real mail path once: nodemailer over SMTP (SMTP_URL) to a local capture server.
describe.each(testDatabaseKinds())('sign-up code through real SMTP on %s', (kind) => {
  let capture: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    capture = await startSmtpCapture();
    t = await createTestApp({ kind, env: { SMTP_URL: capture.url }, mailer: 'from-config' });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
    await capture?.close();
  });

  it('mails the 6-digit code, which then completes the sign-up', async () => {
    const requested = await t.graphql(REQUEST_CODE, { input: { email: 'smtp@example.test', username: 'smtp_user', password: PASSWORD } });
    expect(requested.data.requestSignupCode.__typename).toBe('MutationRequestSignupCodeSuccess');
    expect(t.mail).toEqual([]);

    const mail = await capture.waitForMail({ to: 'smtp@example.test' });
    expect(mail.from).toMatch(/^"?Opinio"? <no-reply@opinio.local>$/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(code);

    const verified = await t.graphql(VERIFY_CODE, { input: { email: 'smtp@example.test', code } });
    expect(verified.data.verifySignupCode).toMatchObject({ __typename: 'MutationVerifySignupCodeSuccess', data: { username: 'smtp_user' } });
  });
});
