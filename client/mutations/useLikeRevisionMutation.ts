import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useLikeRevisionMutation as Mutation } from './__generated__/useLikeRevisionMutation.graphql.ts';

const mutation = graphql`
  mutation useLikeRevisionMutation($revisionId: Int!, $liked: Boolean!) {
    likeRevision(revisionId: $revisionId, liked: $liked) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationLikeRevisionSuccess {
        data {
          id
          likeCount
          likedByMe
        }
      }
    }
  }
`;

/** Gives (or takes back) a good point on a revision. */
export const useLikeRevisionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['likeRevision']>(mutation, (response) => response.likeRevision);
