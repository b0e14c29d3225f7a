import { graphql } from 'react-relay';

/** A page of the site pages, optionally those whose address or title contains the search. */
export const adminSitePagesQuery = graphql`
  query AdminSitePagesQuery($search: String, $after: String) @preloadable {
    sitePages(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QuerySitePagesSuccess {
        data {
          hasNextPage
          endCursor
          items {
            ...useSitePageMutations_page @relay(mask: false)
          }
        }
      }
    }
  }
`;
