import { graphql } from 'react-relay';
import type { useEditPersonMutation as Mutation } from './__generated__/useEditPersonMutation.graphql.ts';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';

const mutation = graphql`
  mutation useEditPersonMutation($input: EditPersonInput!) {
    editPerson(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationEditPersonSuccess {
        data {
          id
          databaseId
          slug
          name
          description
          imageUrl
          imageSrcSet
          imageWidth
          imageHeight
          latestRevisionId
          tags {
            databaseId
            slug
            title
          }
        }
      }
    }
  }
`;

/** Changes a person’s name, description or tags from the revision the edit began at (a newer change is a 409). */
export const useEditPersonMutation = () => useEncyclopediaMutation<Mutation, Mutation['response']['editPerson']>(mutation, (response) => response.editPerson);
