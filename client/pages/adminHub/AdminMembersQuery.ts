import { graphql } from 'react-relay';

/** A page of members, optionally those a username part or a whole e-mail address finds. */
export const adminMembersQuery = graphql`
  query AdminMembersQuery($search: String, $after: String) @preloadable {
    adminMembers(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAdminMembersSuccess {
        data {
          hasNextPage
          endCursor
          items {
            ...useAdminHubMutations_member @relay(mask: false)
          }
        }
      }
    }
  }
`;
