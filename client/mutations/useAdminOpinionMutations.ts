// The admin hub's writes on opinions (docs/product.md#admin-hub-and-moderation): restoring a
// deleted one. Its answer updates the opinion in the store (the card and the opinion page), and
// cached feeds are refetched on their next visit, as they are after any deletion or restore.
import { graphql } from 'react-relay';
import { useAdminMutation } from './useAdminHubMutations.ts';
import type { useAdminOpinionMutationsRestoreMutation as RestoreMutation } from './__generated__/useAdminOpinionMutationsRestoreMutation.graphql.ts';

const restoreMutation = graphql`
  mutation useAdminOpinionMutationsRestoreMutation($input: RestoreOpinionInput!) {
    restoreOpinion(input: $input) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationRestoreOpinionSuccess {
        data {
          id
          deleted
        }
      }
    }
  }
`;

/** Restores a deleted opinion (with an optional note for the audit log). */
export const useRestoreOpinionMutation = () =>
  useAdminMutation<RestoreMutation, RestoreMutation['response']['restoreOpinion']>(
    restoreMutation,
    (response) => response.restoreOpinion,
    (store) => store.invalidateStore(),
  );
