import { graphql } from 'react-relay';
import type { useEditExternalLinkMutation as Mutation } from './__generated__/useEditExternalLinkMutation.graphql.ts';
import { useEncyclopediaWrite } from './useEncyclopediaWrite.ts';

const mutation = graphql`
  mutation useEditExternalLinkMutation($input: EditExternalLinkInput!) {
    editExternalLink(input: $input) {
      __typename
      ...useEncyclopediaWrite_refusal @alias(as: "refusal")
      ... on MutationEditExternalLinkSuccess {
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

/** Changes an external link. */
export const useEditExternalLinkMutation = () => useEncyclopediaWrite<Mutation, Mutation['response']['editExternalLink']>(mutation, (response) => response.editExternalLink);
