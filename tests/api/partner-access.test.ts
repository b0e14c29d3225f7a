// Persisted operations and partner API keys over real HTTP (docs/product.md#persisted-operations,
// #partner-access). The server runs with persisted operations required, as in production: a
// browser's document sent as text is refused, the web client's ids run, and admins, API keys and
// the REST adapter may still send any document. Keys are shown once, stored hashed, read-only,
// never see private fields, and have their own rate limit.
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyRequestLimit } from '../../api/http/partner-access.ts';
import { loadPersistedOperations } from '../../api/http/persisted-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKinds } from '../support/test-database.ts';

/** The web client's persisted id of the operation named `name`. */
function clientOperationId(name: string): string {
  const entry = [...loadPersistedOperations()].find(([, text]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text));
  if (!entry) throw new Error(`no persisted operation ${name}`);
  return entry[0];
}

const persisted = (id: string, variables: Record<string, unknown> = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: id } },
});

describe.each(testDatabaseKinds())('persisted operations and partner keys on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let memberCookie: string;
  let memberId: number;

  async function post(body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  }

  async function createKey(name: string): Promise<{ key: string; id: number }> {
    const answer = await t.graphql(
      `mutation($name: String!) { createApiKey(name: $name) { ... on MutationCreateApiKeySuccess { data { key apiKey { databaseId keyPrefix } } } ... on Error { message } } }`,
      { name },
      { cookie: adminCookie },
    );
    const data = answer.data.createApiKey.data;
    expect(data.key.startsWith(data.apiKey.keyPrefix)).toBe(true);
    return { key: data.key, id: data.apiKey.databaseId };
  }

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { PERSISTED_OPERATIONS_ONLY: 'true' } });
    ({ cookie: adminCookie } = await t.createUserWithSession('keys_admin', { adminHub: true, role: 'ADMIN' }));
    ({ cookie: memberCookie, userId: memberId } = await t.createUserWithSession('keys_member', { email: 'keys_member@example.test' }));
  });
  afterAll(() => t?.dispose());

  it('runs the web client by id and refuses a browser document sent as text, anonymous or logged in', async () => {
    const byId = await post(persisted(clientOperationId('AllTopicsPageQuery')));
    expect(byId.status).toBe(200);
    expect(byId.json.errors).toBeUndefined();
    expect(Array.isArray(byId.json.data.topics)).toBe(true);

    for (const headers of [{}, { cookie: memberCookie }] as Array<Record<string, string>>) {
      const asText = await post({ query: '{ topics { slug } }' }, headers);
      expect(asText.status).toBe(403);
      expect(asText.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
      expect(asText.json.data ?? null).toBeNull();
    }

    const unknown = await post(persisted('0'.repeat(64)));
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('lets an admin send any document, and the REST adapter run its own', async () => {
    const admin = await post({ query: '{ topics { slug } }' }, { cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(admin.json.data.topics).toBeDefined();

    // /api/topic/getall runs its fixed document in-process: not a browser's text.
    const rest = await t.rest('GET', '/api/topic/getall');
    expect(rest.status).toBe(200);
  });

  it('refuses a document sent as text over WebSocket too', async () => {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const refused = await new Promise<string>((resolve) => {
        client.subscribe(
          { query: 'subscription { voteTallyChanged(opinionId: 1) { counts } }' },
          { next: () => resolve('next'), error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') },
        );
      });
      expect(refused).toContain('PERSISTED_QUERY_ONLY');
    } finally {
      await client.dispose();
    }
  });

  it('shows a key once and stores only its hash; keys read public data, never private fields, never mutate', async () => {
    const { key, id } = await createKey('Example partner');
    expect(key).toMatch(/^opio_[A-Za-z0-9_-]{40,}$/);

    const listed = await t.graphql(`{ apiKeys { ... on QueryApiKeysSuccess { data { databaseId name keyPrefix scope revokedAt } } } }`, {}, {
      cookie: adminCookie,
    });
    const row = listed.data.apiKeys.data.find((entry: { databaseId: number }) => entry.databaseId === id);
    expect(row).toMatchObject({ name: 'Example partner', scope: 'READ_ONLY', revokedAt: null });
    expect(JSON.stringify(listed.data)).not.toContain(key);
    const stored = await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id } });
    expect(stored.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key);

    const auth = { authorization: `Bearer ${key}` };
    const reads = await post({ query: '{ topics { slug } }' }, auth);
    expect(reads.status).toBe(200);
    expect(reads.json.data.topics).toBeDefined();

    // The member's cookie rides along but does not count: the key reads as nobody.
    const privateRead = await post({ query: '{ viewer { username } demographics { __typename } }' }, { ...auth, cookie: memberCookie });
    expect(privateRead.json.data?.viewer ?? null).toBeNull();
    expect(JSON.stringify(privateRead.json)).not.toContain('keys_member');

    const mutation = await post({ query: `mutation { castVote(input: { opinionId: 1, rating: 2 }) { __typename } }` }, { ...auth, cookie: memberCookie });
    expect(mutation.status).toBe(403);
    expect(mutation.json.errors[0].message).toBe('API keys are read-only');
    expect(await t.database.prisma.vote.count({ where: { userId: memberId } })).toBe(0);

    // Members cannot create or list keys.
    const keysBefore = await t.database.prisma.apiKey.count();
    const byMember = await t.graphql(`mutation { createApiKey(name: "x") { __typename ... on Error { message } } }`, {}, { cookie: memberCookie });
    // Refused twice over: a member's browser may not send text, and the field is AdminHub only
    // (every mutation's scope is checked in tests/security/auth-matrix.test.ts).
    expect(byMember.status).toBe(403);
    expect(byMember.data ?? null).toBeNull();
    expect(await t.database.prisma.apiKey.count()).toBe(keysBefore);
  });

  it('refuses an unknown or revoked key with 401 before running anything', async () => {
    const bad = await post({ query: '{ topics { slug } }' }, { authorization: 'Bearer opio_not-a-key' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer');

    const { key, id } = await createKey('Revoked partner');
    const revoked = await t.graphql(`mutation($id: Int!) { revokeApiKey(id: $id) { ... on MutationRevokeApiKeySuccess { data { revokedAt } } } }`, { id }, {
      cookie: adminCookie,
    });
    expect(revoked.data.revokeApiKey.data.revokedAt).not.toBeNull();
    const after = await post({ query: '{ topics { slug } }' }, { authorization: `Bearer ${key}` });
    expect(after.status).toBe(401);
  });

  it('gives each key its own rate limit: 429 with Retry-After, another key unaffected', async () => {
    const first = await createKey('Busy partner');
    const second = await createKey('Quiet partner');
    const statuses: number[] = [];
    for (let index = 0; index <= apiKeyRequestLimit.limit; index += 1) {
      statuses.push((await post({ query: '{ __typename }' }, { authorization: `Bearer ${first.key}` })).status);
    }
    expect(statuses.slice(0, apiKeyRequestLimit.limit).every((status) => status === 200)).toBe(true);
    const limited = await post({ query: '{ __typename }' }, { authorization: `Bearer ${first.key}` });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ query: '{ __typename }' }, { authorization: `Bearer ${second.key}` })).status).toBe(200);
  });
});

describe('GraphiQL and introspection in production', () => {
  let t: TestApp;
  afterAll(() => t?.dispose());

  it('lets a partner key introspect, and not a visitor', async () => {
    t ??= await createTestApp({ kind: 'pglite', env: { NODE_ENV: 'production', PERSISTED_OPERATIONS_ONLY: 'true' } });
    const { cookie } = await t.createUserWithSession('introspect_admin', { adminHub: true, role: 'ADMIN' });
    const created = await t.graphql(`mutation { createApiKey(name: "Schema reader") { ... on MutationCreateApiKeySuccess { data { key } } } }`, {}, { cookie });
    const introspect = (headers: Record<string, string>) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    const byKey = await introspect({ authorization: `Bearer ${created.data.createApiKey.data.key}` });
    expect(byKey).toMatchObject({ status: 200 });
    expect(JSON.parse(byKey.body).data.__schema.queryType.name).toBe('Query');
    const byVisitor = await introspect({});
    expect(byVisitor.status).toBeGreaterThanOrEqual(400);
    expect(byVisitor.body).not.toContain('"queryType"');
  });

  it('serves GraphiQL to AdminHub users only', async () => {
    t ??= await createTestApp({ kind: 'pglite', env: { NODE_ENV: 'production', PERSISTED_OPERATIONS_ONLY: 'true' } });
    const { cookie: adminCookie } = await t.createUserWithSession('graphiql_admin', { adminHub: true, role: 'ADMIN' });
    const { cookie: memberCookie } = await t.createUserWithSession('graphiql_member');
    const page = async (cookie?: string) => {
      const response = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      return { status: response.status, isGraphiQL: /graphiql/i.test(await response.text()) };
    };
    expect(await page(adminCookie)).toEqual({ status: 200, isGraphiQL: true });
    expect((await page(memberCookie)).isGraphiQL).toBe(false);
    expect((await page()).isGraphiQL).toBe(false);
  });
});
