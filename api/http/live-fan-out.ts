// Live updates that read the same for every viewer (api/schema/shared-subscriptions.ts), over
// graphql-ws: every socket asking the same operation with the same variables shares ONE
// subscription, run as a visitor. Each event is executed and serialized once, then its bytes go
// to every socket in one loop, as a bare broadcast would: a vote watched by 10,000 people costs
// one execution, not 10,000 (docs/benchmarks.md#live-vote-counts).
//
// graphql-ws still owns each subscriber's operation (limits per socket, `complete` from the
// client, a closed socket): what it iterates for a member yields nothing itself and ends when
// the shared subscription ends (or fails, with its error), or when graphql-ws returns it.
import { getOperationAST, Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { isSameForEveryViewer } from '../schema/shared-subscriptions.ts';

/** What a member's messages go out on: ws's WebSocket. */
export type FanOutSocket = { readonly readyState: number; readonly OPEN: number; send(data: string): void };

/** Everything that identifies one shared subscription's execution. */
export type SharedOperation = { query: string; document: DocumentNode; operationName: string | null | undefined; variables: Record<string, unknown> | null | undefined };

/** Envelop's subscribe, run as a visitor: a stream of results, or the one result that refused it. */
export type SubscribeAsVisitor = (operation: SharedOperation) => Promise<AsyncIterable<ExecutionResult> | ExecutionResult>;

type Member = {
  socket: FanOutSocket;
  messagePrefix: string;
  /** Ends the member's operation: completed, or failed with the subscription's error. */
  finish(failure?: { error: unknown }): void;
};

type SharedSubscription = {
  members: Set<Member>;
  /** Ended, failed, or stopped when its last member left: whoever comes next starts another. */
  over: boolean;
  stop(): void;
};

type Outcome = SharedSubscription | ExecutionResult;

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

const isShared = (outcome: Outcome): outcome is SharedSubscription => 'members' in outcome;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/** The payload graphql-ws would have sent for `result`: errors last, as their JSON. */
function serializedPayload(result: ExecutionResult): string {
  const { errors, ...withoutErrors } = result;
  return JSON.stringify(errors ? { ...withoutErrors, errors: errors.map((error) => error.toJSON()) } : withoutErrors);
}

export function createLiveFanOut(options: { subscribeAsVisitor: SubscribeAsVisitor }) {
  /** By share key: each subscription starting or running (a refusal is forgotten once known). */
  const outcomes = new Map<string, Promise<Outcome>>();

  /** What subscribers that may share a subscription have in common; null for one that may not. */
  function shareKeyOf(schema: GraphQLSchema, operation: SharedOperation): string | null {
    const definition = getOperationAST(operation.document, operation.operationName);
    if (definition?.operation !== 'subscription') return null;
    const [rootField, ...others] = definition.selectionSet.selections;
    if (others.length > 0 || rootField?.kind !== Kind.FIELD) return null;
    if (!isSameForEveryViewer(schema.getSubscriptionType()?.getFields()[rootField.name.value])) return null;
    return JSON.stringify([operation.query, operation.operationName ?? null, operation.variables ?? {}]);
  }

  async function start(operation: SharedOperation, forget: () => void): Promise<Outcome> {
    const stream = await options.subscribeAsVisitor(operation);
    // Refused (an id that is no opinion): each subscriber gets the refusal, as without sharing.
    if (!isAsyncIterable(stream)) return stream;
    const iterator = stream[Symbol.asyncIterator]();
    const shared: SharedSubscription = {
      members: new Set(),
      over: false,
      stop() {
        shared.over = true;
        forget();
        void iterator.return?.();
      },
    };
    const endAll = (failure?: { error: unknown }) => {
      shared.over = true;
      forget();
      for (const member of shared.members) member.finish(failure);
    };
    // The first next() is what starts listening (the pub/sub's stream is lazy): before any member joins.
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await iterator.next();
          if (done) return endAll();
          const payload = serializedPayload(value);
          for (const member of shared.members) {
            if (member.socket.readyState === member.socket.OPEN) member.socket.send(`${member.messagePrefix}${payload}}`);
          }
        }
      } catch (error) {
        endAll({ error });
      }
    })();
    return shared;
  }

  function outcomeFor(key: string, operation: SharedOperation): Promise<Outcome> {
    const existing = outcomes.get(key);
    if (existing) return existing;
    // Called only after start's first await, when `outcome` is set.
    const forget = () => {
      if (outcomes.get(key) === outcome) outcomes.delete(key);
    };
    const outcome = start(operation, forget);
    outcomes.set(key, outcome);
    outcome.then((result) => {
      if (!isShared(result)) forget();
    }, forget);
    return outcome;
  }

  /**
   * What graphql-ws iterates for one member: nothing of its own; it ends with the shared
   * subscription, or when graphql-ws returns it. Nothing of a member that left stays behind.
   */
  function membership(shared: SharedSubscription, socket: FanOutSocket, id: string): AsyncIterableIterator<never> {
    let finish: Member['finish'] = () => {};
    const over = new Promise<IteratorReturnResult<undefined>>((resolve, reject) => {
      finish = (failure) => (failure ? reject(failure.error) : resolve(DONE));
    });
    // graphql-ws awaits `over` through next(); this only keeps a failure nobody awaits from ending the process.
    over.catch(() => {});
    const member: Member = { socket, messagePrefix: `{"id":${JSON.stringify(id)},"type":"next","payload":`, finish };
    shared.members.add(member);
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => over,
      async return() {
        shared.members.delete(member);
        if (shared.members.size === 0 && !shared.over) shared.stop();
        member.finish();
        return DONE;
      },
    };
  }

  return {
    shareKeyOf,
    /**
     * Adds the subscriber on `socket` (graphql-ws operation `id`) to the shared subscription
     * `key` names, starting it for the first one. Resolves to what graphql-ws iterates, or to
     * the result that refused the subscription.
     */
    async join(key: string, operation: SharedOperation, socket: FanOutSocket, id: string): Promise<AsyncIterableIterator<never> | ExecutionResult> {
      for (;;) {
        const outcome = await outcomeFor(key, operation);
        if (!isShared(outcome)) return outcome;
        // It ended, or its last member left, while this one waited: start another.
        if (outcome.over) continue;
        return membership(outcome, socket, id);
      }
    },
  };
}
