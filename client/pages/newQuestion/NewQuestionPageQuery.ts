import { graphql } from 'react-relay';

export const newQuestionPageQuery = graphql`
  query NewQuestionPageQuery @preloadable {
    viewer {
      id
      isLoggedIn
      role
      canDeleteContent
      username
    }
    ...QuestionClassification_choices
  }
`;
