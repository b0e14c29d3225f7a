// Cookie consent log, e-mail preferences (logged in or by link token), analytics events stored on
// our server (login and sign_up recorded by the server itself), and the external id (rid), over
// real HTTP against a real database. Bad input: a clear 4xx and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createTestApp, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PASSWORD = 'correct horse battery';

async function expectShape(name: string, response: RestResponse) {
  const shape = { status: response.status, json: response.json };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

describe.each(testDatabaseKinds())('consent, analytics and external id on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;

  // A fresh migrated database can take minutes on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL: 'http://opinio.test' } });
    ({ userId, cookie } = await t.createUserWithSession('Consent_Person'));
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
  });

  describe('/api/cookies/logchoice', () => {
    it('logs the choice with the page path only (query strings can hold tokens)', async () => {
      const anonymous = await t.rest('POST', '/api/cookies/logchoice', { loadThirdParty: true, version: '2026-11', url: 'http://opinio.test/o/tax?t=secret' });
      await expectShape('cookies-logchoice', anonymous);
      const logged = await t.rest('POST', '/api/cookies/logchoice', { loadThirdParty: false, version: '2026-11', url: '/emailpref-iframe?t=secret', accepted: true, level: 1 }, { cookie });
      expect(logged.status).toBe(200);
      const rows = await t.prisma.cookieConsent.findMany({ orderBy: { id: 'asc' } });
      expect(rows.map(({ userId: owner, loadThirdParty, accepted, level, version, url }) => ({ owner, loadThirdParty, accepted, level, version, url }))).toEqual([
        { owner: null, loadThirdParty: true, accepted: true, level: 1, version: '2026-11', url: '/o/tax' },
        { owner: userId, loadThirdParty: false, accepted: true, level: 1, version: '2026-11', url: '/emailpref-iframe' },
      ]);
    });

    it('refuses bad input and writes nothing', async () => {
      const before = await t.prisma.cookieConsent.count();
      const notBoolean = await t.rest('POST', '/api/cookies/logchoice', { loadThirdParty: 'yes', version: '1', url: '/' });
      await expectShape('cookies-logchoice-bad', notBoolean);
      expect((await t.rest('POST', '/api/cookies/logchoice', { loadThirdParty: true, version: 'x'.repeat(41), url: '/' })).status).toBe(400);
      expect((await t.rest('POST', '/api/cookies/logchoice', { loadThirdParty: true, version: '1', url: '/', level: 99 })).status).toBe(400);
      expect(await t.prisma.cookieConsent.count()).toBe(before);
    });
  });

  describe('e-mail preferences', () => {
    it('needs a login or a link token', async () => {
      await expectShape('emailprefs-get-logged-out', await t.rest('POST', '/api/emailprefs/get', {}));
      const badToken = await t.rest('POST', '/api/emailprefs/set', { t: 'nope', newsletter: false, notifications: false, productUpdates: false });
      await expectShape('emailprefs-set-bad-token', badToken);
      expect(await t.prisma.emailPreference.count()).toBe(0);
    });

    it('reads and saves them logged in, and through the link in e-mails without a session', async () => {
      const first = await t.rest('POST', '/api/emailprefs/get', {}, { cookie });
      await expectShape('emailprefs-get', first);
      const saved = await t.rest('POST', '/api/emailprefs/set', { newsletter: false, notifications: true, productUpdates: false }, { cookie });
      await expectShape('emailprefs-set', saved);
      const link = (await t.graphql(`query { emailPreferences { __typename ... on QueryEmailPreferencesSuccess { data { link } } } }`, {}, { cookie })).data
        .emailPreferences.data.link as string;
      expect(link).toMatch(/^http:\/\/opinio\.test\/emailpref-iframe\?t=[A-Za-z0-9_-]{43}$/);
      const token = new URL(link).searchParams.get('t');
      const viaLink = await t.rest('POST', '/api/emailprefs/get', { t: token });
      expect(viaLink.json.body).toEqual({ Newsletter: false, Notifications: true, ProductUpdates: false });
      await t.rest('POST', '/api/emailprefs/set', { t: token, newsletter: true, notifications: false, productUpdates: false });
      expect(await t.prisma.emailPreference.findUniqueOrThrow({ where: { userId } })).toMatchObject({ newsletter: true, notifications: false, productUpdates: false });
    });

    it('refuses values that are not true or false', async () => {
      const response = await t.rest('POST', '/api/emailprefs/set', { newsletter: 'no', notifications: true, productUpdates: true }, { cookie });
      expect(response.status).toBe(400);
      expect((await t.prisma.emailPreference.findUniqueOrThrow({ where: { userId } })).newsletter).toBe(true);
    });
  });

  describe('analytics events', () => {
    const RECORD = `mutation ($name: String!, $method: String, $props: String) {
      recordAnalyticsEvent(name: $name, method: $method, props: $props) { __typename ... on Error { message } }
    }`;

    it('records sign_up and login with their method at the server, on our database only', async () => {
      await t.signUp('analytics@example.test', 'Analytics_Person', PASSWORD);
      await t.graphql(`mutation ($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: 'analytics@example.test', password: PASSWORD } });
      const failed = await t.graphql(`mutation ($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: 'analytics@example.test', password: 'wrong password!' } });
      expect(failed.data.login.__typename).toBe('AuthError');
      const user = await t.prisma.user.findUniqueOrThrow({ where: { email: 'analytics@example.test' } });
      const events = await t.prisma.analyticsEvent.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
      expect(events.map(({ name, method }) => ({ name, method }))).toEqual([
        { name: 'sign_up', method: 'email' },
        { name: 'login', method: 'email' },
      ]);
    });

    it('stores the events the client names, logged in or not', async () => {
      const anonymous = await t.graphql(RECORD, { name: 'attempted_new_opinion', props: '{"path":"/"}' });
      expect(anonymous.data.recordAnalyticsEvent.__typename).toBe('MutationRecordAnalyticsEventSuccess');
      await t.graphql(RECORD, { name: 'attempted_new_opinion' }, { cookie });
      const rows = await t.prisma.analyticsEvent.findMany({ where: { name: 'attempted_new_opinion' }, orderBy: { id: 'asc' } });
      expect(rows.map((row) => [row.userId, row.props])).toEqual([
        [null, { path: '/' }],
        [userId, null],
      ]);
    });

    it('refuses bad names, methods and properties, writing nothing', async () => {
      const before = await t.prisma.analyticsEvent.count();
      for (const variables of [
        { name: 'Bad Name' },
        { name: 'x' },
        { name: 'ok_name', method: 'has space' },
        { name: 'ok_name', props: '[1]' },
        { name: 'ok_name', props: 'not json' },
        { name: 'ok_name', props: `{"a":"${'x'.repeat(2000)}"}` },
      ]) {
        const answer = await t.graphql(RECORD, variables);
        expect(answer.data.recordAnalyticsEvent.__typename, JSON.stringify(variables).slice(0, 60)).toBe('ValidationError');
      }
      expect(await t.prisma.analyticsEvent.count()).toBe(before);
    });
  });

  describe('external id (rid)', () => {
    it('/api/user/setexternalid sets it for the logged-in user, and user info shows it', async () => {
      await expectShape('user-setexternalid-logged-out', await t.rest('POST', '/api/user/setexternalid', { rid: 'abc' }));
      const set = await t.rest('POST', '/api/user/setexternalid', { rid: 'partner-123' }, { cookie });
      expect(set.status).toBe(200);
      expect(set.json.body).toMatchObject({ Username: 'Consent_Person', ExternalID: 'partner-123' });
      expect((await t.rest('POST', '/api/user/info', {}, { cookie })).json.body.ExternalID).toBe('partner-123');
      for (const rid of ['', 'has space', 'x'.repeat(201)]) {
        expect((await t.rest('POST', '/api/user/setexternalid', { rid }, { cookie })).status, rid).toBe(400);
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).externalId).toBe('partner-123');
    });

    it('/api/signup/externalid attaches the rid to a pending sign-up from its own browser; the first rid wins', async () => {
      const email = 'rid-signup@example.test';
      const signupBrowser = new CookieJar();
      await t.graphql(
        `mutation ($input: RequestSignupCodeInput!) { requestSignupCode(input: $input) { __typename } }`,
        { input: { email, username: 'Rid_Signup', password: PASSWORD } },
        { cookie: signupBrowser },
      );
      // Someone who merely knows the address, first: without the sign-up's own cookie, nothing.
      const stranger = await t.rest('POST', '/api/signup/externalid', { email, rid: 'stranger-rid' });
      expect(stranger.json).toEqual({ body: { Status: 'ok' } });
      const strangersBrowser = new CookieJar();
      await t.graphql(
        `mutation ($input: RequestSignupCodeInput!) { requestSignupCode(input: $input) { __typename } }`,
        { input: { email: 'stranger-own@example.test', username: 'Stranger_Own', password: PASSWORD } },
        { cookie: strangersBrowser },
      );
      await t.rest('POST', '/api/signup/externalid', { email, rid: 'stranger-rid' }, { cookie: strangersBrowser });
      const attached = await t.rest('POST', '/api/signup/externalid', { email: 'RID-signup@example.test', rid: 'campaign-1' }, { cookie: signupBrowser });
      await expectShape('signup-externalid', attached);
      await t.rest('POST', '/api/signup/externalid', { email, rid: 'campaign-2' }, { cookie: signupBrowser });
      await t.graphql(`mutation ($input: VerifySignupCodeInput!) { verifySignupCode(input: $input) { __typename } }`, {
        input: { email, code: t.latestCode(email) },
      });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { email } })).externalId).toBe('campaign-1');
    });

    it('answers the same for unknown addresses and never re-attributes an account', async () => {
      const before = await t.prisma.user.findMany({ select: { id: true, externalId: true }, orderBy: { id: 'asc' } });
      const unknown = await t.rest('POST', '/api/signup/externalid', { email: 'nobody@example.test', rid: 'x-1' });
      expect(unknown.json).toEqual({ body: { Status: 'ok' } });
      // Another person's e-mail, from someone else's session, does nothing.
      await t.rest('POST', '/api/signup/externalid', { email: 'rid-signup@example.test', rid: 'hijack' }, { cookie });
      expect(await t.prisma.user.findMany({ select: { id: true, externalId: true }, orderBy: { id: 'asc' } })).toEqual(before);
      expect((await t.rest('POST', '/api/signup/externalid', { email: 'not an email', rid: 'x' })).status).toBe(400);
    });

    it('sets it on your own new account right after sign-up when it has none', async () => {
      const fresh = await t.createUserWithSession('Fresh_Signup');
      await t.rest('POST', '/api/signup/externalid', { email: 'fresh_signup@example.test', rid: 'late-rid' }, { cookie: fresh.cookie });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: fresh.userId } })).externalId).toBe('late-rid');
    });
  });
});
