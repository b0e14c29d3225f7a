import { graphql } from 'react-relay';

/** A page of the audit log, optionally one action's. */
export const adminAuditQuery = graphql`
  query AdminAuditQuery($action: String, $after: String) @preloadable {
    auditLog(first: 20, after: $after, action: $action) {
      __typename
      ... on Error {
        message
      }
      ... on QueryAuditLogSuccess {
        data {
          hasNextPage
          endCursor
          items {
            ...AuditTable_entry @relay(mask: false)
          }
        }
      }
    }
  }
`;
