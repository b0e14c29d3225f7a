// The ways in, over real HTTP on both databases: password reset by e-mailed link, Google and
// Facebook sign-in against a local stand-in (keys this test made), the password policy, the
// rate limits and the answers that must not tell whether an account exists. REST answers of the
// new endpoints are kept as shape snapshots next to those of tests/api/rest-shapes.test.ts.
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/auth/tokens.ts';
import { standInCredentials, standInEnvironment, standInSubject, startSocialStandIn, type SocialStandIn } from '../../scripts/social-stand-in.ts';
import { CookieJar, createTestApp, SESSION_COOKIE, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const WRONG_LOGIN = 'Wrong e-mail address or password';
const USED_LINK = 'This password reset link has expired or was already used. Please ask for a new one.';
const COMMON = 'This password is too common. Please choose one that is harder to guess.';

async function expectShape(name: string, response: RestResponse, replace: (json: any) => any = (json) => json) {
  const shape = { status: response.status, json: replace(structuredClone(response.json)) };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

const stableUserId = (json: any) => ({ ...json, body: { ...json.body, UserID: '<user id>' } });

/** A client address of its own, so one test's rate limits do not reach another's. */
let addressCounter = 0;
function freshAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'x-forwarded-for': `192.0.2.${addressCounter % 250}` };
}

describe.each(testDatabaseKinds())('ways in on %s', (kind) => {
  let t: TestApp;
  let standIn: SocialStandIn;

  beforeAll(async () => {
    standIn = await startSocialStandIn(standInCredentials);
    t = await createTestApp({ kind, env: { ...standInEnvironment(standIn), PUBLIC_URL: 'http://opinio.test' } });
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
    await standIn?.close();
  });

  async function rows() {
    const [users, sessions, codes, resets, identities] = await Promise.all([
      t.prisma.user.count(),
      t.prisma.session.count(),
      t.prisma.emailCode.count(),
      t.prisma.passwordReset.count(),
      t.prisma.socialIdentity.count(),
    ]);
    return { users, sessions, codes, resets, identities, mail: t.mail.length };
  }

  const login = (email: string, password: string, headers: Record<string, string> = {}, cookie?: CookieJar) =>
    t.rest('POST', '/api/login', { email, password }, { headers, cookie });

  /** Reset links are written and mailed after the answer (no enumeration by timing): wait for the mail. */
  async function mailedTo(email: string, count: number) {
    await expect.poll(() => t.mail.filter((message) => message.to === email).length).toBe(count);
  }

  /** The reset token from the newest mail to `email`. */
  function resetTokenFor(email: string): { token: string; link: URL } {
    const mail = t.mail.findLast((message) => message.to === email);
    const match = /(https?:\/\/\S+\/resetpassword\/set\?\S+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`No reset link mailed to ${email}`);
    const link = new URL(match[1]);
    return { token: link.searchParams.get('t')!, link };
  }

  describe('password reset', () => {
    it('mails a single-use link, sets the password, ends every other session and logs in', async () => {
      const otherBrowser = await t.signUp('reset@example.test', 'reset_me', PASSWORD);
      const before = await rows();

      const requested = await t.rest('POST', '/api/passwordreset/request', { email: 'Reset@Example.test', rid: 'partner-9' });
      await expectShape('passwordreset-request', requested);
      await mailedTo('reset@example.test', 2);
      expect(t.mail.length).toBe(before.mail + 1);
      const { token, link } = resetTokenFor('reset@example.test');
      expect(link.origin).toBe('http://opinio.test');
      expect(link.searchParams.get('rid')).toBe('partner-9');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.prisma.passwordReset.findFirstOrThrow({ where: { user: { email: 'reset@example.test' } } });
      expect(stored.tokenHash).toBe(hashToken(token));
      expect(stored.tokenHash).not.toContain(token);
      expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);

      const jar = new CookieJar();
      const set = await t.rest('POST', '/api/passwordreset/set', { tokenValue: token, newPassword: NEW_PASSWORD, rid: 'partner-9' }, { cookie: jar });
      await expectShape('passwordreset-set', set, stableUserId);
      expect(set.json.body.Username).toBe('reset_me');
      expect(jar.get(SESSION_COOKIE)).toBeTruthy();
      // The other browser is logged out; this one is logged in.
      expect((await t.rest('POST', '/api/user/info', {}, { cookie: otherBrowser })).json.body.Username).toBe('');
      expect((await t.rest('POST', '/api/user/info', {}, { cookie: jar })).json.body.Username).toBe('reset_me');
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'reset@example.test' } });
      expect(await t.prisma.session.count({ where: { userId: user.id } })).toBe(1);
      expect(user.externalId).toBe('partner-9');
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      expect((await login('reset@example.test', PASSWORD, freshAddress())).json).toEqual({ error: WRONG_LOGIN });
      expect((await login('reset@example.test', NEW_PASSWORD, freshAddress())).status).toBe(200);

      // Single use.
      const again = await t.rest('POST', '/api/passwordreset/set', { tokenValue: token, newPassword: 'yet another passphrase' });
      await expectShape('passwordreset-set-used', again);
      expect(again.json).toEqual({ error: USED_LINK });
    });

    it('answers an unknown address exactly like a known one, and writes and sends nothing', async () => {
      await t.signUp('known.reset@example.test', 'known_reset', PASSWORD);
      const known = await t.rest('POST', '/api/passwordreset/request', { email: 'known.reset@example.test' }, { headers: freshAddress() });
      await mailedTo('known.reset@example.test', 2);
      const before = await rows();
      const unknown = await t.rest('POST', '/api/passwordreset/request', { email: 'nobody.here@example.test' }, { headers: freshAddress() });
      expect(unknown.status).toBe(200);
      expect({ ...unknown.json, body: { ...unknown.json.body, Email: '' } }).toEqual({ ...known.json, body: { ...known.json.body, Email: '' } });
      expect(await rows()).toEqual(before);
    });

    it('refuses an expired link, a made-up link, a malformed link and a common password, writing nothing', async () => {
      await t.signUp('expired.reset@example.test', 'expired_reset', PASSWORD);
      await t.rest('POST', '/api/passwordreset/request', { email: 'expired.reset@example.test' }, { headers: freshAddress() });
      await mailedTo('expired.reset@example.test', 2);
      const { token } = resetTokenFor('expired.reset@example.test');
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'expired.reset@example.test' } });

      const common = await t.rest('POST', '/api/passwordreset/set', { tokenValue: token, newPassword: 'Password123' });
      await expectShape('passwordreset-set-common-password', common);
      const short = await t.rest('POST', '/api/passwordreset/set', { tokenValue: token, newPassword: 'short' });
      expect(short.json).toEqual({ error: 'Password must be at least 8 characters' });

      await t.prisma.passwordReset.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const before = await rows();
      const expired = await t.rest('POST', '/api/passwordreset/set', { tokenValue: token, newPassword: NEW_PASSWORD });
      expect(expired).toMatchObject({ status: 400, json: { error: USED_LINK } });
      const madeUp = await t.rest('POST', '/api/passwordreset/set', { tokenValue: 'A'.repeat(43), newPassword: NEW_PASSWORD });
      expect(madeUp.json).toEqual({ error: USED_LINK });
      const malformed = await t.rest('POST', '/api/passwordreset/set', { tokenValue: 'not a token', newPassword: NEW_PASSWORD });
      await expectShape('passwordreset-set-malformed-token', malformed);
      const missing = await t.rest('POST', '/api/passwordreset/set', { newPassword: NEW_PASSWORD });
      expect(missing.status).toBe(400);
      expect(await rows()).toEqual(before);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
      expect(common.status).toBe(400);
    });

    it('rate-limits reset requests per address with 429, for known and unknown addresses alike', async () => {
      const headers = freshAddress();
      for (let index = 0; index < 5; index += 1) {
        expect((await t.rest('POST', '/api/passwordreset/request', { email: 'limited.reset@example.test' }, { headers })).status).toBe(200);
      }
      const limited = await t.rest('POST', '/api/passwordreset/request', { email: 'limited.reset@example.test' }, { headers });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      await expectShape('passwordreset-request-rate-limited', limited);
    });
  });

  describe('sign-up, login and the password policy', () => {
    it('answers a sign-up with a registered e-mail exactly as a new one, and tells the owner instead', async () => {
      await t.signUp('owner@example.test', 'the_owner', PASSWORD);
      const before = await rows();
      const taken = await t.rest('POST', '/api/signup/requestcode', { email: 'OWNER@example.test', username: 'someone_else', password: PASSWORD }, { headers: freshAddress() });
      const fresh = await t.rest('POST', '/api/signup/requestcode', { email: 'fresh.owner@example.test', username: 'someone_new', password: PASSWORD }, { headers: freshAddress() });
      expect(taken.status).toBe(200);
      expect({ ...taken.json, body: { ...taken.json.body, Email: '' } }).toEqual({ ...fresh.json, body: { ...fresh.json.body, Email: '' } });
      const notice = t.mail.find((mail) => mail.to === 'owner@example.test' && mail.subject.startsWith('Someone tried'));
      expect(notice?.text).toContain('http://opinio.test/login');
      expect(notice?.text).not.toMatch(/\b\d{6}\b/);
      // No pending sign-up for the taken address, so no code can create a second account.
      expect(await t.prisma.emailCode.count({ where: { email: 'owner@example.test', consumedAt: null } })).toBe(0);
      expect((await rows()).users).toBe(before.users);
    });

    it('still says a username is taken (usernames are public)', async () => {
      await t.signUp('name.owner@example.test', 'Name_Owner', PASSWORD);
      const response = await t.rest('POST', '/api/signup/requestcode', { email: 'other.name@example.test', username: 'name_owner', password: PASSWORD }, { headers: freshAddress() });
      expect(response).toMatchObject({ status: 409, json: { error: 'This username is taken. Please choose another.' } });
    });

    it.each([
      ['password'.padEnd(8, '1')],
      ['12345678'],
      ['Qwerty123'],
      ['iloveyou'],
    ])('refuses the common password %s at sign-up', async (password) => {
      const before = await rows();
      const response = await t.rest('POST', '/api/signup/requestcode', { email: 'common@example.test', username: 'common_pw', password }, { headers: freshAddress() });
      expect(response).toMatchObject({ status: 400, json: { error: COMMON } });
      expect(await rows()).toEqual(before);
    });

    it('accepts a 64-character passphrase and one of 128, refuses 129', async () => {
      const long = 'correct horse battery staple '.repeat(3).slice(0, 64);
      expect(long.length).toBe(64);
      const ok64 = await t.rest('POST', '/api/signup/requestcode', { email: 'long64@example.test', username: 'long_64', password: long }, { headers: freshAddress() });
      expect(ok64.status).toBe(200);
      const ok128 = await t.rest('POST', '/api/signup/requestcode', { email: 'long128@example.test', username: 'long_128', password: 'x'.repeat(100) + 'y'.repeat(28) }, { headers: freshAddress() });
      expect(ok128.status).toBe(200);
      const tooLong = await t.rest('POST', '/api/signup/requestcode', { email: 'long129@example.test', username: 'long_129', password: 'z'.repeat(129) }, { headers: freshAddress() });
      expect(tooLong).toMatchObject({ status: 400, json: { error: 'Password must be at most 128 characters' } });
    });

    it('a stranger failing from one address does not lock the owner out from another', async () => {
      await t.signUp('victim@example.test', 'victim', PASSWORD);
      const attacker = freshAddress();
      for (let index = 0; index < 10; index += 1) expect((await login('victim@example.test', 'guess guess', attacker)).status).toBe(401);
      const limited = await login('victim@example.test', 'guess guess', attacker);
      expect(limited).toMatchObject({ status: 429, json: { error: 'Too many attempts. Please wait a moment and try again.' } });
      expect((await login('victim@example.test', PASSWORD, attacker)).status).toBe(429);
      // The owner, elsewhere, logs in.
      expect((await login('victim@example.test', PASSWORD, freshAddress())).status).toBe(200);
    });

    it('rate-limits sign-up code requests per address (20 an hour) and per e-mail (5), with 429 and nothing written', async () => {
      const headers = freshAddress();
      for (let index = 0; index < 20; index += 1) {
        const response = await t.rest('POST', '/api/signup/requestcode', { email: `burst${index}@example.test`, username: `burst_${index}`, password: PASSWORD }, { headers });
        expect(response.status).toBe(200);
      }
      const before = await rows();
      const limited = await t.rest('POST', '/api/signup/requestcode', { email: 'burst20@example.test', username: 'burst_20', password: PASSWORD }, { headers });
      expect(limited).toMatchObject({ status: 429, json: { error: 'Too many attempts. Please wait a moment and try again.' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await rows()).toEqual(before);

      for (let index = 0; index < 5; index += 1) {
        const response = await t.rest('POST', '/api/signup/requestcode', { email: 'again@example.test', username: 'again_me', password: PASSWORD }, { headers: freshAddress() });
        expect(response.status).toBe(200);
      }
      const afterFive = await rows();
      const perEmail = await t.rest('POST', '/api/signup/requestcode', { email: 'again@example.test', username: 'again_me', password: PASSWORD }, { headers: freshAddress() });
      expect(perEmail.status).toBe(429);
      expect(await rows()).toEqual(afterFive);
    });

    it('rate-limits code checks per e-mail (10 in 15 minutes) from any address, with 429', async () => {
      expect((await t.rest('POST', '/api/signup/requestcode', { email: 'checked@example.test', username: 'checked_me', password: PASSWORD }, { headers: freshAddress() })).status).toBe(200);
      for (let index = 0; index < 10; index += 1) {
        const wrong = await t.rest('POST', '/api/signup/verifycode', { email: 'checked@example.test', code: '000000' }, { headers: freshAddress() });
        expect(wrong.status).toBe(400);
      }
      const before = await rows();
      const limited = await t.rest('POST', '/api/signup/verifycode', { email: 'checked@example.test', code: '000000' }, { headers: freshAddress() });
      expect(limited).toMatchObject({ status: 429, json: { error: 'Too many attempts. Please wait a moment and try again.' } });
      expect(await rows()).toEqual(before);
    });

    it('rate-limits code checks per client address (50 in 15 minutes) whatever the e-mail, with 429', async () => {
      const headers = freshAddress();
      for (let index = 0; index < 50; index += 1) {
        const wrong = await t.rest('POST', '/api/signup/verifycode', { email: `guess${index}@example.test`, code: '000000' }, { headers });
        expect(wrong.status).toBe(400);
      }
      const limited = await t.rest('POST', '/api/signup/verifycode', { email: 'guess50@example.test', code: '000000' }, { headers });
      expect(limited).toMatchObject({ status: 429, json: { error: 'Too many attempts. Please wait a moment and try again.' } });
      // Another address is not held back by this one.
      const elsewhere = await t.rest('POST', '/api/signup/verifycode', { email: 'guess50@example.test', code: '000000' }, { headers: freshAddress() });
      expect(elsewhere.status).toBe(400);
    });

    it('answers an unknown e-mail and a wrong password with the same 401', async () => {
      await t.signUp('same.answer@example.test', 'same_answer', PASSWORD);
      const wrong = await login('same.answer@example.test', 'not it at all', freshAddress());
      const unknown = await login('no.such.person@example.test', 'not it at all', freshAddress());
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.json).toEqual(wrong.json);
    });
  });

  describe('Google', () => {
    const googleToken = (email: string, options?: Parameters<SocialStandIn['signGoogleIdToken']>[1], claims: Record<string, unknown> = {}) =>
      standIn.signGoogleIdToken({ sub: standInSubject('google', email), email, ...claims }, options);

    it('no_user for a new identity (nothing written), then sign-up with a username, then log in', async () => {
      const idToken = await googleToken('gina@gmail.test');
      const before = await rows();
      const first = await t.rest('POST', '/api/google/login', { idToken }, { headers: freshAddress() });
      await expectShape('google-login-no-user', first);
      expect(first.setCookies).toEqual([]);
      expect(await rows()).toEqual(before);

      const jar = new CookieJar();
      const signup = await t.rest('POST', '/api/google/signup', { idToken, username: 'Gina_G', rid: 'partner-g' }, { cookie: jar, headers: freshAddress() });
      await expectShape('google-signup', signup, stableUserId);
      const user = await t.prisma.user.findUniqueOrThrow({ where: { usernameKey: 'gina_g' }, include: { socialIdentities: true } });
      expect(user).toMatchObject({ email: 'gina@gmail.test', passwordHash: null, externalId: 'partner-g' });
      expect(user.socialIdentities).toMatchObject([{ provider: 'GOOGLE', subject: standInSubject('google', 'gina@gmail.test') }]);
      expect((await t.rest('POST', '/api/user/info', {}, { cookie: jar })).json.body.Username).toBe('Gina_G');

      const again = await t.rest('POST', '/api/google/login', { idToken: await googleToken('gina@gmail.test') }, { headers: freshAddress() });
      await expectShape('google-login', again, stableUserId);
      expect(again.json.body.UserID).toBe(user.id);
      const events = await t.prisma.analyticsEvent.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
      expect(events.map((event) => [event.name, event.method])).toEqual([
        ['sign_up', 'google'],
        ['login', 'google'],
      ]);
    });

    it('links to the account with the same verified address, keyed by (provider, subject) afterwards', async () => {
      await t.signUp('linked@example.test', 'linked_person', PASSWORD);
      const response = await t.rest('POST', '/api/google/login', { idToken: await googleToken('linked@example.test') }, { headers: freshAddress() });
      expect(response.json.body).toMatchObject({ Status: 'logged_in', Username: 'linked_person' });
      // An unverified address is not enough to take over an account.
      const unverified = await standIn.signGoogleIdToken({ sub: 'unverified-subject', email: 'linked@example.test', email_verified: false });
      expect((await t.rest('POST', '/api/google/login', { idToken: unverified }, { headers: freshAddress() })).json).toEqual({ body: { Status: 'no_user' } });
    });

    it('answers an expired token with Status expired and writes nothing', async () => {
      const before = await rows();
      const expired = await t.rest('POST', '/api/google/login', { idToken: await googleToken('late@gmail.test', { expiresInSeconds: -120 }) }, { headers: freshAddress() });
      await expectShape('google-login-expired', expired);
      expect(await rows()).toEqual(before);
    });

    it('refuses forged, wrong-audience, wrong-issuer and unsigned tokens with 401, writing nothing', async () => {
      await t.rest('POST', '/api/google/signup', { idToken: await googleToken('target@gmail.test'), username: 'google_target' }, { headers: freshAddress() });
      const before = await rows();
      const subject = standInSubject('google', 'target@gmail.test');
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: subject, email: 'target@gmail.test', email_verified: true };

      // Signed by a key that is not in the published key set, even with the published key id.
      const { privateKey, publicKey } = await generateKeyPair('RS256');
      const publishedKid = ((await (await fetch(standIn.jwksUrl)).json()) as { keys: Array<{ kid: string }> }).keys[0].kid;
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: publishedKid })
        .setIssuer('https://accounts.google.com')
        .setAudience(standInCredentials.googleClientId)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
      expect((await exportJWK(publicKey)).n).toBeTruthy();
      const unsigned = new UnsecuredJWT(claims)
        .setIssuer('https://accounts.google.com')
        .setAudience(standInCredentials.googleClientId)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .encode();
      const wrongAudience = await googleToken('target@gmail.test', { audience: 'someone-else.apps.googleusercontent.com' });
      const wrongIssuer = await googleToken('target@gmail.test', { issuer: 'https://evil.example' });
      // A valid signature over a payload changed afterwards.
      const valid = await googleToken('target@gmail.test');
      const [header, , signature] = valid.split('.');
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', aud: standInCredentials.googleClientId, iss: 'https://accounts.google.com', exp: now + 600, iat: now })).toString('base64url')}.${signature}`;

      for (const [label, idToken] of [
        ['forged', forged],
        ['unsigned', unsigned],
        ['wrong audience', wrongAudience],
        ['wrong issuer', wrongIssuer],
        ['tampered', tampered],
      ]) {
        const response = await t.rest('POST', '/api/google/login', { idToken }, { headers: freshAddress() });
        expect(response, label).toMatchObject({ status: 401, json: { error: 'Google could not confirm your sign-in. Please try again.' } });
        expect(response.setCookies, label).toEqual([]);
        const signup = await t.rest('POST', '/api/google/signup', { idToken, username: 'forger_name' }, { headers: freshAddress() });
        expect(signup.status, label).toBe(401);
      }
      await expectShape('google-login-forged', await t.rest('POST', '/api/google/login', { idToken: forged }, { headers: freshAddress() }));
      expect(await rows()).toEqual(before);
    });

    it('refuses a missing or malformed token with 400', async () => {
      const before = await rows();
      await expectShape('google-login-no-token', await t.rest('POST', '/api/google/login', {}, { headers: freshAddress() }));
      await expectShape('google-login-malformed', await t.rest('POST', '/api/google/login', { idToken: 'not a jwt' }, { headers: freshAddress() }));
      expect((await t.rest('POST', '/api/google/login', { idToken: { nested: true } }, { headers: freshAddress() })).status).toBe(400);
      expect((await t.rest('POST', '/api/google/login', { idToken: 'a.b.c'.repeat(3000) }, { headers: freshAddress() })).status).toBe(400);
      expect(await rows()).toEqual(before);
    });

    it('sign-up with a taken or invalid username says so and writes nothing', async () => {
      await t.signUp('taken.name@example.test', 'Taken_Social', PASSWORD);
      const before = await rows();
      const idToken = await googleToken('new.social@gmail.test');
      const taken = await t.rest('POST', '/api/google/signup', { idToken, username: 'taken_social' }, { headers: freshAddress() });
      await expectShape('google-signup-taken-username', taken);
      const invalid = await t.rest('POST', '/api/google/signup', { idToken, username: 'no spaces please' }, { headers: freshAddress() });
      await expectShape('google-signup-invalid-username', invalid);
      expect(await rows()).toEqual(before);
    });
  });

  describe('Facebook', () => {
    it('no_user, then sign-up with a username (e-mail from the Graph API, not the browser), then log in', async () => {
      const subject = standInSubject('facebook', 'fiona@facebook.test');
      const accessToken = standIn.issueFacebookToken({ subject, email: 'fiona@facebook.test' });
      const before = await rows();
      const first = await t.rest('POST', '/api/facebook/login', { access_token: accessToken, email: 'fiona@facebook.test' }, { headers: freshAddress() });
      await expectShape('facebook-login-no-user', first);
      expect(await rows()).toEqual(before);

      const jar = new CookieJar();
      const signup = await t.rest(
        'POST',
        '/api/facebook/signup',
        { access_token: accessToken, email: 'someone.else@example.test', username: 'Fiona_F', rid: '' },
        { cookie: jar, headers: freshAddress() },
      );
      await expectShape('facebook-signup', signup, stableUserId);
      const user = await t.prisma.user.findUniqueOrThrow({ where: { usernameKey: 'fiona_f' }, include: { socialIdentities: true } });
      expect(user.email).toBe('fiona@facebook.test');
      expect(user.socialIdentities).toMatchObject([{ provider: 'FACEBOOK', subject }]);

      const again = await t.rest('POST', '/api/facebook/login', { access_token: accessToken, email: 'fiona@facebook.test' }, { headers: freshAddress() });
      await expectShape('facebook-login', again, stableUserId);
    });

    it('answers an expired token with Status expired', async () => {
      const accessToken = standIn.issueFacebookToken({ subject: '1077', email: 'old@facebook.test', expiresInSeconds: -60 });
      const before = await rows();
      await expectShape('facebook-login-expired', await t.rest('POST', '/api/facebook/login', { access_token: accessToken }, { headers: freshAddress() }));
      expect(await rows()).toEqual(before);
    });

    it("refuses another app's token, an unknown token and a malformed one, writing nothing", async () => {
      const before = await rows();
      const otherApp = standIn.issueFacebookToken({ subject: '1088', email: 'other.app@facebook.test', appId: '999' });
      const otherAppResponse = await t.rest('POST', '/api/facebook/login', { access_token: otherApp }, { headers: freshAddress() });
      await expectShape('facebook-login-invalid', otherAppResponse);
      const unknown = await t.rest('POST', '/api/facebook/login', { access_token: 'EAAmadeuptoken' }, { headers: freshAddress() });
      expect(unknown.json).toEqual(otherAppResponse.json);
      const malformed = await t.rest('POST', '/api/facebook/login', { access_token: '<script>' }, { headers: freshAddress() });
      expect(malformed).toMatchObject({ status: 400, json: { error: 'The Facebook sign-in token is malformed.' } });
      expect(await rows()).toEqual(before);
    });
  });

  it('tells the browser how to get social tokens', async () => {
    const response = await t.graphql(`{ socialSignInSettings { googleClientId facebookAppId standInUrl } }`);
    expect(response.data.socialSignInSettings).toEqual({
      googleClientId: standInCredentials.googleClientId,
      facebookAppId: standInCredentials.facebookAppId,
      standInUrl: standIn.url,
    });
  });
});

describe.each(testDatabaseKinds())('social sign-in not configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('answers 404 with a clear message, and the settings say so', async () => {
    const response = await t.rest('POST', '/api/google/login', { idToken: 'a.b.c' });
    expect(response).toMatchObject({ status: 404, json: { error: 'Google sign-in is not available on this site.' } });
    const settings = await t.graphql(`{ socialSignInSettings { googleClientId facebookAppId standInUrl } }`);
    expect(settings.data.socialSignInSettings).toEqual({ googleClientId: null, facebookAppId: null, standInUrl: null });
  });
});
