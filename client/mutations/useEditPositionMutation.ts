import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useEditPositionMutation as Mutation } from './__generated__/useEditPositionMutation.graphql.ts';

const mutation = graphql`
  mutation useEditPositionMutation($input: EditPositionInput!) {
    editPosition(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditPositionSuccess {
        data {
          id
          databaseId
          title
          description
          latestRevisionId
        }
      }
    }
  }
`;

/** Changes a position's title or description from the version it was opened at. */
export const useEditPositionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['editPosition']>(mutation, (response) => response.editPosition);
