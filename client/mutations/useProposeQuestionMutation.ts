import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useProposeQuestionMutation as Mutation } from './__generated__/useProposeQuestionMutation.graphql.ts';

const mutation = graphql`
  mutation useProposeQuestionMutation($input: ProposeQuestionInput!) {
    proposeQuestion(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationProposeQuestionSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** A member's request for a new question. */
export const useProposeQuestionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['proposeQuestion']>(mutation, (response) => response.proposeQuestion);
