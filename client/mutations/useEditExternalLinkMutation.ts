import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useEditExternalLinkMutation as Mutation } from './__generated__/useEditExternalLinkMutation.graphql.ts';

const mutation = graphql`
  mutation useEditExternalLinkMutation($input: EditExternalLinkInput!) {
    editExternalLink(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditExternalLinkSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Changes an external link's address or title. */
export const useEditExternalLinkMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['editExternalLink']>(mutation, (response) => response.editExternalLink);
