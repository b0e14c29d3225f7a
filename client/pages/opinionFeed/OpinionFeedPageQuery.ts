import { graphql } from 'react-relay';

export const opinionFeedPageQuery = graphql`
  query OpinionFeedPageQuery {
    ...OpinionFeed_query
  }
`;
