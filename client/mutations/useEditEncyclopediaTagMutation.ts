import { graphql } from 'react-relay';
import type { useEditEncyclopediaTagMutation as Mutation } from './__generated__/useEditEncyclopediaTagMutation.graphql.ts';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';

const mutation = graphql`
  mutation useEditEncyclopediaTagMutation($input: EditEncyclopediaTagInput!) {
    editEncyclopediaTag(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditEncyclopediaTagSuccess {
        data {
          id
          databaseId
          slug
          title
          description
          latestRevisionId
        }
      }
    }
  }
`;

/** Changes a tag’s title or description from the revision the edit began at (a newer change is a 409). */
export const useEditEncyclopediaTagMutation = () => useEncyclopediaMutation<Mutation, Mutation['response']['editEncyclopediaTag']>(mutation, (response) => response.editEncyclopediaTag);
