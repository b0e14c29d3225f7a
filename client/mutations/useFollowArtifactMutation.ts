import { graphql } from 'react-relay';
import type { useFollowArtifactMutation as Mutation } from './__generated__/useFollowArtifactMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useFollowArtifactMutation($input: EncyclopediaArtifactInput!, $following: Boolean!) {
    followArtifact(input: $input, following: $following) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
      ... on MutationFollowArtifactSuccess {
        data {
          artifactType
          artifactId
          following
        }
      }
    }
  }
`;

/** Follows or stops following an encyclopedia item: its changes arrive as notifications. */
export const useFollowArtifactMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['followArtifact']>(mutation, (response) => response.followArtifact);
