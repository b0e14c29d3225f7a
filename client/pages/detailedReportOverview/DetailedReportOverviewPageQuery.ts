import { graphql } from 'react-relay';

export const detailedReportOverviewPageQuery = graphql`
  query DetailedReportOverviewPageQuery($input: PopulationFilterInput!, $name: String!) @preloadable {
    viewer {
      adminHub
    }
    # The viewing admin's own detailed report: the overview is the detailed report screen plus
    # the filters (docs/product.md#report-overview).
    viewerReport(name: $name) {
      ...DetailedReportCards_report @alias(as: "cards")
    }
    populationFilter(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on QueryPopulationFilterSuccess {
        data {
          report
          title
          elements
          users
          spectrumUsers
          averages
          groups {
            field
            label
            answers {
              key
              label
              users
            }
          }
        }
      }
    }
  }
`;
