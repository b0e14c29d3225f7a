import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useAcceptQuestionRequestMutation as Mutation } from './__generated__/useAcceptQuestionRequestMutation.graphql.ts';

const mutation = graphql`
  mutation useAcceptQuestionRequestMutation($input: AcceptQuestionRequestInput!) {
    acceptQuestionRequest(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationAcceptQuestionRequestSuccess {
        data {
          databaseId
          slug
        }
      }
    }
  }
`;

/** Makes a request into a question (contributors). */
export const useAcceptQuestionRequestMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['acceptQuestionRequest']>(mutation, (response) => response.acceptQuestionRequest);
