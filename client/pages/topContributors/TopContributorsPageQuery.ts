import { graphql } from 'react-relay';

export const topContributorsPageQuery = graphql`
  query TopContributorsPageQuery {
    contributors(first: 50) {
      usernameCased
      numComments
    }
  }
`;
