import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useSetArgumentPositionMutation as Mutation } from './__generated__/useSetArgumentPositionMutation.graphql.ts';

const mutation = graphql`
  mutation useSetArgumentPositionMutation($input: SetArgumentPositionInput!) {
    setArgumentPosition(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationSetArgumentPositionSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Moves an argument to another position of its question (ArgSetPos). */
export const useSetArgumentPositionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['setArgumentPosition']>(mutation, (response) => response.setArgumentPosition);
