import { graphql } from 'react-relay';

export const argFeedPageQuery = graphql`
  query ArgFeedPageQuery {
    arguments {
      databaseId
      title
      description
      question {
        title
      }
    }
  }
`;
