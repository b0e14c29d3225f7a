import { graphql } from 'react-relay';
import type { useSetPersonImageMutation as Mutation } from './__generated__/useSetPersonImageMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useSetPersonImageMutation($input: SetEncyclopediaImageInput!) {
    setPersonImage(input: $input) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
      ... on MutationSetPersonImageSuccess {
        data {
          id
          databaseId
          slug
          name
          description
          imageUrl
          imageSrcSet
          latestRevisionId
          tags {
            databaseId
            slug
            title
          }
        }
      }
    }
  }
`;

/** Sets (or removes) a person’s picture. */
export const useSetPersonImageMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['setPersonImage']>(mutation, (response) => response.setPersonImage);
