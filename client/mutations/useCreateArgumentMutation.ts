import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useCreateArgumentMutation as Mutation } from './__generated__/useCreateArgumentMutation.graphql.ts';

const mutation = graphql`
  mutation useCreateArgumentMutation($input: CreateArgumentInput!) {
    createArgument(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationCreateArgumentSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Adds an argument to a position. */
export const useCreateArgumentMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['createArgument']>(mutation, (response) => response.createArgument);
