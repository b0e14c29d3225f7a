import { graphql } from 'react-relay';

export const encyclopediaPageQuery = graphql`
  query EncyclopediaPageQuery @preloadable {
    viewer {
      role
    }
    people {
      databaseId
      slug
      name
      description
    }
    tags {
      databaseId
      slug
      title
      description
    }
  }
`;
