// A subscription whose events read the same for every viewer (an opinion's vote counts) says so
// with these extensions; over WebSocket the server then works each event out once for all the
// subscribers asking the same thing, instead of once per subscriber (api/http/live-fan-out.ts).
// That shared answer is worked out as a visitor: a field below it that did depend on the viewer
// would show everyone what a visitor sees, never one person what another may see.
import type { GraphQLField } from 'graphql';

export const sameForEveryViewer = { sameForEveryViewer: true } as const;

export function isSameForEveryViewer(field: Pick<GraphQLField<unknown, unknown>, 'extensions'> | undefined): boolean {
  return field?.extensions.sameForEveryViewer === true;
}
