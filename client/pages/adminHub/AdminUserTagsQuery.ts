import { graphql } from 'react-relay';

/** A page of user tags by name, optionally those whose name contains the search. */
export const adminUserTagsQuery = graphql`
  query AdminUserTagsQuery($search: String, $after: String) @preloadable {
    adminUserTags(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAdminUserTagsSuccess {
        data {
          hasNextPage
          endCursor
          items {
            ...useUserTagMutations_tag @relay(mask: false)
          }
        }
      }
    }
  }
`;
