import { graphql } from 'react-relay';
import type { useCreateEncyclopediaTagMutation as Mutation } from './__generated__/useCreateEncyclopediaTagMutation.graphql.ts';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';

const mutation = graphql`
  mutation useCreateEncyclopediaTagMutation($input: CreateEncyclopediaTagInput!) {
    createEncyclopediaTag(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationCreateEncyclopediaTagSuccess {
        data {
          id
          databaseId
          slug
          title
          description
          latestRevisionId
        }
      }
    }
  }
`;

/** Adds a tag (contributors); the answer has its slug for its new page. */
export const useCreateEncyclopediaTagMutation = () => useEncyclopediaMutation<Mutation, Mutation['response']['createEncyclopediaTag']>(mutation, (response) => response.createEncyclopediaTag);
