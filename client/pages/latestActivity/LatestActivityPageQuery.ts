import { graphql } from 'react-relay';

export const latestActivityPageQuery = graphql`
  query LatestActivityPageQuery @preloadable {
    latestActivity(first: 50) {
      commentId
      username
      opinionTitle
      opinionSlug
      createdAt
    }
  }
`;
