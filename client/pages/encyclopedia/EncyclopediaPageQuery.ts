import { graphql } from 'react-relay';

export const encyclopediaPageQuery = graphql`
  query EncyclopediaPageQuery {
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
    }
  }
`;
