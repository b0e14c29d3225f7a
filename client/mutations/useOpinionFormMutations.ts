// The opinion modal's writes: create (answers the new slug), create from a member's suggestion
// (the admin hub's), and edit (the store picks up the new title and topics, so the open page
// updates). Each reports the server's message on failure, for the form's error box.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOpinionFormMutationsCreateMutation as CreateMutation } from './__generated__/useOpinionFormMutationsCreateMutation.graphql.ts';
import type { useOpinionFormMutationsFromSuggestionMutation as FromSuggestionMutation } from './__generated__/useOpinionFormMutationsFromSuggestionMutation.graphql.ts';
import type { useOpinionFormMutationsEditMutation as EditMutation } from './__generated__/useOpinionFormMutationsEditMutation.graphql.ts';

const createOpinionMutation = graphql`
  mutation useOpinionFormMutationsCreateMutation($input: CreateOpinionInput!) {
    createOpinion(input: $input) {
      __typename
      ... on MutationCreateOpinionSuccess {
        data {
          id
          slug
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const createFromSuggestionMutation = graphql`
  mutation useOpinionFormMutationsFromSuggestionMutation($input: CreateOpinionFromSuggestionInput!) {
    createOpinionFromSuggestion(input: $input) {
      __typename
      ... on MutationCreateOpinionFromSuggestionSuccess {
        data {
          id
          databaseId
          slug
          title
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const editOpinionMutation = graphql`
  mutation useOpinionFormMutationsEditMutation($input: EditOpinionInput!) {
    editOpinion(input: $input) {
      __typename
      ... on MutationEditOpinionSuccess {
        data {
          id
          title
          slug
          topics {
            id
            slug
            title
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type OpinionFormValues = { title: string; topicIds: string[] };
type Callbacks<Success> = { onSuccess: (result: Success) => void; onFailure: (message: string) => void };

export function useCreateOpinionMutation() {
  const [commit, isInFlight] = useMutation<CreateMutation>(createOpinionMutation);
  const create = useCallback(
    (values: OpinionFormValues, { onSuccess, onFailure }: Callbacks<{ slug: string }>) =>
      commit({
        variables: { input: values },
        // For You shows one's own new opinions first: cached feeds refetch on their next visit.
        updater: (store) => store.invalidateStore(),
        onCompleted: ({ createOpinion: result }) => {
          if (result.__typename === 'MutationCreateOpinionSuccess' && result.data) onSuccess({ slug: result.data.slug });
          else onFailure('message' in result && result.message ? result.message : 'The opinion could not be saved.');
        },
        onError: (error) => onFailure(error.message),
      }),
    [commit],
  );
  return [create, isInFlight] as const;
}

/** The opinion a suggestion became. */
export type OpinionFromSuggestion = { databaseId: number; slug: string; title: string };

export function useCreateOpinionFromSuggestionMutation() {
  const [commit, isInFlight] = useMutation<FromSuggestionMutation>(createFromSuggestionMutation);
  const create = useCallback(
    (suggestionId: string, values: OpinionFormValues, { onSuccess, onFailure }: Callbacks<OpinionFromSuggestion>) =>
      commit({
        variables: { input: { suggestionId, ...values } },
        // As for any new opinion: cached feeds refetch on their next visit.
        updater: (store) => store.invalidateStore(),
        onCompleted: ({ createOpinionFromSuggestion: result }) => {
          if (result.__typename === 'MutationCreateOpinionFromSuggestionSuccess' && result.data) onSuccess(result.data);
          else onFailure('message' in result && result.message ? result.message : 'The opinion could not be saved.');
        },
        onError: (error) => onFailure(error.message),
      }),
    [commit],
  );
  return [create, isInFlight] as const;
}

export function useEditOpinionMutation() {
  const [commit, isInFlight] = useMutation<EditMutation>(editOpinionMutation);
  const edit = useCallback(
    (opinionId: string, values: OpinionFormValues, { onSuccess, onFailure }: Callbacks<void>) =>
      commit({
        variables: { input: { opinionId, ...values } },
        onCompleted: ({ editOpinion: result }) => {
          if (result.__typename === 'MutationEditOpinionSuccess') onSuccess();
          else onFailure('message' in result && result.message ? result.message : 'The opinion could not be saved.');
        },
        onError: (error) => onFailure(error.message),
      }),
    [commit],
  );
  return [edit, isInFlight] as const;
}
