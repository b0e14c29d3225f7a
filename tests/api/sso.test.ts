// Single sign-on handoff to the sister site over real HTTP: a single-use, one-minute token tied
// to the session (never the session token), return URLs only on the sister site, the server to
// server redeem, the development stand-in, and logout through the sister site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/auth/tokens.ts';
import { createTestApp, SESSION_COOKIE, type RestResponse, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const START = `mutation ($returnUrl: String) {
  startSingleSignOn(returnUrl: $returnUrl) { __typename ... on Error { message } ... on MutationStartSingleSignOnSuccess { data { url } } }
}`;
const LOGOUT_URL = `query { viewer { ssoLogoutUrl } }`;

async function expectShape(name: string, response: RestResponse, replace: (json: any) => any = (json) => json) {
  const shape = { status: response.status, json: replace(structuredClone(response.json)) };
  await expect(`${JSON.stringify(shape, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/rest-shapes/${name}.json`);
}

describe.each(testDatabaseKinds())('single sign-on on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let standIn: string;

  // A fresh migrated database can take minutes on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL: 'http://opinio.test' } });
    ({ userId, cookie } = await t.createUserWithSession('Sso_Person', { externalId: 'partner-7' }));
    standIn = 'http://opinio.test/dev/sister-site';
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
  });

  async function handoff(returnUrl?: string, sessionCookie = cookie) {
    const answer = await t.graphql(START, { returnUrl }, { cookie: sessionCookie });
    return answer.data.startSingleSignOn;
  }

  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const redeem = (token: unknown) => t.rest('POST', '/api/sso/redeem', { token });

  it('hands a logged-in session over with a fresh token, never the session token', async () => {
    const result = await handoff(`${standIn}/welcome?tab=1`);
    expect(result.__typename).toBe('MutationStartSingleSignOnSuccess');
    const url = new URL(result.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn}/sso/login`);
    expect(url.searchParams.get('return')).toBe(`${standIn}/welcome?tab=1`);
    const token = tokenOf(result.data.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessionToken = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
    expect(result.data.url).not.toContain(sessionToken);
    // Only the hash is stored, tied to this session, for one minute.
    const row = await t.prisma.ssoToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) }, include: { session: true } });
    expect(row.userId).toBe(userId);
    expect(row.session.tokenHash).toBe(hashToken(sessionToken));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61_000);
  });

  it('redeems a token once, server to server, for the identity', async () => {
    const token = tokenOf((await handoff(`${standIn}/welcome`)).data.url);
    const first = await redeem(token);
    await expectShape('sso-redeem', first, (json) => ({ ...json, body: { ...json.body, UserID: json.body.UserID === userId ? '<user id>' : json.body.UserID } }));
    expect(first.json.body).toMatchObject({ UserID: userId, Username: 'Sso_Person', ExternalID: 'partner-7' });
    const again = await redeem(token);
    await expectShape('sso-redeem-used', again);
    expect(again.status).toBe(401);
  });

  it('refuses unknown, malformed, expired and logged-out tokens', async () => {
    expect((await redeem('not-a-token')).status).toBe(401);
    expect((await redeem('')).status).toBe(401);
    expect((await redeem(42)).status).toBe(401);
    const expired = tokenOf((await handoff()).data.url);
    await t.prisma.ssoToken.update({ where: { tokenHash: hashToken(expired) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await redeem(expired)).json).toEqual({ error: 'This sign-on link is invalid or has expired' });
    // Logging out ends the session, and with it every handoff it started.
    const other = await t.createUserWithSession('Sso_Leaver');
    const orphan = tokenOf((await handoff(undefined, other.cookie)).data.url);
    expect((await t.rest('POST', '/api/logout', {}, { cookie: other.cookie })).status).toBe(200);
    expect((await redeem(orphan)).status).toBe(401);
  });

  it('accepts return URLs on the sister site only, and writes nothing otherwise', async () => {
    const before = await t.prisma.ssoToken.count();
    for (const returnUrl of ['https://evil.example/', 'http://opinio.test.evil.example/dev/sister-site', 'javascript:alert(1)', '/relative', 'http://opinio.test:8080/x']) {
      const result = await handoff(returnUrl);
      expect(result, returnUrl).toEqual({ __typename: 'ValidationError', message: 'The return address must be a full URL on the sister site' });
    }
    expect(await t.prisma.ssoToken.count()).toBe(before);
  });

  it('needs a logged-in session', async () => {
    expect(await handoff(undefined, '')).toEqual({ __typename: 'AuthError', message: 'Please log in to continue' });
    const rest = await t.rest('POST', '/api/sso/handoff', {});
    await expectShape('sso-handoff-logged-out', rest);
  });

  it('/api/sso/handoff answers the sister site URL', async () => {
    const response = await t.rest('POST', '/api/sso/handoff', { returnUrl: `${standIn}/welcome` }, { cookie });
    await expectShape('sso-handoff', response, (json) => ({ ...json, body: { URL: json.body.URL.replace(/token=[^&]+/, 'token=<token>') } }));
  });

  it('the development stand-in redeems the handoff like the real sister site would', async () => {
    const url = new URL((await handoff(`${standIn}/welcome`)).data.url);
    const local = `${t.url}${url.pathname}${url.search}`;
    const page = await fetch(local);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<strong data-testid="sister-username">Sso_Person</strong>');
    expect(html).toContain(`<span data-testid="sister-return">${standIn}/welcome</span>`);
    const replay = await fetch(local);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain('This sign-on link is invalid or has expired');
  });

  it('logout goes through the sister site, which links back to us only', async () => {
    const logoutUrl = (await t.graphql(LOGOUT_URL, {}, { cookie })).data.viewer.ssoLogoutUrl;
    expect(logoutUrl).toBe(`${standIn}/sso/logout?return=${encodeURIComponent('http://opinio.test/')}`);
    const page = await fetch(`${t.url}/dev/sister-site/sso/logout?return=${encodeURIComponent('http://opinio.test/')}`);
    expect(await page.text()).toContain('<a href="http://opinio.test/">Back to Opinio</a>');
    const elsewhere = await fetch(`${t.url}/dev/sister-site/sso/logout?return=${encodeURIComponent('https://evil.example/')}`);
    expect(await elsewhere.text()).toContain('<a href="http://opinio.test/">Back to Opinio</a>');
  });

  it('uses the configured sister site, and has no stand-in in production without one', async () => {
    const configured = await createTestApp({ kind, database: t.database, env: { SISTER_SITE_URL: 'https://sister.example/' } });
    try {
      const result = (await configured.graphql(START, { returnUrl: 'https://sister.example/deep/link' }, { cookie })).data.startSingleSignOn;
      expect(result.data.url).toMatch(/^https:\/\/sister\.example\/sso\/login\?token=[A-Za-z0-9_-]{43}&return=https%3A%2F%2Fsister\.example%2Fdeep%2Flink$/);
      expect((await configured.graphql(LOGOUT_URL, {}, { cookie })).data.viewer.ssoLogoutUrl).toMatch(/^https:\/\/sister\.example\/sso\/logout\?return=/);
      expect(await (await fetch(`${configured.url}/dev/sister-site/sso/logout`)).text()).not.toContain('development stand-in');
    } finally {
      await configured.dispose();
    }
    const production = await createTestApp({ kind, database: t.database, env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:1' } });
    try {
      expect((await production.graphql(START, {}, { cookie })).data.startSingleSignOn).toEqual({
        __typename: 'ValidationError',
        message: 'Single sign-on is not configured on this site',
      });
      expect((await production.graphql(LOGOUT_URL, {}, { cookie })).data.viewer.ssoLogoutUrl).toBe('/');
      expect(await (await fetch(`${production.url}/dev/sister-site/`)).text()).not.toContain('development stand-in');
    } finally {
      await production.dispose();
    }
  });
});
