import { graphql } from 'react-relay';

/** The hub's overview: how many comments wait, and the latest admin actions. */
export const adminHomeQuery = graphql`
  query AdminHomeQuery {
    moderationQueue(first: 1) {
      __typename
      ... on Error {
        message
      }
      ... on QueryModerationQueueSuccess {
        data {
          total
        }
      }
    }
    auditLog(first: 5) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAuditLogSuccess {
        data {
          items {
            ...AuditTable_entry @relay(mask: false)
          }
        }
      }
    }
  }
`;
