import { graphql } from 'react-relay';

export const dnaReportPageQuery = graphql`
  query DnaReportPageQuery @preloadable {
    viewerReport(name: "opiniondna") {
      __typename
      ... on Error {
        message
      }
      ... on UserReport {
        locked
        quizSlug
        placeholderScores
        elementProgress {
          name
          help
          items
          answered
          completion
          score
          level
        }
      }
    }
    opinioDna(type: "opiniondna") {
      __typename
      ... on OpinioDna {
        averages
      }
    }
  }
`;
