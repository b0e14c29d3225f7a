import { graphql } from 'react-relay';

// A site page (/privacy, /cookies, /terms-of-service) or an article (/article/{slug}).
export const sitePageQuery = graphql`
  query SitePageQuery($slug: String!) @preloadable {
    sitePage(slug: $slug) {
      __typename
      ... on QuerySitePageSuccess {
        data {
          title
          html
          updatedAt
        }
      }
    }
  }
`;
