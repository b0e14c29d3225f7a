import { graphql } from 'react-relay';
import type { AdminModerationQuery$data } from './__generated__/AdminModerationQuery.graphql.ts';

/** One page of the moderation queue; the first comes with the route, "Load more" asks for the next. */
export const adminModerationQuery = graphql`
  query AdminModerationQuery($search: String, $after: String) @preloadable {
    moderationQueue(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryModerationQueueSuccess {
        data {
          total
          hasNextPage
          endCursor
          items {
            commentId
            databaseId
            bodyHtml
            excerpt
            createdAt
            hidden
            deleted
            author {
              username
              comments
              deletedByModerators
              reportsDecidedAgainst
            }
            threadTitle
            threadPath
            parentExcerpt
            reporters
            uncivil
            unproductive
            firstReportedAt
            lastReportedAt
          }
        }
      }
    }
  }
`;

export type ModerationQueuePage = NonNullable<Extract<AdminModerationQuery$data['moderationQueue'], { data?: unknown }>['data']>;
export type ReportedComment = ModerationQueuePage['items'][number];
