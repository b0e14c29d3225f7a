// Who may read /graphql answers from another origin. A page on another port or subdomain of the
// same site gets the member's SameSite=Lax cookie sent along; if the answer carried
// Access-Control-Allow-Origin for it (with credentials), the page could read the member's private
// details. Only PUBLIC_URL's origin and ALLOWED_ORIGINS are granted (docs/decisions.md#sessions-and-security).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { oneDatabaseKind } from '../support/test-database.ts';

const PUBLIC_ORIGIN = 'http://opinio.test';
const PARTNER_ORIGIN = 'https://partner.example';
const FOREIGN_ORIGINS = ['http://evil.example', 'http://opinio.test:8080', 'http://sub.opinio.test', 'null'];
const MY_DEMOGRAPHICS = `{ myDemographics { __typename ... on QueryMyDemographicsSuccess { data { gender birthYear } } } }`;

// CORS is decided at the HTTP edge, the same whatever the database: one kind is enough.
describe.each(oneDatabaseKind())('cross-origin reads of /graphql on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PUBLIC_URL: PUBLIC_ORIGIN, ALLOWED_ORIGINS: PARTNER_ORIGIN } });
    ({ cookie } = await t.createUserWithSession('cors_member'));
    const saved = await t.graphql(
      `mutation { setDemographics(input: { gender: "female", birthYear: 1980 }) { __typename } }`,
      {},
      { cookie },
    );
    expect(saved.data.setDemographics.__typename).toBe('MutationSetDemographicsSuccess');
  });
  afterAll(() => t?.dispose());

  const preflight = (origin: string, path = '/graphql') =>
    fetch(`${t.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const credentialedGet = (origin: string) =>
    fetch(`${t.url}/graphql?query=${encodeURIComponent(MY_DEMOGRAPHICS)}`, {
      headers: { origin, cookie, accept: 'application/graphql-response+json' },
    });
  const credentialedPost = (origin: string, path = '/graphql', body = JSON.stringify({ query: MY_DEMOGRAPHICS })) =>
    fetch(`${t.url}${path}`, { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body });

  it('grants no foreign origin a preflight, a credentialed GET or a credentialed POST', async () => {
    for (const origin of FOREIGN_ORIGINS) {
      for (const [what, response] of [
        ['preflight', await preflight(origin)],
        ['GET', await credentialedGet(origin)],
        ['POST', await credentialedPost(origin)],
      ] as const) {
        expect(response.headers.get('access-control-allow-origin'), `${what} from ${origin}`).toBeNull();
        expect(response.headers.get('access-control-allow-credentials'), `${what} from ${origin}`).toBeNull();
      }
    }
  });

  it("grants PUBLIC_URL's origin and ALLOWED_ORIGINS, with credentials", async () => {
    for (const origin of [PUBLIC_ORIGIN, PARTNER_ORIGIN]) {
      const granted = await preflight(origin);
      expect(granted.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(granted.headers.get('access-control-allow-credentials')).toBe('true');
      expect(granted.headers.get('access-control-allow-methods')).toBe('GET, POST');
      const post = await credentialedPost(origin);
      expect(post.headers.get('access-control-allow-origin'), origin).toBe(origin);
      const json = (await post.json()) as { data: { myDemographics: { data: { gender: string } } } };
      expect(json.data.myDemographics.data.gender).toBe('female');
    }
  });

  it('sends no CORS headers on the REST calls, whatever the origin', async () => {
    for (const origin of [...FOREIGN_ORIGINS, PUBLIC_ORIGIN]) {
      const response = await credentialedPost(origin, '/api/user/demographics/get', JSON.stringify({ body: {} }));
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      const options = await preflight(origin, '/api/user/demographics/get');
      expect(options.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});
