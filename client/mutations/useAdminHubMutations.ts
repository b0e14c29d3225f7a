// The admin hub's writes (docs/product.md#admin-hub-and-moderation): deciding a reported comment,
// and a member's permissions, role, suspension and warning. Queue items and members have no
// global id, so the store cannot update the screens' lists: each hook hands the answer to the
// caller, which changes its own list. Every refusal comes back with the server's message (meant
// for people) and, for a bad value, the field it is about.
import { useCallback } from 'react';
import { graphql, readInlineData, useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAdminHubMutationsDecideMutation as DecideMutation } from './__generated__/useAdminHubMutationsDecideMutation.graphql.ts';
import type { useAdminHubMutationsLiftSuspensionMutation as LiftSuspensionMutation } from './__generated__/useAdminHubMutationsLiftSuspensionMutation.graphql.ts';
import type { useAdminHubMutationsSetPermissionMutation as SetPermissionMutation } from './__generated__/useAdminHubMutationsSetPermissionMutation.graphql.ts';
import type { useAdminHubMutationsSetRoleMutation as SetRoleMutation } from './__generated__/useAdminHubMutationsSetRoleMutation.graphql.ts';
import type { useAdminHubMutationsSuspendMutation as SuspendMutation } from './__generated__/useAdminHubMutationsSuspendMutation.graphql.ts';
import type { useAdminHubMutationsWarnMutation as WarnMutation } from './__generated__/useAdminHubMutationsWarnMutation.graphql.ts';
import type { useAdminHubMutations_refusal$key } from './__generated__/useAdminHubMutations_refusal.graphql.ts';

/**
 * A member as the hub shows them, spread unmasked (the members screen's query spreads it too): the
 * screen keeps plain rows and swaps in the one a write answers.
 */
export const adminMemberFragment = graphql`
  fragment useAdminHubMutations_member on AdminMember {
    databaseId
    username
    joinedAt
    karma
    role
    canDeleteContent
    adminHub
    canSeeDetailedOpinionReport
    canCreateOpinions
    canListConvos
    suspendedUntil
    suspensionReason
    tags {
      databaseId
      name
    }
  }
`;

/** Why a write was refused: the message for people, and for a bad value the field it was in. */
const adminRefusalFragment = graphql`
  fragment useAdminHubMutations_refusal on Error @inline {
    message
    ... on ValidationError {
      fieldErrors {
        path
        message
      }
    }
    ... on InputValidationError {
      fieldErrors {
        path
        message
      }
    }
  }
`;

const decideMutation = graphql`
  mutation useAdminHubMutationsDecideMutation($input: DecideReportedCommentInput!) {
    decideReportedComment(input: $input) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationDecideReportedCommentSuccess {
        data {
          decision
          reports
        }
      }
    }
  }
`;

const setPermissionMutation = graphql`
  mutation useAdminHubMutationsSetPermissionMutation($userId: Int!, $permission: MemberPermission!, $granted: Boolean!) {
    setMemberPermission(userId: $userId, permission: $permission, granted: $granted) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationSetMemberPermissionSuccess {
        data {
          ...useAdminHubMutations_member @relay(mask: false)
        }
      }
    }
  }
`;

const setRoleMutation = graphql`
  mutation useAdminHubMutationsSetRoleMutation($userId: Int!, $role: MemberRole!) {
    setMemberRole(userId: $userId, role: $role) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationSetMemberRoleSuccess {
        data {
          ...useAdminHubMutations_member @relay(mask: false)
        }
      }
    }
  }
`;

const suspendMutation = graphql`
  mutation useAdminHubMutationsSuspendMutation($userId: Int!, $until: DateTime!, $reason: String!) {
    suspendMember(userId: $userId, until: $until, reason: $reason) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationSuspendMemberSuccess {
        data {
          ...useAdminHubMutations_member @relay(mask: false)
        }
      }
    }
  }
`;

const liftSuspensionMutation = graphql`
  mutation useAdminHubMutationsLiftSuspensionMutation($userId: Int!, $note: String) {
    liftSuspension(userId: $userId, note: $note) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationLiftSuspensionSuccess {
        data {
          ...useAdminHubMutations_member @relay(mask: false)
        }
      }
    }
  }
`;

const warnMutation = graphql`
  mutation useAdminHubMutationsWarnMutation($userId: Int!, $message: String!) {
    warnMember(userId: $userId, message: $message) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationWarnMemberSuccess {
        data {
          ...useAdminHubMutations_member @relay(mask: false)
        }
      }
    }
  }
`;

/**
 * Why the server said no: its typename (ConflictError...), its message, the field a bad value was
 * in, and for a form with several fields each one's problem.
 */
export type AdminFailure = { type: string; message: string; field: string | null; fieldMessages: Record<string, string> };

type Answer = {
  readonly __typename: string;
  readonly refusal?: useAdminHubMutations_refusal$key | null;
  readonly data?: unknown;
};
export type SuccessData<A> = NonNullable<A extends { readonly data?: infer D } ? D : never>;
type Callbacks<Data> = { onSuccess: (data: Data) => void; onFailure: (failure: AdminFailure) => void };

export function useAdminMutation<M extends MutationParameters, A extends Answer>(
  mutation: GraphQLTaggedNode,
  answerOf: (response: M['response']) => A,
  /** Changes to the store beyond the answer's own records (a cached query to mark stale). */
  updater?: (store: RecordSourceSelectorProxy<M['response']>, variables: M['variables']) => void,
) {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables'], { onSuccess, onFailure }: Callbacks<SuccessData<A>>) =>
      commit({
        variables,
        updater: updater ? (store) => updater(store, variables) : undefined,
        onCompleted: (response) => {
          const answer = answerOf(response);
          if (answer.__typename.endsWith('Success')) {
            onSuccess(answer.data as SuccessData<A>);
            return;
          }
          const refusal = answer.refusal ? readInlineData(adminRefusalFragment, answer.refusal) : null;
          onFailure({
            type: answer.__typename,
            message: refusal?.message ?? 'That did not work. Please try again.',
            field: refusal?.fieldErrors?.[0]?.path.at(-1) ?? null,
            // The first problem of each field (the server lists them in the form's order).
            fieldMessages: Object.fromEntries(
              [...(refusal?.fieldErrors ?? [])].reverse().map((problem) => [problem.path.at(-1) ?? '', problem.message]),
            ),
          });
        },
        onError: (error) => onFailure({ type: 'NetworkError', message: error.message, field: null, fieldMessages: {} }),
      }),
    // answerOf and updater are fixed for each hook: a new function each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commit],
  );
  return [run, isInFlight] as const;
}

export type AdminMemberRow = SuccessData<SetPermissionMutation['response']['setMemberPermission']>;

/** Dismiss a reported comment's reports, or delete it as a moderator. */
export const useDecideReportedCommentMutation = () =>
  useAdminMutation<DecideMutation, DecideMutation['response']['decideReportedComment']>(decideMutation, (response) => response.decideReportedComment);

export const useSetMemberPermissionMutation = () =>
  useAdminMutation<SetPermissionMutation, SetPermissionMutation['response']['setMemberPermission']>(
    setPermissionMutation,
    (response) => response.setMemberPermission,
  );

export const useSetMemberRoleMutation = () =>
  useAdminMutation<SetRoleMutation, SetRoleMutation['response']['setMemberRole']>(setRoleMutation, (response) => response.setMemberRole);

/** Suspends a member (their sessions end at once). */
export const useSuspendMemberMutation = () =>
  useAdminMutation<SuspendMutation, SuspendMutation['response']['suspendMember']>(suspendMutation, (response) => response.suspendMember);

export const useLiftSuspensionMutation = () =>
  useAdminMutation<LiftSuspensionMutation, LiftSuspensionMutation['response']['liftSuspension']>(
    liftSuspensionMutation,
    (response) => response.liftSuspension,
  );

/** Warns a member: a notification in the moderator's words. */
export const useWarnMemberMutation = () =>
  useAdminMutation<WarnMutation, WarnMutation['response']['warnMember']>(warnMutation, (response) => response.warnMember);
