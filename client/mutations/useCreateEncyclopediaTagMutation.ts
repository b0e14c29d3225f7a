import { graphql } from 'react-relay';
import type { useCreateEncyclopediaTagMutation as Mutation } from './__generated__/useCreateEncyclopediaTagMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useCreateEncyclopediaTagMutation($input: CreateEncyclopediaTagInput!) {
    createEncyclopediaTag(input: $input) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
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
export const useCreateEncyclopediaTagMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['createEncyclopediaTag']>(mutation, (response) => response.createEncyclopediaTag);
