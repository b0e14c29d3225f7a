// 2,000 malformed requests to the real server on PGlite, over REST (/api/...) and GraphQL: bad
// JSON, wrong types, huge numbers, odd unicode, nulls, missing fields, bad variables, wrong
// methods, odd content types. Bad input is the caller's fault: never a 5xx, and never an answer
// that shows the server's insides (stack traces, Prisma or SQL text, file paths). The seed is
// fixed, so a failure names a request that can be sent again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restEndpoints } from '../../api/rest/endpoints.ts';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';

const REQUESTS = 2_000;
const CONCURRENCY = 8;
const SEED = 13;

/** mulberry32: a small deterministic generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick, chance: (probability: number) => next() < probability };
}

type Random = ReturnType<typeof generator>;

const ODD_STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  '\u0000',
  '\u202Eevil\u202C',
  '😀'.repeat(50),
  '\uD800',
  "'; DROP TABLE \"User\"; --",
  '%00%ff',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${process.env}',
  'Opinion:1',
  'T3BpbmlvbjoxMjM0NTY3ODkwMTIzNDU2Nzg5MA==',
  'null',
  '-1',
  '1e999',
];
const ODD_NUMBERS = [0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER, 1.2345678901234568e29];

function oddValue(random: Random, depth = 0): unknown {
  const kind = random.pick(['string', 'number', 'null', 'bool', 'array', 'object', 'nested'] as const);
  switch (kind) {
    case 'string':
      return random.pick(ODD_STRINGS);
    case 'number':
      return random.pick(ODD_NUMBERS);
    case 'null':
      return null;
    case 'bool':
      return random.chance(0.5);
    case 'array':
      return depth > 2 ? [] : Array.from({ length: Math.floor(random.next() * 4) }, () => oddValue(random, depth + 1));
    default:
      return depth > 2 ? {} : oddObject(random, depth + 1);
  }
}

const FIELD_NAMES = ['id', 'slug', 'rating', 'body', 'title', 'email', 'password', 'username', 'code', 'threadKey', 'commentId', 'opinionId', 'topicIds', 'first', 'query', 'q', 'name', 'type', 'report', 'input', 'sort', 'reason'];

function oddObject(random: Random, depth = 0): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: Math.floor(random.next() * 5) }, () => [random.pick(FIELD_NAMES), oddValue(random, depth)]));
}

const QUERY_PARAMETERS = ['id', 'slug', 'q', 'opinionID', 'name', 'type', 'username', 'threadID', 'first', 'page', 'token', 't'];

const GRAPHQL_DOCUMENTS = [
  'query ($slug: String!) { opinion(slug: $slug) { __typename ... on Opinion { id title } } }',
  'query ($id: ID!) { node(id: $id) { id } }',
  'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
  'query ($q: String!, $n: Int) { search(query: $q, first: $n) { __typename } }',
  'query ($n: Int) { contributors(first: $n) { username } }',
  'query ($u: String!) { user(username: $u) { __typename } }',
  'mutation ($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
  'mutation ($input: LoginInput!) { login(input: $input) { __typename } }',
  'mutation ($input: PostCommentInput!) { postComment(input: $input) { __typename } }',
  'query ($key: String!) { commentThread(key: $key) { __typename } }',
  '{ viewer { isLoggedIn } }',
];

type Sent = { method: string; path: string; headers: Record<string, string>; body?: string };

function restRequest(random: Random): Sent {
  const endpoint = random.pick(restEndpoints);
  const parameters = new URLSearchParams();
  for (let index = Math.floor(random.next() * 3); index > 0; index -= 1) parameters.set(random.pick(QUERY_PARAMETERS), String(oddValue(random)));
  const path = `${endpoint.path}${parameters.size > 0 ? `?${parameters}` : ''}`;
  const method = random.chance(0.15) ? random.pick(['PUT', 'DELETE', 'PATCH', endpoint.method === 'GET' ? 'POST' : 'GET']) : endpoint.method;
  if (method === 'GET' || method === 'DELETE') return { method, path, headers: {} };
  const body = random.pick([
    () => JSON.stringify({ body: oddObject(random) }),
    () => JSON.stringify(oddValue(random)),
    () => JSON.stringify({ body: oddValue(random) }),
    () => '{"body": {"id": ',
    () => random.pick(ODD_STRINGS),
    () => JSON.stringify({ body: { ...oddObject(random), id: random.pick(ODD_NUMBERS) } }),
  ])();
  const contentType = random.chance(0.8) ? 'application/json' : random.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']);
  return { method, path, headers: { 'content-type': contentType }, body };
}

function graphqlRequest(random: Random): Sent {
  const headers: Record<string, string> = {
    'content-type': random.chance(0.85) ? 'application/json' : random.pick(['text/plain', 'application/graphql', 'application/x-www-form-urlencoded', 'application/xml']),
    accept: random.pick(['application/graphql-response+json, application/json', 'application/json', 'text/event-stream', '*/*', 'text/html']),
  };
  const document = random.pick(GRAPHQL_DOCUMENTS);
  const variables = random.chance(0.7) ? oddObject(random) : oddValue(random);
  const variant = random.pick(['variables', 'variables', 'truncated', 'garbage', 'badJson', 'wrongTypes', 'get', 'method'] as const);
  switch (variant) {
    case 'truncated':
      return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: document.slice(0, Math.floor(random.next() * document.length)) }) };
    case 'garbage':
      return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: random.pick(ODD_STRINGS), variables }) };
    case 'badJson':
      return { method: 'POST', path: '/graphql', headers, body: random.pick(['{', '{"query": ', 'null', '[]', '"query"', '{"query": 1}', '{"query": null}', '{"variables": "x"}']) };
    case 'wrongTypes':
      return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: document, variables: random.pick(['x', 1, [], true]), operationName: oddValue(random), extensions: oddValue(random) }) };
    case 'get':
      return { method: 'GET', path: `/graphql?query=${encodeURIComponent(document)}&variables=${encodeURIComponent(JSON.stringify(variables) ?? 'x')}`, headers: { accept: headers.accept } };
    case 'method':
      return { method: random.pick(['PUT', 'DELETE', 'PATCH']), path: '/graphql', headers, body: JSON.stringify({ query: document, variables }) };
    default:
      return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: document, variables }) };
  }
}

/** What an answer must never show: stack frames, file paths, Prisma, SQL or driver text. */
const LEAKS = [
  /\n\s+at [\w.<>]+ \(/,
  /\bat .*\.(ts|js):\d+/,
  /\/(work|home|root|usr|app|tmp)\/[\w.-]+\//,
  /node_modules/,
  /prisma/i,
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT INTO\b/,
  /syntax error at or near/,
  /invalid input syntax/,
  /violates (unique|foreign key|check) constraint/,
  /relation "\w+"/,
  /pglite/i,
];

describe('fuzzing REST and GraphQL (PGlite)', () => {
  let t: TestApp;
  let memberCookie = '';

  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
    await createTopic(t.prisma, { id: 1, slug: 'fuzz', title: 'Fuzz' });
    await createOpinion(t.prisma, { id: 1, slug: 'fuzz-opinion', title: 'A fuzz opinion', topicIds: [1] });
    memberCookie = (await t.createUserWithSession('fuzz_member')).cookie;
  }, 60_000);

  afterAll(async () => {
    await t?.dispose();
  });

  it('the leak detector recognises a stack trace, a Prisma error, SQL and a file path', () => {
    const samples = [
      'Error: boom\n    at resolve (/work/main/api/modules/vote/service.ts:12:3)',
      'Invalid `prisma.vote.create()` invocation',
      'SELECT "id" FROM "Opinion" WHERE',
      'ENOENT: /work/main/data/pglite/base',
    ];
    expect(samples.filter((sample) => LEAKS.some((pattern) => pattern.test(sample)))).toEqual(samples);
  });

  it('answers 2,000 malformed requests without a 5xx and without showing its insides', async () => {
    const random = generator(SEED);
    const requests = Array.from({ length: REQUESTS }, (_, index) => {
      const sent = random.chance(0.5) ? restRequest(random) : graphqlRequest(random);
      // Half as a member, to reach the code behind the log-in checks; each from its own
      // address, so the rate limits of one address do not answer everything.
      if (random.chance(0.5)) sent.headers.cookie = memberCookie;
      sent.headers['x-forwarded-for'] = `10.13.${Math.floor(index / 250)}.${index % 250}`;
      return sent;
    });
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const leaks: string[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const sent = requests[next];
          next += 1;
          const response = await fetch(`${t.url}${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const described = `${sent.method} ${sent.path.slice(0, 120)} ${sent.body?.slice(0, 120) ?? ''} -> ${response.status} ${text.slice(0, 300)}`;
          if (response.status >= 500) serverErrors.push(described);
          if (LEAKS.some((pattern) => pattern.test(text))) leaks.push(described);
        }
      }),
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    console.log(`fuzz: ${REQUESTS} sent in ${Date.now() - started} ms (${byStatus}); 5xx: ${serverErrors.length}; leaked internals: ${leaks.length}`);
    expect(serverErrors.slice(0, 5)).toEqual([]);
    expect(leaks.slice(0, 5)).toEqual([]);
  }, 120_000);
});
