import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCastVoteMutation as CastVoteMutation } from './__generated__/useCastVoteMutation.graphql.ts';
import { countsAfterVote, wholePercentages } from './optimistic-vote-tally.ts';

const castVoteMutation = graphql`
  mutation useCastVoteMutation($input: CastVoteInput!) {
    castVote(input: $input) {
      __typename
      ... on MutationCastVoteSuccess {
        data {
          id
          viewerRating
          numVotes
          voteTally {
            id
            numVotes
            counts
            percentages
          }
        }
      }
      # Concrete error types rather than the Error interface: the optimistic response can then
      # name the success type alone and still match the selection.
      ... on AuthError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on GoneError {
        message
      }
      ... on ValidationError {
        message
      }
      ... on InputValidationError {
        message
      }
    }
  }
`;

/** What the vote bar knows about the opinion before the vote, for the optimistic response. */
export type OpinionBeforeVote = {
  id: string;
  viewerRating: number | null | undefined;
  numVotes: number;
  voteTally: { id: string; counts: readonly number[] };
};

type CastVoteArguments = {
  opinion: OpinionBeforeVote;
  rating: number;
  /** The server said the person must log in first. */
  onAuthRequired: () => void;
  /** Any other failure; the optimistic change has been rolled back. */
  onFailure: (message: string) => void;
};

/** Casts (or replaces) the viewer's vote; the bar moves at once and the server corrects it. */
export function useCastVoteMutation() {
  const [commit, isInFlight] = useMutation<CastVoteMutation>(castVoteMutation);
  const castVote = useCallback(
    ({ opinion, rating, onAuthRequired, onFailure }: CastVoteArguments) => {
      const previousRating = opinion.viewerRating ?? null;
      const counts = countsAfterVote(opinion.voteTally.counts, previousRating, rating);
      const numVotes = counts.reduce((sum, count) => sum + count, 0);
      commit({
        variables: { input: { opinionId: opinion.id, rating } },
        optimisticResponse: {
          castVote: {
            __typename: 'MutationCastVoteSuccess',
            data: {
              id: opinion.id,
              viewerRating: rating,
              numVotes: previousRating === null ? opinion.numVotes + 1 : opinion.numVotes,
              voteTally: { id: opinion.voteTally.id, numVotes, counts, percentages: wholePercentages(counts) },
            },
          },
        },
        updater: (store, data) => {
          if (previousRating !== null || data?.castVote.__typename !== 'MutationCastVoteSuccess') return;
          // A first vote is worth one karma (docs/product.md#votes): the top bar shows it now, not at the next refresh.
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const karma = viewer?.getValue('karma');
          if (viewer && typeof karma === 'number') viewer.setValue(karma + 1, 'karma');
        },
        onCompleted: ({ castVote: result }) => {
          if (result.__typename === 'MutationCastVoteSuccess') return;
          if (result.__typename === 'AuthError') onAuthRequired();
          else onFailure('message' in result ? result.message : 'Vote failed.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [castVote, isInFlight] as const;
}
