import { graphql } from 'react-relay';

export const categoriesPageQuery = graphql`
  query CategoriesPageQuery @preloadable {
    categories {
      databaseId
      slug
      title
      description
      numQuestions
    }
  }
`;
