import { graphql } from 'react-relay';
import type { useDeleteEncyclopediaArtifactMutation as Mutation } from './__generated__/useDeleteEncyclopediaArtifactMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useDeleteEncyclopediaArtifactMutation($input: EncyclopediaArtifactInput!) {
    deleteEncyclopediaArtifact(input: $input) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
      ... on MutationDeleteEncyclopediaArtifactSuccess {
        data {
          databaseId
          url
        }
      }
    }
  }
`;

/** Deletes an encyclopedia item (CanDeleteContent); reverting the Delete revision restores it. */
export const useDeleteEncyclopediaArtifactMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['deleteEncyclopediaArtifact']>(mutation, (response) => response.deleteEncyclopediaArtifact);
