import { graphql } from 'react-relay';

export const detailedReportOverviewPageQuery = graphql`
  query DetailedReportOverviewPageQuery($input: PopulationFilterInput!) {
    viewer {
      adminHub
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
