import { graphql } from 'react-relay';

export const allTopicsPageQuery = graphql`
  query AllTopicsPageQuery {
    topics {
      id
      slug
      title
    }
  }
`;
