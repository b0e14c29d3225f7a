import { graphql } from 'react-relay';

// The lookup is a union (Quiz | AuthError | NotFoundError); logged-out visitors get the AuthError.
// The demographics form's data comes along for the "demographics needed" state.
export const quizPageQuery = graphql`
  query QuizPageQuery($slug: String!) @preloadable {
    ...DemographicsForm_query
    quiz(slug: $slug) {
      __typename
      ... on Error {
        message
      }
      ... on Quiz {
        title
        description
      }
      ...QuizRunner_quiz @alias(as: "quizRunner")
    }
  }
`;
