// The admin hub's user tag writes (docs/product.md#admin-hub-and-moderation): create, rename,
// delete, give to a member and take away. As with the hub's other writes, each hook hands the
// answer to the caller, which changes its own list, and a refusal comes back in words.
import { graphql } from 'react-relay';
import { useAdminMutation, type SuccessData } from './useAdminHubMutations.ts';
import type { useUserTagMutationsAssignMutation as AssignMutation } from './__generated__/useUserTagMutationsAssignMutation.graphql.ts';
import type { useUserTagMutationsCreateMutation as CreateMutation } from './__generated__/useUserTagMutationsCreateMutation.graphql.ts';
import type { useUserTagMutationsDeleteMutation as DeleteMutation } from './__generated__/useUserTagMutationsDeleteMutation.graphql.ts';
import type { useUserTagMutationsRenameMutation as RenameMutation } from './__generated__/useUserTagMutationsRenameMutation.graphql.ts';
import type { useUserTagMutationsUnassignMutation as UnassignMutation } from './__generated__/useUserTagMutationsUnassignMutation.graphql.ts';

/** A tag as the hub lists it, spread unmasked by the screens' queries too. */
export const adminUserTagFragment = graphql`
  fragment useUserTagMutations_tag on AdminUserTag {
    databaseId
    name
    members
    createdAt
    createdByUsername
  }
`;

/** What giving or taking a tag answers: the tag and the member as they are now, and whether anything changed. */
export const tagAssignmentFragment = graphql`
  fragment useUserTagMutations_assignment on UserTagAssignmentOutcome {
    changed
    tag {
      ...useUserTagMutations_tag @relay(mask: false)
    }
    member {
      ...useAdminHubMutations_member @relay(mask: false)
    }
  }
`;

const createMutation = graphql`
  mutation useUserTagMutationsCreateMutation($name: String!) {
    createUserTag(name: $name, refuseExisting: true) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationCreateUserTagSuccess {
        data {
          databaseId
          name
        }
      }
    }
  }
`;

const renameMutation = graphql`
  mutation useUserTagMutationsRenameMutation($id: Int!, $name: String!) {
    renameUserTag(id: $id, name: $name) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationRenameUserTagSuccess {
        data {
          ...useUserTagMutations_tag @relay(mask: false)
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useUserTagMutationsDeleteMutation($id: Int!) {
    deleteUserTag(id: $id) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationDeleteUserTagSuccess {
        data {
          ...useUserTagMutations_tag @relay(mask: false)
        }
      }
    }
  }
`;

const assignMutation = graphql`
  mutation useUserTagMutationsAssignMutation($tagId: Int!, $userId: Int!) {
    assignUserTag(tagId: $tagId, userId: $userId) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationAssignUserTagSuccess {
        data {
          ...useUserTagMutations_assignment @relay(mask: false)
        }
      }
    }
  }
`;

const unassignMutation = graphql`
  mutation useUserTagMutationsUnassignMutation($tagId: Int!, $userId: Int!) {
    unassignUserTag(tagId: $tagId, userId: $userId) {
      __typename
      ...useAdminHubMutations_refusal @alias(as: "refusal")
      ... on MutationUnassignUserTagSuccess {
        data {
          ...useUserTagMutations_assignment @relay(mask: false)
        }
      }
    }
  }
`;

export type AdminUserTagRow = SuccessData<RenameMutation['response']['renameUserTag']>;
/** What giving or taking a tag answers: the tag and the member as they are now, and whether it changed anything. */
export type TagAssignment = SuccessData<AssignMutation['response']['assignUserTag']>;

/** Creates a tag; a name taken in any case is refused (ConflictError). */
export const useCreateAdminUserTagMutation = () =>
  useAdminMutation<CreateMutation, CreateMutation['response']['createUserTag']>(createMutation, (response) => response.createUserTag);

export const useRenameUserTagMutation = () =>
  useAdminMutation<RenameMutation, RenameMutation['response']['renameUserTag']>(renameMutation, (response) => response.renameUserTag);

/** Deletes a tag: every member carrying it loses it. */
export const useDeleteUserTagMutation = () =>
  useAdminMutation<DeleteMutation, DeleteMutation['response']['deleteUserTag']>(deleteMutation, (response) => response.deleteUserTag);

export const useAssignUserTagMutation = () =>
  useAdminMutation<AssignMutation, AssignMutation['response']['assignUserTag']>(assignMutation, (response) => response.assignUserTag);

export const useUnassignUserTagMutation = () =>
  useAdminMutation<UnassignMutation, UnassignMutation['response']['unassignUserTag']>(unassignMutation, (response) => response.unassignUserTag);
