import { graphql } from 'react-relay';

export const demographicsPageQuery = graphql`
  query DemographicsPageQuery {
    viewer {
      isLoggedIn
      ...YourDataSection_viewer
    }
    ...DemographicsForm_query
  }
`;
