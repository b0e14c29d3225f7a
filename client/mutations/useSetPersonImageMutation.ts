import { graphql } from 'react-relay';
import type { useSetPersonImageMutation as Mutation } from './__generated__/useSetPersonImageMutation.graphql.ts';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';

const mutation = graphql`
  mutation useSetPersonImageMutation($input: SetEncyclopediaImageInput!) {
    setPersonImage(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationSetPersonImageSuccess {
        data {
          id
          databaseId
          slug
          name
          description
          imageUrl
          imageSrcSet
          imageWidth
          imageHeight
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
export const useSetPersonImageMutation = () => useEncyclopediaMutation<Mutation, Mutation['response']['setPersonImage']>(mutation, (response) => response.setPersonImage);
