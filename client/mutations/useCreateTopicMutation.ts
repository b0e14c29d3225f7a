import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateTopicMutation as CreateTopicMutation } from './__generated__/useCreateTopicMutation.graphql.ts';

const createTopicMutation = graphql`
  mutation useCreateTopicMutation($input: CreateTopicInput!) {
    createTopic(input: $input) {
      __typename
      ... on MutationCreateTopicSuccess {
        data {
          id
          slug
          title
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type CreatedTopic = { id: string; slug: string; title: string };

/** "Create a new topic" in the opinion modal; an existing topic of the same name is answered as is. */
export function useCreateTopicMutation() {
  const [commit, isInFlight] = useMutation<CreateTopicMutation>(createTopicMutation);
  const createTopic = useCallback(
    (title: string, callbacks: { onSuccess: (topic: CreatedTopic) => void; onFailure: () => void }) =>
      commit({
        variables: { input: { title } },
        onCompleted: ({ createTopic: result }) => {
          if (result.__typename === 'MutationCreateTopicSuccess' && result.data) callbacks.onSuccess(result.data);
          else callbacks.onFailure();
        },
        onError: () => callbacks.onFailure(),
      }),
    [commit],
  );
  return [createTopic, isInFlight] as const;
}
