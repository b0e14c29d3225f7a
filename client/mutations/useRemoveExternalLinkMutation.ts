import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useRemoveExternalLinkMutation as Mutation } from './__generated__/useRemoveExternalLinkMutation.graphql.ts';

const mutation = graphql`
  mutation useRemoveExternalLinkMutation($input: RemoveExternalLinkInput!) {
    removeExternalLink(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationRemoveExternalLinkSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Removes an external link. */
export const useRemoveExternalLinkMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['removeExternalLink']>(mutation, (response) => response.removeExternalLink);
