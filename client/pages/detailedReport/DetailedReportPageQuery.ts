import { graphql } from 'react-relay';

// Both lookups answer the "unimplemented" NotFoundError for an unknown report name.
export const detailedReportPageQuery = graphql`
  query DetailedReportPageQuery($name: String!) @preloadable {
    viewerReport(name: $name) {
      __typename
      ... on Error {
        message
      }
      ... on UserReport {
        title
      }
      ...DetailedReportCards_report @alias(as: "cards")
    }
    opinioDna(type: $name) {
      __typename
      ... on OpinioDna {
        averages
      }
    }
  }
`;
