import { graphql } from 'react-relay';
import type { useAddExternalLinkMutation as Mutation } from './__generated__/useAddExternalLinkMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useAddExternalLinkMutation($input: AddExternalLinkInput!) {
    addExternalLink(input: $input) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
      ... on MutationAddExternalLinkSuccess {
        data {
          id
          databaseId
          url
          title
        }
      }
    }
  }
`;

/** Adds an external link to a question, position, argument or person. */
export const useAddExternalLinkMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['addExternalLink']>(mutation, (response) => response.addExternalLink);
