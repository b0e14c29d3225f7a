import { graphql } from 'react-relay';

export const encyclopediaPageQuery = graphql`
  query EncyclopediaPageQuery {
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
