import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useFollowArtifactMutation as Mutation } from './__generated__/useFollowArtifactMutation.graphql.ts';

const mutation = graphql`
  mutation useFollowArtifactMutation($input: EncyclopediaArtifactInput!, $following: Boolean!) {
    followArtifact(input: $input, following: $following) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationFollowArtifactSuccess {
        data {
          following
        }
      }
    }
  }
`;

/** Follows (or stops following) an encyclopedia item. */
export const useFollowArtifactMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['followArtifact']>(mutation, (response) => response.followArtifact);
