import { graphql } from 'react-relay';

/** The hub's overview: how many comments wait, removed opinions and suggestions, and the latest admin actions. */
export const adminHomeQuery = graphql`
  query AdminHomeQuery @preloadable {
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
    removedOpinions(first: 1) {
      __typename
      ... on QueryRemovedOpinionsSuccess {
        data {
          total
        }
      }
    }
    opinionSuggestions(first: 1) {
      __typename
      ... on QueryOpinionSuggestionsSuccess {
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
