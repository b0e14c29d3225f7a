import { graphql } from 'react-relay';

// The lookup is a union (Question | NotFoundError | GoneError): the alias is null unless it found one.
/** A question with its positions and their arguments, and the viewer's rights. */
export const questionPageQuery = graphql`
  query QuestionPageQuery($slug: String!) @preloadable {
    viewer {
      id
      isLoggedIn
      role
      canDeleteContent
      username
    }
    question(slug: $slug) {
      __typename
      ... on Question @alias(as: "found") {
        id
        databaseId
        slug
        title
        description
        imageUrl
        imageSrcSet
        imageWidth
        imageHeight
        latestRevisionId
        followedByMe
        askedByUsername
        createdAt
        categories {
          databaseId
          slug
          title
        }
        tags {
          databaseId
          slug
          title
        }
        people {
          databaseId
          slug
          name
        }
        links {
          databaseId
          title
          url
        }
        positions {
          id
          databaseId
          title
          description
          latestRevisionId
          links {
            databaseId
            title
            url
          }
          arguments {
            id
            databaseId
            title
            description
            latestRevisionId
            links {
              databaseId
              title
              url
            }
          }
        }
      }
    }
  }
`;
