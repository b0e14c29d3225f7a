import { graphql } from 'react-relay';

/** The viewer's rights, the categories (for accepting) and a page of the requests in one state. */
export const questionRequestsPageQuery = graphql`
  query QuestionRequestsPageQuery($after: String, $status: QuestionRequestStatus!) @preloadable {
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
    questionRequests(status: $status, first: 20, after: $after) {
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
            imageUrl
            imageSrcSet
            imageWidth
            imageHeight
            status
            decidedAt
            decidedByUsername
            decisionNote
            questionTitle
            questionUrl
          }
        }
      }
    }
  }
`;
