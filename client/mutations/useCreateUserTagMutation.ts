import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateUserTagMutation as CreateUserTagMutation } from './__generated__/useCreateUserTagMutation.graphql.ts';

const createUserTagMutation = graphql`
  mutation useCreateUserTagMutation($name: String!) {
    createUserTag(name: $name) {
      __typename
      ... on MutationCreateUserTagSuccess {
        data {
          databaseId
          name
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type CreatedTag = { id: number; name: string };

export function useCreateUserTagMutation() {
  const [commit, isInFlight] = useMutation<CreateUserTagMutation>(createUserTagMutation);
  const create = useCallback(
    (name: string, onCreated: (tag: CreatedTag) => void, onFailure: (message: string) => void) => {
      commit({
        variables: { name },
        onCompleted: ({ createUserTag }) => {
          if (createUserTag.__typename === 'MutationCreateUserTagSuccess' && createUserTag.data) {
            onCreated({ id: createUserTag.data.databaseId, name: createUserTag.data.name });
          } else onFailure(createUserTag.message ?? 'Could not create the tag.');
        },
        onError: (error) => onFailure(error.message),
      });
    },
    [commit],
  );
  return [create, isInFlight] as const;
}
