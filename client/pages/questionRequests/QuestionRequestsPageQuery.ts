import { graphql } from 'react-relay';

/** The viewer's rights, the categories (for accepting) and a page of the open requests. */
export const questionRequestsPageQuery = graphql`
  query QuestionRequestsPageQuery($after: String) {
    viewer {
      id
      isLoggedIn
      role
      canDeleteContent
      username
    }
    categories {
      databaseId
      title
    }
    questionRequests(status: OPEN, first: 20, after: $after) {
      __typename
      ... on QueryQuestionRequestsSuccess {
        data {
          hasNextPage
          endCursor
          items {
            id
            databaseId
            title
            description
            authorUsername
            createdAt
            latestRevisionId
          }
        }
      }
    }
  }
`;
