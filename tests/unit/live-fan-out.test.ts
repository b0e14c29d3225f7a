// One subscription per event for every WebSocket subscriber asking the same thing of a field that
// reads the same for every viewer (api/http/live-fan-out.ts), against a stand-in for Envelop's
// subscribe and ws's sockets.
import { GraphQLError, GraphQLInt, GraphQLObjectType, GraphQLSchema, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLiveFanOut, type FanOutSocket, type SharedOperation } from '../../api/http/live-fan-out.ts';
import { sameForEveryViewer } from '../../api/schema/shared-subscriptions.ts';

const Tally = new GraphQLObjectType({ name: 'Tally', fields: { count: { type: GraphQLInt } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      tally: { type: Tally, args: { id: { type: GraphQLInt } }, extensions: sameForEveryViewer },
      personal: { type: Tally },
    },
  }),
});

function operation(query: string, variables: Record<string, unknown> = {}): SharedOperation {
  return { query, document: parse(query), operationName: undefined, variables };
}
const tallyOperation = operation('subscription ($id: Int) { tally(id: $id) { count } }', { id: 1 });

/** A source of results the test pushes into, as the pub/sub would. */
function pushedStream() {
  const queued: Array<IteratorResult<ExecutionResult>> = [];
  let waiting: { resolve(result: IteratorResult<ExecutionResult>): void; reject(error: unknown): void } | null = null;
  let failure: unknown = null;
  const state = { returned: false };
  const deliver = (result: IteratorResult<ExecutionResult>) => {
    if (waiting) {
      waiting.resolve(result);
      waiting = null;
    } else queued.push(result);
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      if (failure) return Promise.reject(failure);
      const next = queued.shift();
      if (next) return Promise.resolve(next);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    async return() {
      state.returned = true;
      deliver({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
  };
  return {
    iterator,
    state,
    push: (result: ExecutionResult) => deliver({ done: false, value: result }),
    end: () => deliver({ done: true, value: undefined }),
    fail(error: unknown) {
      failure = error;
      waiting?.reject(error);
      waiting = null;
    },
  };
}

function fakeSocket(): FanOutSocket & { sent: string[]; readyState: number } {
  return {
    OPEN: 1,
    readyState: 1,
    sent: [] as string[],
    send(data: string) {
      this.sent.push(data);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function fanOutOver(streams: Array<ReturnType<typeof pushedStream>>) {
  const calls: SharedOperation[] = [];
  const fanOut = createLiveFanOut({
    subscribeAsVisitor: async (shared) => {
      calls.push(shared);
      return streams[calls.length - 1].iterator;
    },
  });
  return { fanOut, calls };
}

describe('live fan-out', () => {
  it('shares only subscriptions to a field marked the same for every viewer, by document and variables', () => {
    const { fanOut } = fanOutOver([]);
    const key = fanOut.shareKeyOf(schema, tallyOperation);
    expect(key).not.toBeNull();
    expect(fanOut.shareKeyOf(schema, operation(tallyOperation.query, { id: 1 }))).toBe(key);
    expect(fanOut.shareKeyOf(schema, operation(tallyOperation.query, { id: 2 }))).not.toBe(key);
    expect(fanOut.shareKeyOf(schema, operation('subscription { personal { count } }'))).toBeNull();
    expect(fanOut.shareKeyOf(schema, operation('query { ok }'))).toBeNull();
  });

  it('subscribes once for every member and sends each one the message graphql-ws would have, with its own id', async () => {
    const stream = pushedStream();
    const { fanOut, calls } = fanOutOver([stream]);
    const key = fanOut.shareKeyOf(schema, tallyOperation)!;
    const [first, second, closed] = [fakeSocket(), fakeSocket(), fakeSocket()];
    await Promise.all([fanOut.join(key, tallyOperation, first, 'a'), fanOut.join(key, tallyOperation, second, 'b'), fanOut.join(key, tallyOperation, closed, 'c')]);
    expect(calls).toHaveLength(1);

    closed.readyState = 3;
    const result = { data: { tally: { count: 7 } }, errors: [new GraphQLError('Partly failed')] };
    stream.push(result);
    await settle();
    const { errors, ...data } = result;
    const payload = { ...data, errors: errors.map((error) => error.toJSON()) };
    expect(first.sent).toEqual([JSON.stringify({ id: 'a', type: 'next', payload })]);
    expect(second.sent).toEqual([JSON.stringify({ id: 'b', type: 'next', payload })]);
    expect(closed.sent).toEqual([]);
  });

  it('stops the subscription when the last member leaves, and starts another for the next one', async () => {
    const [firstStream, secondStream] = [pushedStream(), pushedStream()];
    const { fanOut, calls } = fanOutOver([firstStream, secondStream]);
    const key = fanOut.shareKeyOf(schema, tallyOperation)!;
    const [first, second] = [fakeSocket(), fakeSocket()];
    const firstMembership = (await fanOut.join(key, tallyOperation, first, 'a')) as AsyncIterableIterator<never>;
    const secondMembership = (await fanOut.join(key, tallyOperation, second, 'b')) as AsyncIterableIterator<never>;
    const firstEnds = firstMembership.next();

    await firstMembership.return!();
    expect(await firstEnds).toEqual({ done: true, value: undefined });
    firstStream.push({ data: { tally: { count: 1 } } });
    await settle();
    expect(first.sent).toEqual([]);
    expect(second.sent).toHaveLength(1);
    expect(firstStream.state.returned).toBe(false);

    await secondMembership.return!();
    expect(firstStream.state.returned).toBe(true);

    const later = fakeSocket();
    await fanOut.join(key, tallyOperation, later, 'c');
    expect(calls).toHaveLength(2);
    secondStream.push({ data: { tally: { count: 2 } } });
    await settle();
    expect(later.sent).toEqual([JSON.stringify({ id: 'c', type: 'next', payload: { data: { tally: { count: 2 } } } })]);
  });

  it('ends every member with the subscription, and fails them with its error', async () => {
    const [ending, failing] = [pushedStream(), pushedStream()];
    const { fanOut } = fanOutOver([ending, failing]);
    const endingKey = fanOut.shareKeyOf(schema, tallyOperation)!;
    const otherOperation = operation(tallyOperation.query, { id: 2 });
    const failingKey = fanOut.shareKeyOf(schema, otherOperation)!;
    const ended = ((await fanOut.join(endingKey, tallyOperation, fakeSocket(), 'a')) as AsyncIterableIterator<never>).next();
    const failed = ((await fanOut.join(failingKey, otherOperation, fakeSocket(), 'b')) as AsyncIterableIterator<never>).next();

    ending.end();
    failing.fail(new Error('Redis went away'));
    expect(await ended).toEqual({ done: true, value: undefined });
    await expect(failed).rejects.toThrow('Redis went away');
  });

  it('hands a refusal to each subscriber and keeps nothing of it', async () => {
    const refusal: ExecutionResult = { errors: [new GraphQLError('This opinion does not exist')] };
    let calls = 0;
    const fanOut = createLiveFanOut({
      subscribeAsVisitor: async () => {
        calls += 1;
        return refusal;
      },
    });
    const key = fanOut.shareKeyOf(schema, tallyOperation)!;
    expect(await fanOut.join(key, tallyOperation, fakeSocket(), 'a')).toBe(refusal);
    expect(await fanOut.join(key, tallyOperation, fakeSocket(), 'b')).toBe(refusal);
    expect(calls).toBe(2);
  });
});
