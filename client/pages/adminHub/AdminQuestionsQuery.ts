import { graphql } from 'react-relay';

/** The convo listing (a page, optionally searched) and every topic, for its report download. */
export const adminQuestionsQuery = graphql`
  query AdminQuestionsQuery($search: String, $after: String) @preloadable {
    questionListing(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryQuestionListingSuccess {
        data {
          hasNextPage
          endCursor
          items {
            databaseId
            slug
            title
            categoryTitle
            positions
            arguments
            createdAt
            createdByUsername
            deletedAt
          }
        }
      }
    }
    topics {
      id
      slug
      title
      numOpinions
    }
  }
`;
