import { graphql } from 'react-relay';
import { useEncyclopediaMutation } from './encyclopedia-mutation.ts';
import type { useRevertRevisionMutation as Mutation } from './__generated__/useRevertRevisionMutation.graphql.ts';

const mutation = graphql`
  mutation useRevertRevisionMutation($revisionId: Int!) {
    revertRevision(revisionId: $revisionId) {
      __typename
      ...encyclopediaMutation_refusal @alias(as: "refusal")
      ... on MutationRevertRevisionSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

/** Takes an item's changed fields back to how a revision left them. */
export const useRevertRevisionMutation = () =>
  useEncyclopediaMutation<Mutation, Mutation['response']['revertRevision']>(mutation, (response) => response.revertRevision);
