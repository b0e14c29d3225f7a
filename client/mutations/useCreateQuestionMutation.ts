import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useCreateQuestionMutation as Mutation } from './__generated__/useCreateQuestionMutation.graphql.ts';

const mutation = graphql`
  mutation useCreateQuestionMutation($input: CreateQuestionInput!) {
    createQuestion(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationCreateQuestionSuccess {
        data {
          databaseId
          slug
        }
      }
    }
  }
`;

/** Asks a new question (contributors). */
export const useCreateQuestionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['createQuestion']>(mutation, (response) => response.createQuestion);
