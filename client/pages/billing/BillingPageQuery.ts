import { graphql } from 'react-relay';

export const billingPageQuery = graphql`
  query BillingPageQuery @preloadable {
    viewer {
      isLoggedIn
      billing {
        status
        plan
        currentPeriodEnd
        cancelAtPeriodEnd
        canManage
        ebookPurchased
        manualDownloadUrl
        purchases {
          kind
          amount
          currency
          status
          completedAt
        }
      }
    }
    paymentsConfig {
      mode
      currency
      ebookUnitAmount
      premiumUnitAmount
      premiumInterval
    }
  }
`;
