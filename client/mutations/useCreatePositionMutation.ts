import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useCreatePositionMutation as Mutation } from './__generated__/useCreatePositionMutation.graphql.ts';

const mutation = graphql`
  mutation useCreatePositionMutation($input: CreatePositionInput!) {
    createPosition(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationCreatePositionSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Adds a position to a question. */
export const useCreatePositionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['createPosition']>(mutation, (response) => response.createPosition);
