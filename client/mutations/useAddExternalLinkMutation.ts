import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useAddExternalLinkMutation as Mutation } from './__generated__/useAddExternalLinkMutation.graphql.ts';

const mutation = graphql`
  mutation useAddExternalLinkMutation($input: AddExternalLinkInput!) {
    addExternalLink(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationAddExternalLinkSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Adds an external link to an encyclopedia item. */
export const useAddExternalLinkMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['addExternalLink']>(mutation, (response) => response.addExternalLink);
