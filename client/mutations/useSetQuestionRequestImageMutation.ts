import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useSetQuestionRequestImageMutation as Mutation } from './__generated__/useSetQuestionRequestImageMutation.graphql.ts';

const mutation = graphql`
  mutation useSetQuestionRequestImageMutation($input: SetEncyclopediaImageInput!) {
    setQuestionRequestImage(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationSetQuestionRequestImageSuccess {
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

/** Sets or removes the picture proposed with an open request (its author, or a contributor). */
export const useSetQuestionRequestImageMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['setQuestionRequestImage']>(mutation, (response) => response.setQuestionRequestImage);
