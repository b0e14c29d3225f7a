import { graphql } from 'react-relay';

// What the local checkout sells comes from the session (its kind) and the server's prices, never
// from the address: the page cannot be talked into another amount.
export const testCheckoutPageQuery = graphql`
  query TestCheckoutPageQuery($sessionId: String!) @preloadable {
    paymentsConfig {
      mode
      currency
      ebookUnitAmount
      premiumUnitAmount
      premiumInterval
    }
    checkoutSession(sessionId: $sessionId) {
      __typename
      ... on CheckoutSession {
        kind
        paid
        successUrl
      }
      ... on Error {
        message
      }
    }
  }
`;
