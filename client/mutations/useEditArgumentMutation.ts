import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useEditArgumentMutation as Mutation } from './__generated__/useEditArgumentMutation.graphql.ts';

const mutation = graphql`
  mutation useEditArgumentMutation($input: EditArgumentInput!) {
    editArgument(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditArgumentSuccess {
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

/** Changes an argument's title or description from the version it was opened at. */
export const useEditArgumentMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['editArgument']>(mutation, (response) => response.editArgument);
