import { graphql } from 'react-relay';

export const testPortalPageQuery = graphql`
  query TestPortalPageQuery {
    paymentsConfig {
      mode
      currency
      premiumUnitAmount
      premiumInterval
    }
    viewer {
      isLoggedIn
      billing {
        status
        plan
        currentPeriodEnd
        cancelAtPeriodEnd
      }
    }
  }
`;
