// The rules of visitors' kept answers (api/http/anonymous-answers.ts) that a live server cannot
// show on demand: an answer worked out while something changed is not kept, nothing is kept or
// served while the transport between nodes is down or since it was lost, answers age out, and a
// change another node announces empties this one's answers.
import { parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ANSWER_LIFETIME_MS, createAnonymousAnswers, type AnswersChange } from '../../api/http/anonymous-answers.ts';

const PAGE = 'query OpinionPageQuery($slug: String!) { opinion(slug: $slug) { __typename ... on Opinion { id title } } }';
const opinionGlobalId = (id: number) => Buffer.from(`Opinion:${id}`).toString('base64');

type Hooks = {
  onParams(payload: unknown): void;
  onExecute(payload: unknown): { onExecuteDone(payload: unknown): void } | undefined;
  onExecutionResult(payload: unknown): void;
};

function setUp() {
  let clock = 1_000_000;
  const transport = { connected: true, outages: 0 };
  const told: AnswersChange[] = [];
  const answers = createAnonymousAnswers({
    documents: [PAGE, 'query SomethingElse { viewer { id } }'],
    sessionCookieName: 'opinio_session',
    broadcast: (change) => told.push(change),
    transport: () => ({ ...transport }),
    shortcuts: { enabled: true },
    now: () => clock,
  });
  const hooks = answers.plugin as unknown as Hooks;
  /** One request: served from a kept answer (returns it), or worked out by `execute` and maybe kept. */
  function ask(slug: string, options: { cookie?: string; query?: string; during?: () => void; title?: string } = {}) {
    const request = new Request('http://internal/graphql', { method: 'POST', headers: options.cookie ? { cookie: options.cookie } : {} });
    let served: (ExecutionResult & { stringify?: () => string }) | undefined;
    hooks.onParams({ request, params: { query: options.query ?? PAGE, variables: { slug } }, setResult: (result: typeof served) => (served = result) });
    if (served) return { kept: true, text: served.stringify!() };
    options.during?.();
    const data = { opinion: { __typename: 'Opinion', id: opinionGlobalId(slug === 'a' ? 1 : 2), title: options.title ?? slug } };
    hooks.onExecutionResult({ request, result: { data }, setResult: () => {} });
    return { kept: false, text: JSON.stringify({ data }) };
  }
  function mutate(field: string) {
    hooks.onExecute({ args: { document: parse(`mutation { ${field} { __typename } }`), operationName: undefined } })?.onExecuteDone({});
  }
  return { answers, ask, mutate, transport, told, advance: (ms: number) => (clock += ms) };
}

describe('anonymous answers', () => {
  it('keeps a visitor answer of a kept document, and nothing else', () => {
    const { ask } = setUp();
    expect(ask('a').kept).toBe(false);
    expect(ask('a')).toMatchObject({ kept: true, text: JSON.stringify({ data: { opinion: { __typename: 'Opinion', id: opinionGlobalId(1), title: 'a' } } }) });
    expect(ask('a', { cookie: 'opinio_session=token' }).kept).toBe(false);
    expect(ask('a', { cookie: 'other=1' }).kept).toBe(true);
    ask('b', { query: 'query SomethingElse { viewer { id } }' });
    expect(ask('b', { query: 'query SomethingElse { viewer { id } }' }).kept).toBe(false);
  });

  it('does not keep an answer worked out while its opinion or everything changed', () => {
    const { answers, ask, mutate } = setUp();
    ask('a', { during: () => answers.opinionChanged(1), title: 'old' });
    expect(ask('a').kept).toBe(false);
    ask('b', { during: () => mutate('editOpinion') });
    expect(ask('b').kept).toBe(false);
    // A change to another opinion does not concern it.
    ask('a', { during: () => answers.opinionChanged(2) });
    expect(ask('a').kept).toBe(true);
  });

  it('empties on any mutation but those that change nothing kept, and castVote (its event does)', () => {
    const { ask, mutate, told } = setUp();
    ask('a');
    mutate('login');
    mutate('castVote');
    expect(ask('a').kept).toBe(true);
    mutate('setAvatar');
    expect(ask('a').kept).toBe(false);
    expect(told.at(-1)).toMatchObject({ opinionId: null });
  });

  it("applies what other nodes announce, and ignores its own announcements coming back", () => {
    const { answers, ask, told } = setUp();
    ask('a');
    ask('b');
    answers.receive({ opinionId: 2, node: 'another node' });
    expect(ask('a').kept).toBe(true);
    expect(ask('b').kept).toBe(false);
    answers.opinionChanged(1);
    expect(told).toEqual([{ opinionId: 1, node: expect.any(String) }]);
    ask('a');
    answers.receive(told[0]);
    expect(ask('a').kept).toBe(true);
    answers.receive({ opinionId: null, node: 'another node' });
    expect(ask('a').kept).toBe(false);
  });

  it('keeps and serves nothing while the transport between nodes is down, nor what was kept before it was lost', () => {
    const { ask, transport } = setUp();
    ask('a');
    transport.connected = false;
    expect(ask('a').kept).toBe(false);
    expect(ask('b').kept).toBe(false);
    transport.connected = true;
    transport.outages = 1;
    expect(ask('a').kept).toBe(false);
    expect(ask('a').kept).toBe(true);
    // Lost and back while an answer was worked out: it may have missed a change, so it is not kept.
    ask('b', { during: () => (transport.outages = 2) });
    expect(ask('b').kept).toBe(false);
    expect(ask('b').kept).toBe(true);
  });

  it('answers a request naming another operation, even an empty name, the normal way', () => {
    const { ask, answers } = setUp();
    ask('a');
    const hooks = answers.plugin as unknown as Hooks;
    for (const operationName of ['', 'Other']) {
      let served = false;
      hooks.onParams({ request: new Request('http://internal/graphql'), params: { query: PAGE, operationName, variables: { slug: 'a' } }, setResult: () => (served = true) });
      expect(served).toBe(false);
    }
  });

  it(`lets an answer go after ${ANSWER_LIFETIME_MS / 1000} s`, () => {
    const { ask, advance } = setUp();
    ask('a');
    advance(ANSWER_LIFETIME_MS - 1);
    expect(ask('a').kept).toBe(true);
    advance(1);
    expect(ask('a').kept).toBe(false);
  });
});
