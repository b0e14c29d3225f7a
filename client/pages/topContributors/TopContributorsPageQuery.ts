import { graphql } from 'react-relay';

export const topContributorsPageQuery = graphql`
  query TopContributorsPageQuery @preloadable {
    contributors(first: 50) {
      usernameCased
      numComments
      karma
      level
    }
  }
`;
