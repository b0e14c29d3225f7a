import { graphql } from 'react-relay';

/** One page of an item's revisions (newest first), and the viewer's rights on them. */
export const historyPageQuery = graphql`
  query HistoryPageQuery($artifactType: EncyclopediaArtifactType!, $artifactId: Int!, $after: String) @preloadable {
    viewer {
      id
      isLoggedIn
      role
      canDeleteContent
      username
    }
    revisions(artifactType: $artifactType, artifactId: $artifactId, after: $after, first: 20) {
      __typename
      ... on Error {
        message
      }
      ... on QueryRevisionsSuccess {
        data {
          artifactType
          artifactId
          title
          url
          deleted
          latestRevisionId
          hasNextPage
          endCursor
          items {
            id
            databaseId
            actionName
            verb
            fieldName
            authorUsername
            createdAt
            likeCount
            likedByMe
            revertedAt
            revertedByUsername
            diff {
              kind
              text
            }
            # A creation's fields, as text; the word diff is the one-field changes' (a diff per field
            # of every revision would pass the server's query cost limit).
            changes {
              fieldName
              kind
              beforeText
              afterText
            }
          }
        }
      }
    }
  }
`;
