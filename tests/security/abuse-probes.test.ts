// One anonymous request must not freeze the embedded server (issue 13). The probes that did
// (10,000 node ids, 50 search aliases) and their cousins (deep, wide, token-heavy and huge
// documents, many operations on one WebSocket, introspection in production) go to the real
// server on PGlite over real HTTP: each is refused with a clear 4xx or GraphQL error, and
// /healthz keeps answering while they run. Figures are printed, not asserted.
import { request as httpRequest } from 'node:http';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createOpinion, createTestApp, createTopic, type TestApp } from '../support/test-app.ts';

type Answer = { status: number; body: string; ms: number };

const OPINIONS = 20;

describe('abuse probes against the embedded server (PGlite, production mode)', () => {
  let t: TestApp;
  const figures: Array<{ probe: string; status: number; ms: number }> = [];

  beforeAll(async () => {
    // Production, but any caller may send text: in production only admins and partners' API keys
    // may (docs/product.md#persisted-operations), and the limits are what holds them. That
    // browsers are refused text altogether is tested in tests/api/partner-access.test.ts.
    t = await createTestApp({ kind: 'pglite', env: { NODE_ENV: 'production', PERSISTED_OPERATIONS_ONLY: 'false' } });
    await createTopic(t.prisma, { id: 1, slug: 'probes', title: 'Probes' });
    for (let id = 1; id <= OPINIONS; id += 1) {
      await createOpinion(t.prisma, { id, slug: `probe-${id}`, title: `The probe opinion number ${id}`, topicIds: [1] });
    }
  }, 60_000);

  afterAll(async () => {
    const refused = figures.filter((figure) => figure.status >= 400 || figure.status === 0).length;
    const longest = Math.max(0, ...figures.map((figure) => figure.ms));
    console.log(`abuse probes: sent ${figures.length} / refused ${refused} / longest server time ${longest} ms`);
    await t?.dispose();
  });

  /** Sends a raw body to /graphql with node:http, so a refusal that arrives mid-upload is still read. */
  function post(body: string | Buffer, options: { chunked?: boolean; cookie?: string } = {}): Promise<Answer> {
    const started = Date.now();
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${t.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'x-forwarded-for': t.clientAddress,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes.length) }),
        },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
      });
      // The server may close the connection after answering 413: that is the point, not a failure.
      // Node's client then drops an answer it had not read yet (a sender still writing sees the
      // reset first): status 0 stands for "closed by the server before the body was sent".
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        else {
          const ms = Date.now() - started;
          setTimeout(() => resolve({ status: 0, body: `connection closed by the server (${error.code})`, ms }), 2_000);
        }
      });
      const chunkSize = 64 * 1024;
      let offset = 0;
      const writeMore = () => {
        while (offset < bytes.length) {
          const chunk = bytes.subarray(offset, offset + chunkSize);
          offset += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', writeMore);
        }
        request.end();
      };
      request.once('response', () => {
        offset = bytes.length;
      });
      writeMore();
    });
  }

  async function probe(name: string, body: string | Buffer, options: { chunked?: boolean; cookie?: string } = {}) {
    const answer = await post(body, options);
    figures.push({ probe: name, status: answer.status, ms: answer.ms });
    console.log(`${name}: ${answer.status} in ${answer.ms} ms: ${answer.body.slice(0, 160)}`);
    return answer;
  }

  const query = (text: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query: text, variables });
  const opinionId = (index: number) => encodeGlobalID('Opinion', (index % OPINIONS) + 1);

  /** Polls /healthz until stopped; every answer's status and time. */
  function watchHealth() {
    const answers: Array<{ status: number; ms: number }> = [];
    let running = true;
    const loop = (async () => {
      while (running) {
        const started = Date.now();
        const response = await fetch(`${t.url}/healthz`).catch(() => null);
        answers.push({ status: response?.status ?? 0, ms: Date.now() - started });
        await response?.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    return {
      async stop() {
        running = false;
        await loop;
        return answers;
      },
    };
  }

  it('refuses the 10,000-id nodes query and the 50 search aliases while /healthz answers', async () => {
    const health = watchHealth();
    const ids = Array.from({ length: 10_000 }, (_, index) => opinionId(index));
    const insights = '... on Opinion { insights { items { desc } } }';
    const [inline, byVariables, hundredAndOne, searches] = await Promise.all([
      probe('nodes, 10,000 ids inline', query(`{ nodes(ids: [${ids.map((id) => `"${id}"`).join(',')}]) { ${insights} } }`)),
      probe('nodes, 10,000 ids as a variable', query(`query ($ids: [ID!]!) { nodes(ids: $ids) { ${insights} } }`, { ids })),
      probe('nodes, 101 ids', query(`query ($ids: [ID!]!) { nodes(ids: $ids) { ${insights} } }`, { ids: ids.slice(0, 101) })),
      probe('50 search aliases', query(`{ ${Array.from({ length: 50 }, (_, index) => `s${index}: search(query: "the") { __typename }`).join(' ')} }`)),
    ]);
    const healthAnswers = await health.stop();
    console.log(
      `/healthz during the probes: ${healthAnswers.length} answers, ${healthAnswers.filter((answer) => answer.status !== 200).length} not 200, longest ${Math.max(...healthAnswers.map((answer) => answer.ms))} ms`,
    );

    // 10,000 ids inline are far more than the 5,000 tokens a document may have; as a variable the
    // ids are counted against the cap of 100 (and the cost) before anything runs.
    expect.soft(inline.status).toBe(400);
    expect.soft(inline.body).toContain('5000 tokens');
    expect.soft(byVariables.status).toBe(400);
    expect.soft(byVariables.body).toContain('nodes takes at most 100 ids (got 10000)');
    expect.soft(hundredAndOne.status).toBe(400);
    expect.soft(hundredAndOne.body).toContain('nodes takes at most 100 ids (got 101)');
    expect.soft(searches.status).toBe(400);
    expect.soft(searches.body).toContain('The document uses more than 30 aliases');
    expect.soft(searches.body).toContain('The document asks for search more than 3 times');
    expect(healthAnswers.length).toBeGreaterThan(0);
    expect(healthAnswers.every((answer) => answer.status === 200)).toBe(true);
  }, 120_000);

  it("judges one document by each request's variables, not by an earlier answer", async () => {
    const nodes = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const ids = (count: number) => Array.from({ length: count }, (_, index) => opinionId(index));
    const hundred = await post(query(nodes, { ids: ids(100) }));
    expect.soft(hundred.status).toBe(200);
    expect.soft(JSON.parse(hundred.body).data.nodes).toHaveLength(100);
    expect.soft((await post(query(nodes, { ids: ids(101) }))).status).toBe(400);
    expect.soft((await post(query(nodes, { ids: ids(3) }))).status).toBe(200);
  }, 60_000);

  it('refuses deep, wide and token-heavy documents', async () => {
    let nested = 'id';
    for (let level = 0; level < 14; level += 1) nested = `children { ${nested} }`;
    const deep = await probe('depth 17', query(`{ commentThread(key: "suggest") { ... on CommentThread { comments { ${nested} } } } }`));
    expect.soft(deep.status).toBe(400);
    expect.soft(deep.body).toContain('The query is too deep');

    const wide = await probe('250 fields', query(`{ topics { ${'id '.repeat(250)} } }`));
    expect.soft(wide.status).toBe(400);
    expect.soft(wide.body).toContain('The query is too wide');

    const tokens = await probe('6,000 tokens', query(`{ viewer { ${'isLoggedIn '.repeat(6_000)} } }`));
    expect.soft(tokens.status).toBe(400);
    expect.soft(tokens.body).toContain('5000 tokens');
  }, 60_000);

  it('refuses a 25 MB body with 413, declared or streamed, without reading it all', async () => {
    const huge = Buffer.alloc(25 * 1024 * 1024, 'a');
    const declared = await probe('25 MB body (Content-Length)', huge);
    expect.soft(declared.status).toBe(413);
    expect.soft(declared.body).toContain('at most 3 MB');
    const streamed = await probe('25 MB body (chunked)', huge, { chunked: true });
    expect.soft([413, 0]).toContain(streamed.status);
    // The server still serves after both.
    expect((await t.graphql('{ viewer { isLoggedIn } }')).data.viewer.isLoggedIn).toBe(false);
  }, 60_000);

  it('introspection and "Did you mean" are for admins only in production', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const anonymous = await probe('introspection, anonymous', query(introspection));
    expect.soft(anonymous.status).toBe(400);
    expect.soft(anonymous.body).toContain('introspection has been disabled');
    const typo = await probe('typo, anonymous', query('{ viewr { isLoggedIn } }'));
    expect.soft(typo.status).toBe(400);
    expect.soft(typo.body).toContain('Cannot query field \\"viewr\\" on type \\"Query\\".');
    expect.soft(typo.body).not.toContain('Did you mean');
    const sortTypo = query('query ($sort: CommentSort) { commentThread(key: "suggest") { ... on CommentThread { comments(sort: $sort) { id } } } }', { sort: 'SCOR' });
    const badEnum = await probe('enum typo in a variable, anonymous', sortTypo);
    expect.soft(badEnum.status).toBe(400);
    expect.soft(JSON.parse(badEnum.body).errors[0].message).toMatch(/Value "SCOR" does not exist in "CommentSort" enum\.$/);
    expect.soft(badEnum.body).not.toContain('Did you mean');
    const member = await t.createUserWithSession('probe_member');
    expect.soft((await post(query(introspection), { cookie: member.cookie })).status).toBe(400);

    const admin = await t.createUserWithSession('probe_admin', { role: 'ADMIN' });
    const asAdmin = await post(query(introspection), { cookie: admin.cookie });
    expect.soft(asAdmin.status, asAdmin.body).toBe(200);
    expect.soft(JSON.parse(asAdmin.body).data.__schema.queryType.name).toBe('Query');
    const adminTypo = await post(query('{ viewr { isLoggedIn } }'), { cookie: admin.cookie });
    expect.soft(adminTypo.body).toContain('Did you mean');
    const adminSortTypo = await post(sortTypo, { cookie: admin.cookie });
    expect.soft(JSON.parse(adminSortTypo.body).errors[0].message, adminSortTypo.body).toContain('Did you mean the enum value "SCORE"');
  }, 60_000);

  it('one WebSocket runs at most 10 subscriptions and 5 queries at once; the rest get an error, the socket stays', async () => {
    const client: Client = createClient({ url: `${t.url.replace('http://', 'ws://')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    try {
      const refusals: string[] = [];
      const stops: Array<() => void> = [];
      const subscriptionAnswers = Array.from(
        { length: 15 },
        (_, index) =>
          new Promise<'open' | 'refused'>((resolve) => {
            stops.push(
              client.subscribe(
                { query: 'subscription ($id: ID!) { voteTallyChanged(opinionId: $id) { numVotes } }', variables: { id: opinionId(index) } },
                {
                  next: () => {},
                  error: (error) => {
                    refusals.push(JSON.stringify(error));
                    resolve('refused');
                  },
                  complete: () => resolve('refused'),
                },
              ),
            );
            // A subscription that is still open after the others were answered was accepted.
            setTimeout(() => resolve('open'), 3_000);
          }),
      );
      const outcomes = await Promise.all(subscriptionAnswers);
      const queryOutcomes = await Promise.all(
        Array.from({ length: 30 }, () =>
          new Promise<'data' | 'refused'>((resolve, reject) => {
            client.subscribe(
              { query: '{ search(query: "probe opinion") { __typename } }' },
              {
                next: (result) => (result.data ? resolve('data') : reject(new Error(JSON.stringify(result.errors)))),
                error: (error) => {
                  if (JSON.stringify(error).includes('queries or mutations at once per connection')) resolve('refused');
                  else reject(new Error(JSON.stringify(error)));
                },
                complete: () => {},
              },
            );
          }),
        ),
      );
      const after = await new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: '{ viewer { isLoggedIn } }' }, { next: (result) => resolve(result.data), error: reject, complete: () => {} });
      });
      for (const stop of stops) stop();
      const opened = outcomes.filter((outcome) => outcome === 'open').length;
      const queriesRefused = queryOutcomes.filter((outcome) => outcome === 'refused').length;
      console.log(`one WebSocket: 15 subscriptions sent, ${opened} open, ${15 - opened} refused; 30 queries sent at once, ${queriesRefused} refused`);
      figures.push({ probe: 'WebSocket subscriptions', status: 15 - opened > 0 ? 400 : 200, ms: 0 });
      expect.soft(opened).toBe(10);
      expect.soft(refusals.every((refusal) => refusal.includes('At most 10 live subscriptions per connection'))).toBe(true);
      expect.soft(queriesRefused).toBeGreaterThan(0);
      expect(after).toEqual({ viewer: { isLoggedIn: false } });
    } finally {
      await client.dispose();
    }
  }, 60_000);
});
