import { graphql } from 'react-relay';
import type { useCreatePersonMutation as Mutation } from './__generated__/useCreatePersonMutation.graphql.ts';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';

const mutation = graphql`
  mutation useCreatePersonMutation($input: CreatePersonInput!) {
    createPerson(input: $input) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationCreatePersonSuccess {
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

/** Adds a person (contributors); the answer has their slug for their new page. */
export const useCreatePersonMutation = () => useEncyclopediaMutation<Mutation, Mutation['response']['createPerson']>(mutation, (response) => response.createPerson);
