import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useDeleteEncyclopediaArtifactMutation as Mutation } from './__generated__/useDeleteEncyclopediaArtifactMutation.graphql.ts';

const mutation = graphql`
  mutation useDeleteEncyclopediaArtifactMutation($input: EncyclopediaArtifactInput!) {
    deleteEncyclopediaArtifact(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationDeleteEncyclopediaArtifactSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Deletes an encyclopedia item (CanDeleteContent). */
export const useDeleteEncyclopediaArtifactMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['deleteEncyclopediaArtifact']>(mutation, (response) => response.deleteEncyclopediaArtifact);
