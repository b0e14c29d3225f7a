import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useEditQuestionMutation as Mutation } from './__generated__/useEditQuestionMutation.graphql.ts';

const mutation = graphql`
  mutation useEditQuestionMutation($input: EditQuestionInput!) {
    editQuestion(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditQuestionSuccess {
        data {
          id
          databaseId
          title
          description
          latestRevisionId
        }
      }
    }
  }
`;

/** Changes a question's title or description from the version it was opened at (409 when someone changed it since). */
export const useEditQuestionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['editQuestion']>(mutation, (response) => response.editQuestion);
