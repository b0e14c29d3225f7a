// The time limit of one operation (api/http/operation-limits.ts): past it the caller gets an
// OPERATION_TIMEOUT error at once, and the fields not yet started are not started. A schema of
// deliberately slow fields stands in for slow statements (which PGlite cannot interrupt, and which
// the real schema's cost limits keep from being asked for), with the limit shortened to 300 ms.
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createOperationLimits } from '../../api/http/operation-limits.ts';

const STEP_MS = 200;

function slowServer() {
  const started: string[] = [];
  let finished = 0;
  const schema = createSchema({
    typeDefs: 'type Query { fast: Int! } type Mutation { step(name: String!): Int! }',
    resolvers: {
      Query: { fast: () => 1 },
      Mutation: {
        step: async (_root: unknown, args: { name: string }) => {
          started.push(args.name);
          await new Promise((resolve) => setTimeout(resolve, STEP_MS));
          finished += 1;
          return finished;
        },
      },
    },
  });
  const limits = createOperationLimits({ production: false, resolveCaller: async () => ({ viewer: null, partner: false }), operationTimeoutMs: 300 });
  const yoga = createYoga({ schema, plugins: [limits.plugin], ...limits.yogaOptions, logging: false });
  const post = async (query: string) => {
    const response = await yoga.fetch('http://internal/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, json: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
  };
  return { post, started, finishedSteps: () => finished };
}

describe('the time limit of one operation', () => {
  it('answers OPERATION_TIMEOUT and starts no further fields', async () => {
    const server = slowServer();
    // Mutation fields run one after another: 10 steps of 200 ms would take 2 s.
    const steps = Array.from({ length: 10 }, (_, index) => `s${index}: step(name: "s${index}")`).join(' ');
    const answer = await server.post(`mutation { ${steps} }`);
    const finishedWhenAnswered = server.finishedSteps();
    console.log(`timeout: ${server.started.length} of 10 slow fields started, ${finishedWhenAnswered} finished when the answer came`);
    expect(answer.status).toBe(503);
    expect(answer.json.errors?.[0]).toMatchObject({ message: 'The operation took longer than 0.3 s and was stopped', extensions: { code: 'OPERATION_TIMEOUT' } });
    expect(finishedWhenAnswered).toBeLessThan(10);
    // Wait as long as the remaining steps would have taken: none of them starts after the answer.
    const startedWhenAnswered = server.started.length;
    await new Promise((resolve) => setTimeout(resolve, STEP_MS * 3));
    expect(server.started.length).toBe(startedWhenAnswered);
    expect(startedWhenAnswered).toBeLessThan(10);
  });

  it('leaves quick operations alone', async () => {
    const answer = await slowServer().post('{ fast }');
    expect(answer).toEqual({ status: 200, json: { data: { fast: 1 } } });
  });
});
