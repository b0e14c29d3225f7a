import { graphql } from 'react-relay';

export const categoriesPageQuery = graphql`
  query CategoriesPageQuery {
    categories {
      databaseId
      slug
      title
      description
      numQuestions
    }
  }
`;
