// Answers kept for visitors who are not signed in (docs/decisions.md#anonymous-answers). Most of
// the opinion page's readers are visitors, and every visitor asking the same page with the same
// variables gets the same answer, byte for byte, until something it shows changes: so the
// endpoint keeps that answer and hands it to the next visitor without parsing, checking, running
// or serializing anything. A signed-in member, a partner's key, or a cookie that may be a session
// is never answered from here and never fills it: their answers hold their own fields.
//
// Only the documents named in CACHED_OPERATIONS are kept, each with what it reads spelled out,
// because an answer can only be kept as long as everything that changes it empties it:
// - every mutation, by anyone, through any transport, empties every kept answer once it has run,
//   except the few that change nothing these documents read (MUTATIONS_THAT_CHANGE_NO_KEPT_ANSWER)
//   and castVote, which changes one opinion's figures and says so by vote.cast (emptying that
//   opinion's answers: api/event-subscriptions.ts);
// - every node tells the others over the live-updates pub/sub (Redis between nodes), and keeps
//   nothing while that transport is down or since it last was;
// - what changes without a mutation or a vote (an insights snapshot that becomes due for
//   retaking 15 minutes after it was taken, or that a member's read retook) shows at most
//   ANSWER_LIFETIME_MS late, and so does a change made outside the app (an operator's SQL).
import { Kind, getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { readCookie } from '../auth/cookies.ts';
import type { Shortcuts } from './operation-limits.ts';

/**
 * The documents kept, by operation name, each with the database id of the opinion its answer
 * shows: null when it shows none (the opinion does not exist or was removed: only a mutation
 * changes that, and every such mutation empties everything), undefined when the answer does not
 * say (then it is not kept, since no vote could empty it).
 */
const CACHED_OPERATIONS: Record<string, (data: Record<string, unknown>) => number | null | undefined> = {
  // The opinion page (client/pages/opinion): the opinion, its tally, insights, topics, comment
  // thread, and the visitor's (constant) viewer flags.
  OpinionPageQuery: (data) => opinionIdOfLookup(data.opinion, (opinion) => databaseIdOfGlobalId(opinion.id, 'Opinion')),
  // GET /api/opinion/get (api/modules/opinion/rest.ts), the same opinion for REST callers.
  RestOpinionGet: (data) => opinionIdOfLookup(data.opinion, (opinion) => (Number.isSafeInteger(opinion.databaseId) ? (opinion.databaseId as number) : undefined)),
};

/**
 * Mutations that write nothing the kept documents select (the opinion, its topics, tallies,
 * insights snapshot and vote history, its comment thread, comments, likes, and usernames), so
 * a visitor's kept answer stays right after them. Anything not listed here (or castVote) empties
 * every kept answer: a new mutation is safe until it is shown to belong here.
 */
const MUTATIONS_THAT_CHANGE_NO_KEPT_ANSWER = new Set([
  'login',
  'logout',
  'requestSignupCode',
  'requestPasswordReset',
  'recordAnalyticsEvent',
  'logCookieChoice',
  'markNotificationsRead',
  'setEmailPreferences',
  'followTopic',
  'followArtifact',
]);

/** Mutations whose changes to kept answers their domain events announce, opinion by opinion. */
const MUTATIONS_ANNOUNCED_BY_EVENTS = new Set(['castVote']);

/** How long an answer is kept at most, whatever happens (see the header: time, outside changes). */
export const ANSWER_LIFETIME_MS = 30_000;
/** Answers kept at most (an opinion page is some 10 kB): the oldest go first. */
const ANSWERS_KEPT = 2_000;

/** What one node tells the others: an opinion's answers changed, or everything may have. */
export type AnswersChange = { opinionId: number | null; node: string };

type Lookup = Record<string, unknown> & { __typename?: unknown };

function opinionIdOfLookup(value: unknown, idOf: (opinion: Lookup) => number | undefined): number | null | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const lookup = value as Lookup;
  if (lookup.__typename === 'NotFoundError' || lookup.__typename === 'GoneError') return null;
  return lookup.__typename === 'Opinion' ? idOf(lookup) : undefined;
}

function databaseIdOfGlobalId(value: unknown, typename: string): number | undefined {
  if (typeof value !== 'string') return undefined;
  const [kind, id] = Buffer.from(value, 'base64').toString('utf8').split(':');
  const number = Number(id);
  return kind === typename && Number.isSafeInteger(number) ? number : undefined;
}

const operationNameOf = (text: string) => /^\s*query\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(text)?.[1];

type Answer = { text: string; data: unknown; opinionId: number | null; keptAt: number; outages: number };
type Pending = { key: string; operationName: string; since: number; outages: number };

export type AnonymousAnswers = ReturnType<typeof createAnonymousAnswers>;

export function createAnonymousAnswers(options: {
  /** Document texts the endpoint may receive (persisted operations, REST documents): the kept ones are picked by name. */
  documents: Iterable<string>;
  sessionCookieName: string;
  /** Tells the other nodes (it may reach this one too) that answers changed. */
  broadcast: (change: AnswersChange) => void;
  /**
   * The transport between nodes: whether this node hears the others' changes now (connected and
   * subscribed), and how often it was lost so far. An answer is kept only while it hears and
   * has not been lost since.
   */
  transport: () => { connected: boolean; outages: number };
  shortcuts: Shortcuts;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  const node = crypto.randomUUID();
  const keptDocuments = new Map<string, string>();
  for (const text of options.documents) {
    const name = operationNameOf(text);
    if (name && name in CACHED_OPERATIONS) keptDocuments.set(text, name);
  }

  const answers = new Map<string, Answer>();
  const keysByOpinion = new Map<number, Set<string>>();
  // Every change counts one; an answer worked out since an earlier count than the last change
  // of what it shows may have read the state before it, and is not kept.
  let changes = 0;
  let everythingChangedAt = 0;
  const opinionChangedAt = new Map<number, number>();

  function forget(key: string) {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    if (answer.opinionId !== null) keysByOpinion.get(answer.opinionId)?.delete(key);
  }

  /** Applies a change here (from this node or another). */
  function changed(opinionId: number | null) {
    changes += 1;
    if (opinionId === null) {
      everythingChangedAt = changes;
      opinionChangedAt.clear();
      answers.clear();
      keysByOpinion.clear();
      return;
    }
    opinionChangedAt.set(opinionId, changes);
    for (const key of keysByOpinion.get(opinionId) ?? []) answers.delete(key);
    keysByOpinion.delete(opinionId);
  }

  /** A change made on this node: applied here at once, then told to the others. */
  function announce(opinionId: number | null) {
    changed(opinionId);
    options.broadcast({ opinionId, node });
  }

  function isAnonymous(headers: Headers): boolean {
    if (headers.has('authorization')) return false;
    const cookies = headers.get('cookie');
    return !cookies || readCookie(cookies, options.sessionCookieName) === null;
  }

  const pending = new WeakMap<Request, Pending>();

  function keyFor(request: Request, params: { query?: string; operationName?: string | null; variables?: Record<string, unknown> | null }) {
    if (!options.shortcuts.enabled || typeof params.query !== 'string') return null;
    const operationName = keptDocuments.get(params.query);
    // Any other name (even an empty one) is an error the normal path answers.
    if (!operationName || (params.operationName != null && params.operationName !== operationName)) return null;
    if (!isAnonymous(request.headers)) return null;
    return { key: JSON.stringify([params.query, params.variables ?? {}]), operationName };
  }

  /** Mutations' root fields, or null when the operation is not a mutation. */
  function mutationFieldsOf(document: DocumentNode, operationName: string | null | undefined): string[] | null {
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'mutation') return null;
    // A fragment on Mutation hides its fields from this look: such a document empties everything.
    return operation.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : ''));
  }

  const plugin: Plugin = {
    onParams({ request, params, setResult }) {
      const found = keyFor(request, params);
      if (!found) return;
      const answer = answers.get(found.key);
      const transport = options.transport();
      if (answer && transport.connected && answer.outages === transport.outages && now() - answer.keptAt < ANSWER_LIFETIME_MS) {
        // Refreshed as the most recently used, so a popular page outlives the rest.
        answers.delete(found.key);
        answers.set(found.key, answer);
        setResult({ data: answer.data, stringify: () => answer.text } as ExecutionResult);
        return;
      }
      if (answer) forget(found.key);
      pending.set(request, { ...found, since: changes, outages: transport.outages });
    },
    onExecute({ args }) {
      const fields = mutationFieldsOf(args.document, args.operationName);
      if (fields === null) return;
      return {
        onExecuteDone() {
          const announcedOrHarmless = fields.every((field) => MUTATIONS_THAT_CHANGE_NO_KEPT_ANSWER.has(field) || MUTATIONS_ANNOUNCED_BY_EVENTS.has(field));
          // Whatever the outcome: a mutation that failed half-way may have written something.
          if (!announcedOrHarmless) announce(null);
        },
      };
    },
    onExecutionResult({ request, result, setResult }) {
      const waiting = pending.get(request);
      if (!waiting) return;
      pending.delete(request);
      if (!result || Symbol.asyncIterator in result) return;
      const executed = result as ExecutionResult;
      if (executed.errors?.length || executed.extensions || !executed.data) return;
      const opinionId = CACHED_OPERATIONS[waiting.operationName](executed.data);
      if (opinionId === undefined) return;
      const text = JSON.stringify({ data: executed.data });
      // Serialized once for this answer and every later one.
      setResult({ ...executed, stringify: () => text } as ExecutionResult);
      if (everythingChangedAt > waiting.since || (opinionId !== null && (opinionChangedAt.get(opinionId) ?? 0) > waiting.since)) return;
      // Changes other nodes sent while the transport was away may have been missed meanwhile.
      const transport = options.transport();
      if (!transport.connected || transport.outages !== waiting.outages) return;
      forget(waiting.key);
      answers.set(waiting.key, { text, data: executed.data, opinionId, keptAt: now(), outages: transport.outages });
      if (opinionId !== null) {
        let keys = keysByOpinion.get(opinionId);
        if (!keys) keysByOpinion.set(opinionId, (keys = new Set()));
        keys.add(waiting.key);
      }
      if (answers.size > ANSWERS_KEPT) forget(answers.keys().next().value!);
    },
  };

  return {
    plugin,
    /** An opinion's figures changed on this node (vote.cast): its kept answers go, on every node. */
    opinionChanged: (opinionId: number) => announce(opinionId),
    /** What another node (or this one, through the transport) said changed. */
    receive(change: AnswersChange) {
      if (change.node !== node) changed(change.opinionId);
    },
    /** Answers kept now (tests). */
    size: () => answers.size,
  };
}
