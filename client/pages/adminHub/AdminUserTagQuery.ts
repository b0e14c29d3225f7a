import { graphql } from 'react-relay';

/** One tag and a page of its members by username, optionally those whose name contains the search. */
export const adminUserTagQuery = graphql`
  query AdminUserTagQuery($id: Int!, $search: String, $after: String) @preloadable {
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
