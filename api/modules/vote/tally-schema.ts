// VoteTally: an opinion's vote counts as their own Relay node, so a live update (the
// subscription) replaces exactly this record in every client's store.
import { parseDatabaseId } from '../../domain/database-ids.ts';
import { votePercentages, type FiveCounts } from '../../domain/vote-results.ts';
import { builder } from '../../schema/builder.ts';

export type VoteTallyShape = { opinionId: number; counts: FiveCounts };

export const VoteTallyRef = builder.objectRef<VoteTallyShape>('VoteTally');

builder.node(VoteTallyRef, {
  description: "An opinion's vote counts.",
  id: { resolve: (tally) => tally.opinionId },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'counts' in value && 'opinionId' in value,
  loadOne: async (id, context) => {
    const opinionId = parseDatabaseId(id);
    if (opinionId === null) return null;
    return { opinionId, counts: await context.loaders.voteTally.load(opinionId) };
  },
  fields: (t) => ({
    numVotes: t.int({ description: 'Total votes.', resolve: (tally) => tally.counts.reduce((sum, count) => sum + count, 0) }),
    counts: t.intList({
      description: 'Five counts, index = rating - 1 (1 Strongly Agree .. 5 Strongly Disagree).',
      resolve: (tally) => tally.counts,
    }),
    percentages: t.intList({
      description: 'Five whole percentages summing to 100, or five 999 (no data) when nobody voted.',
      resolve: (tally) => votePercentages(tally.counts),
    }),
  }),
});
