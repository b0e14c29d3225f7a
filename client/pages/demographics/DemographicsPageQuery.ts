import { graphql } from 'react-relay';

export const demographicsPageQuery = graphql`
  query DemographicsPageQuery @preloadable {
    viewer {
      isLoggedIn
      ...YourDataSection_viewer
    }
    ...DemographicsForm_query
  }
`;
