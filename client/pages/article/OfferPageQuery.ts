import { graphql } from 'react-relay';

// The offer page's prices and mode come from the server (the amounts it charges), with the
// viewer's plan and e-book so a member who has them is not offered them again.
export const offerPageQuery = graphql`
  query OfferPageQuery @preloadable {
    paymentsConfig {
      mode
      currency
      ebookUnitAmount
      premiumUnitAmount
      premiumInterval
    }
    viewer {
      isLoggedIn
      billing {
        status
        manualDownloadUrl
      }
    }
  }
`;
