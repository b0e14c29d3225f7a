import { graphql } from 'react-relay';

/** One tag and a page of its members by username, optionally those whose name contains the search. */
export const adminUserTagQuery = graphql`
  query AdminUserTagQuery($id: Int!, $search: String, $after: String) {
    adminUserTag(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAdminUserTagSuccess {
        data {
          ...useUserTagMutations_tag @relay(mask: false)
        }
      }
    }
    adminUserTagMembers(tagId: $id, first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAdminUserTagMembersSuccess {
        data {
          hasNextPage
          endCursor
          items {
            databaseId
            username
            taggedAt
          }
        }
      }
    }
  }
`;

/** The route's id as the query's: anything but a positive whole number names no tag (the page says not found). */
export function tagIdParameter(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
