import { graphql } from 'react-relay';

export const allTopicsPageQuery = graphql`
  query AllTopicsPageQuery @preloadable {
    topics {
      id
      slug
      title
      numOpinions
    }
  }
`;
