import { graphql } from 'react-relay';
import type { useRemoveExternalLinkMutation as Mutation } from './__generated__/useRemoveExternalLinkMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useRemoveExternalLinkMutation($input: RemoveExternalLinkInput!) {
    removeExternalLink(input: $input) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
      ... on MutationRemoveExternalLinkSuccess {
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

/** Removes an external link (a revert brings it back). */
export const useRemoveExternalLinkMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['removeExternalLink']>(mutation, (response) => response.removeExternalLink);
