import { graphql } from 'react-relay';

export const tagPageQuery = graphql`
  query TagPageQuery($slug: String!) @preloadable {
    viewer {
      isLoggedIn
      role
      canDeleteContent
    }
    encyclopediaTag(slug: $slug) {
      __typename
      ... on GoneError {
        message
      }
      ... on Tag {
        id
        databaseId
        slug
        title
        description
        latestRevisionId
        followedByMe
        questions {
          databaseId
          title
          url
        }
        people {
          databaseId
          slug
          name
        }
      }
    }
  }
`;
