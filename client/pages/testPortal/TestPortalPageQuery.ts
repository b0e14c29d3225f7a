import { graphql } from 'react-relay';

export const testPortalPageQuery = graphql`
  query TestPortalPageQuery @preloadable {
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
