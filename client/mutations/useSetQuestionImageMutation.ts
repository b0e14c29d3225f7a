import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useSetQuestionImageMutation as Mutation } from './__generated__/useSetQuestionImageMutation.graphql.ts';

const mutation = graphql`
  mutation useSetQuestionImageMutation($input: SetEncyclopediaImageInput!) {
    setQuestionImage(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationSetQuestionImageSuccess {
        data {
          id
          imageUrl
          imageSrcSet
          imageWidth
          imageHeight
          latestRevisionId
        }
      }
    }
  }
`;

/** Sets or removes a question's picture (the server checks its type and size). */
export const useSetQuestionImageMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['setQuestionImage']>(mutation, (response) => response.setQuestionImage);
