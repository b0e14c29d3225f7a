import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useDeclineQuestionRequestMutation as Mutation } from './__generated__/useDeclineQuestionRequestMutation.graphql.ts';

const mutation = graphql`
  mutation useDeclineQuestionRequestMutation($input: DeclineQuestionRequestInput!) {
    declineQuestionRequest(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationDeclineQuestionRequestSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Declines a request, with a reason everyone sees (contributors). */
export const useDeclineQuestionRequestMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['declineQuestionRequest']>(mutation, (response) => response.declineQuestionRequest);
