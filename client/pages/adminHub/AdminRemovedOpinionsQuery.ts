import { graphql } from 'react-relay';
import type { AdminRemovedOpinionsQuery$data } from './__generated__/AdminRemovedOpinionsQuery.graphql.ts';

/**
 * One page of deleted opinions; the first comes with the route, "Load more" asks for the next. The
 * opinion itself is its card's fragment: an edit or a restore updates the card from the store
 * without resetting the list.
 */
export const adminRemovedOpinionsQuery = graphql`
  query AdminRemovedOpinionsQuery($search: String, $after: String) @preloadable {
    removedOpinions(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryRemovedOpinionsSuccess {
        data {
          total
          hasNextPage
          endCursor
          items {
            deletedAt
            deletedBy
            note
            opinion {
              id
              ...RemovedOpinionCard_opinion
            }
          }
        }
      }
    }
  }
`;

export type RemovedOpinionsPage = NonNullable<Extract<AdminRemovedOpinionsQuery$data['removedOpinions'], { data?: unknown }>['data']>;
export type RemovedOpinionItem = RemovedOpinionsPage['items'][number];
