import { graphql } from 'react-relay';

export const questionFeedPageQuery = graphql`
  query QuestionFeedPageQuery {
    questions {
      databaseId
      title
      description
      positions {
        databaseId
        title
        description
      }
    }
  }
`;
