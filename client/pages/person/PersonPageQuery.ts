import { graphql } from 'react-relay';

export const personPageQuery = graphql`
  query PersonPageQuery($slug: String!) @preloadable {
    viewer {
      isLoggedIn
      role
      canDeleteContent
    }
    person(slug: $slug) {
      __typename
      ... on GoneError {
        message
      }
      ... on Person {
        id
        databaseId
        slug
        name
        description
        imageUrl
        imageSrcSet
        imageWidth
        imageHeight
        latestRevisionId
        followedByMe
        tags {
          databaseId
          slug
          title
        }
        links {
          databaseId
          url
          title
        }
        questions {
          databaseId
          title
          url
        }
      }
    }
    tags {
      databaseId
      title
    }
  }
`;
