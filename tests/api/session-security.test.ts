// Forged cross-site requests, security headers, the Secure cookie and the client address rate
// limits are keyed on, over real HTTP against a real database
// (docs/decisions.md#sessions-and-security). A forged request must be refused AND change nothing.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../../api/config.ts';
import { clientAddressOf } from '../../api/http/security.ts';
import { analyticsRateLimit } from '../../api/modules/analytics/service.ts';
import { createTestApp, parseSetCookie, SESSION_COOKIE, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

const PASSWORD = 'correct horse battery';
const VIEWER = `query { viewer { isLoggedIn externalId } }`;
const SET_RID = `mutation ($rid: String!) { setExternalId(rid: $rid) { __typename ... on Error { message } } }`;

describe('the client address behind a proxy', () => {
  const request = (forwarded: string) =>
    ({ headers: { 'x-forwarded-for': forwarded }, socket: { remoteAddress: '192.0.2.7' } }) as unknown as IncomingMessage;

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', () => {
    expect(clientAddressOf(request('203.0.113.9'), false)).toBe('192.0.2.7');
    expect(clientAddressOf(request('203.0.113.9, 10.0.0.1'), true)).toBe('203.0.113.9');
  });
});

describe('the session cookie is Secure in production', () => {
  const secure = (env: Record<string, string>) => loadConfig({ SEED_ON_START: 'false', ...env }).secureCookies;
  it('on any https site and on any production host but a loopback one', () => {
    expect(secure({ NODE_ENV: 'production', PUBLIC_URL: 'http://opinio.example' })).toBe(true);
    expect(secure({ NODE_ENV: 'production', PUBLIC_URL: 'https://opinio.example' })).toBe(true);
    expect(secure({ NODE_ENV: 'development', PUBLIC_URL: 'https://opinio.example' })).toBe(true);
    // `npm start` tried on this machine: browsers would drop a Secure cookie over plain http elsewhere.
    expect(secure({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(secure({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe(false);
    expect(secure({ NODE_ENV: 'development' })).toBe(false);
  });
});

describe.each(testDatabaseKinds())('session security on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;

  // A fresh migrated database can take minutes on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ userId, cookie } = await t.createUserWithSession('Forgery_Target'));
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
  });

  async function stillLoggedInWithoutRid() {
    const viewer = await t.graphql(VIEWER, {}, { cookie });
    expect(viewer.data.viewer).toEqual({ isLoggedIn: true, externalId: null });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).externalId).toBeNull();
  }

  async function rawPost(path: string, body: string, headers: Record<string, string>) {
    const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { cookie, ...headers }, body });
    return { status: response.status, json: (await response.json().catch(() => null)) as { error?: string } | null };
  }

  describe('REST', () => {
    it('refuses an HTML form post (urlencoded, multipart, text/plain) with 415', async () => {
      for (const [contentType, body] of [
        ['application/x-www-form-urlencoded', 'body=%7B%7D'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="rid"\r\n\r\nforged\r\n--x--\r\n'],
        ['text/plain', JSON.stringify({ body: { rid: 'forged' } })],
      ]) {
        const forged = await rawPost('/api/user/setexternalid', body, { 'content-type': contentType });
        expect(forged, contentType).toEqual({ status: 415, json: { error: 'Send JSON with Content-Type: application/json' } });
      }
      // An empty form aimed at logout does not log anyone out.
      expect((await rawPost('/api/logout', '', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
      await stillLoggedInWithoutRid();
    });

    it('refuses JSON from another origin, or that the browser marks cross-site, with 403', async () => {
      const forgeries: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of forgeries) {
        const forged = await t.rest('POST', '/api/user/setexternalid', { rid: 'forged' }, { cookie, headers });
        expect({ status: forged.status, json: forged.json }, JSON.stringify(headers)).toEqual({
          status: 403,
          json: { error: 'Cross-site requests are not allowed' },
        });
        expect((await t.rest('POST', '/api/logout', {}, { cookie, headers })).status).toBe(403);
      }
      await stillLoggedInWithoutRid();
    });

    it('serves a same-origin browser request', async () => {
      const headers = { origin: t.url, 'sec-fetch-site': 'same-origin' };
      const response = await t.rest('POST', '/api/user/setexternalid', { rid: 'same-origin-1' }, { cookie, headers });
      expect(response.status).toBe(200);
      expect(response.json.body.ExternalID).toBe('same-origin-1');
      await t.prisma.user.update({ where: { id: userId }, data: { externalId: null } });
    });
  });

  describe('GraphQL', () => {
    it('refuses form posts (415), cross-site JSON (403) and mutations over GET, changing nothing', async () => {
      const mutation = `mutation { setExternalId(rid: "forged") { __typename } }`;
      const urlencoded = await rawPost('/graphql', `query=${encodeURIComponent(mutation)}`, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(urlencoded.status).toBe(415);
      const multipart = await rawPost('/graphql', `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n--x--\r\n`, {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(multipart.status).toBe(415);
      const crossOrigin = await t.graphql(mutation, {}, { cookie, headers: { origin: 'https://evil.example' } });
      expect(crossOrigin.status).toBe(403);
      expect(crossOrigin.data).toBeUndefined();
      const crossSite = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify({ query: mutation }),
      });
      expect(crossSite.status).toBe(403);
      const overGet = await fetch(`${t.url}/graphql?query=${encodeURIComponent(mutation)}`, { headers: { cookie, accept: 'application/json' } });
      expect(overGet.status).toBe(405);
      await stillLoggedInWithoutRid();
    });

    it('serves a same-origin browser request', async () => {
      const response = await t.graphql(SET_RID, { rid: 'graphql-1' }, { cookie, headers: { origin: t.url, 'sec-fetch-site': 'same-origin' } });
      expect(response.data.setExternalId.__typename).toBe('MutationSetExternalIdSuccess');
      await t.prisma.user.update({ where: { id: userId }, data: { externalId: null } });
    });

    it('refuses a WebSocket from another origin and accepts one from ours', async () => {
      const open = (origin: string) =>
        new Promise<boolean>((resolve) => {
          const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { origin });
          socket.on('open', () => {
            socket.close();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
      expect(await open('https://evil.example')).toBe(false);
      expect(await open(t.url)).toBe(true);
    });
  });

  it('lets an operator allow another origin (ALLOWED_ORIGINS)', async () => {
    const partner = await createTestApp({ kind, database: t.database, env: { ALLOWED_ORIGINS: 'https://partner.example' } });
    try {
      const viaPartner = await partner.rest('POST', '/api/user/setexternalid', { rid: 'partner-1' }, { cookie, headers: { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' } });
      expect(viaPartner.status).toBe(200);
      const viaOther = await partner.rest('POST', '/api/user/setexternalid', { rid: 'other-1' }, { cookie, headers: { origin: 'https://other.example' } });
      expect(viaOther.status).toBe(403);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).externalId).toBe('partner-1');
    } finally {
      await t.prisma.user.update({ where: { id: userId }, data: { externalId: null } });
      await partner.dispose();
    }
  });

  describe('security headers', () => {
    async function headersOf(path: string, app: TestApp = t) {
      const response = await fetch(`${app.url}${path}`);
      await response.arrayBuffer();
      return response.headers;
    }

    it('forbid framing, sniffing and inline script everywhere but the pages meant to be framed', async () => {
      for (const path of ['/', '/o/some-opinion', '/api/topic/getall', '/healthz']) {
        const headers = await headersOf(path);
        expect(headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(headers.get('x-frame-options'), path).toBe('DENY');
        expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
        const csp = headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("script-src 'self';");
        expect(csp, path).toContain("style-src 'self';");
        expect(csp, path).not.toContain('unsafe-inline');
      }
      expect((await headersOf('/graphql')).get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect((await headersOf('/tracking/login')).get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect((await headersOf('/tracking/login')).get('x-frame-options')).toBe('SAMEORIGIN');
      expect((await headersOf('/emailpref-iframe')).get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect((await headersOf('/')).get('strict-transport-security')).toBeNull();
    });

    it('let the sister site frame the e-mail preferences page, and only that page', async () => {
      const sister = await createTestApp({ kind, database: t.database, env: { SISTER_SITE_URL: 'https://sister.example/app', PUBLIC_URL: 'https://opinio.example' } });
      try {
        const framed = await headersOf('/emailpref-iframe', sister);
        expect(framed.get('content-security-policy')).toContain("frame-ancestors 'self' https://sister.example");
        expect(framed.get('x-frame-options')).toBeNull();
        expect((await headersOf('/', sister)).get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect((await headersOf('/', sister)).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await sister.dispose();
      }
    });
  });

  it('sets the session cookie Secure on a production site', async () => {
    const production = await createTestApp({ kind, database: t.database, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://opinio.example' } });
    try {
      await production.signUp('secure-cookie@example.test', 'Secure_Cookie', PASSWORD);
      const login = await production.graphql(`mutation ($input: LoginInput!) { login(input: $input) { __typename } }`, {
        input: { email: 'secure-cookie@example.test', password: PASSWORD },
      });
      const session = login.setCookies.map(parseSetCookie).find((candidate) => candidate.name === SESSION_COOKIE);
      expect(session?.attributes.has('secure')).toBe(true);
      expect(session?.attributes.has('httponly')).toBe(true);
    } finally {
      await production.dispose();
    }
  });

  describe('rate limits keyed on the client address', () => {
    const event = `mutation ($name: String!) { recordAnalyticsEvent(name: $name) { __typename } }`;

    async function sendFromManyAddresses(app: TestApp, count: number) {
      const kinds: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const answer = await app.graphql(event, { name: 'rate_probe' }, { headers: { 'x-forwarded-for': `198.51.100.${index % 250}` } });
        kinds.push(answer.data.recordAnalyticsEvent.__typename);
      }
      return kinds;
    }

    it('do not trust a client-set X-Forwarded-For unless TRUST_PROXY is configured', async () => {
      const direct = await createTestApp({ kind, database: t.database, env: { TRUST_PROXY: 'false' } });
      try {
        const kinds = await sendFromManyAddresses(direct, analyticsRateLimit.limit + 1);
        // Every request counted against the one real address, whatever header it carried.
        expect(kinds.slice(0, analyticsRateLimit.limit).every((kind) => kind === 'MutationRecordAnalyticsEventSuccess')).toBe(true);
        expect(kinds.at(-1)).toBe('RateLimitError');
      } finally {
        await direct.dispose();
      }
      // Behind a trusted proxy the forwarded addresses are the clients: none reaches its limit.
      const kinds = await sendFromManyAddresses(t, analyticsRateLimit.limit + 1);
      expect(kinds.every((kind) => kind === 'MutationRecordAnalyticsEventSuccess')).toBe(true);
      await t.prisma.analyticsEvent.deleteMany({ where: { name: 'rate_probe' } });
    });
  });
});
