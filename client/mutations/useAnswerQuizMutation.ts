import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAnswerQuizMutation as AnswerQuizMutation } from './__generated__/useAnswerQuizMutation.graphql.ts';

const answerQuizMutation = graphql`
  mutation useAnswerQuizMutation($input: AnswerQuizInput!) {
    answerQuiz(input: $input) {
      __typename
      ... on MutationAnswerQuizSuccess {
        data {
          opinion {
            id
            viewerRating
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type AnswerArguments = {
  slug: string;
  opinionId: string;
  rating: number;
  onFailure: (message: string) => void;
};

/** Answers one quiz item; the item shows as answered at once and the server confirms it. */
export function useAnswerQuizMutation() {
  const [commit, isInFlight] = useMutation<AnswerQuizMutation>(answerQuizMutation);
  const answer = useCallback(
    ({ slug, opinionId, rating, onFailure }: AnswerArguments) => {
      commit({
        variables: { input: { slug, opinionId, rating } },
        optimisticUpdater: (store) => {
          store.get(opinionId)?.setValue(rating, 'viewerRating');
        },
        onCompleted: (response) => {
          const result = response.answerQuiz;
          if (result.__typename !== 'MutationAnswerQuizSuccess') onFailure(result.message ?? 'Your answer could not be saved');
        },
        onError: () => onFailure('Your answer could not be saved'),
      });
    },
    [commit],
  );
  return [answer, isInFlight] as const;
}
