import { graphql } from 'react-relay';

export const demographicsPageQuery = graphql`
  query DemographicsPageQuery {
    viewer {
      isLoggedIn
    }
    ...DemographicsForm_query
  }
`;
