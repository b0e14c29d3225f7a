import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useVoteTallySubscription as VoteTallySubscription } from './__generated__/useVoteTallySubscription.graphql.ts';

const voteTallySubscription = graphql`
  subscription useVoteTallySubscription($opinionId: ID!) {
    voteTallyChanged(opinionId: $opinionId) {
      id
      numVotes
      counts
      percentages
    }
  }
`;

/**
 * Keeps an opinion's VoteTally live while the calling component is mounted. Each event carries
 * the tally's id, so Relay updates that record in place and every component showing it
 * re-renders; no updater is needed.
 */
export function useVoteTallySubscription(opinionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<VoteTallySubscription>>(
    () => ({ subscription: voteTallySubscription, variables: { opinionId } }),
    [opinionId],
  );
  useSubscription<VoteTallySubscription>(config);
}
