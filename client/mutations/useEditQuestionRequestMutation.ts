import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useEditQuestionRequestMutation as Mutation } from './__generated__/useEditQuestionRequestMutation.graphql.ts';

const mutation = graphql`
  mutation useEditQuestionRequestMutation($input: EditQuestionRequestInput!) {
    editQuestionRequest(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditQuestionRequestSuccess {
        data {
          id
          title
          description
          latestRevisionId
        }
      }
    }
  }
`;

/** Changes an open request: its author, or a contributor. */
export const useEditQuestionRequestMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['editQuestionRequest']>(mutation, (response) => response.editQuestionRequest);
