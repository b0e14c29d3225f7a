import { graphql } from 'react-relay';

// The report is a union of its data and the errors a lookup can answer (AuthError 401/403,
// NotFoundError, GoneError, a filter's ValidationError); the viewer's flags decide which
// controls the page offers (the tag search is AdminHub only on the server).
export const detailedOpinionReportPageQuery = graphql`
  query DetailedOpinionReportPageQuery($slug: String!, $filter: OpinionReportFilterInput) @preloadable {
    viewer {
      isLoggedIn
      adminHub
    }
    opinionVoteReport(slug: $slug, filter: $filter) {
      __typename
      ... on Error {
        message
      }
      ... on AuthError {
        status
      }
      ... on QueryOpinionVoteReportSuccess {
        data {
          slug
          title
          voters
          asOf
          estimated
          privacyK
          everyone {
            key
            label
            voters
            counts
            percentages
            agree {
              share
              low
              high
            }
          }
          demographics {
            field
            label
            rows {
              key
              label
              voters
              counts
              percentages
              agree {
                share
                low
                high
              }
              filterVoters
            }
          }
        }
      }
    }
  }
`;
