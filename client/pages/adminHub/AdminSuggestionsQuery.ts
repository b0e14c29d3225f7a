import { graphql } from 'react-relay';
import type { AdminSuggestionsQuery$data } from './__generated__/AdminSuggestionsQuery.graphql.ts';

/** One page of the Suggest page's suggestions, newest first; "Load more" asks for the next. */
export const adminSuggestionsQuery = graphql`
  query AdminSuggestionsQuery($search: String, $after: String) @preloadable {
    opinionSuggestions(first: 20, after: $after, search: $search) {
      __typename
      ... on Error {
        message
      }
      ... on QueryOpinionSuggestionsSuccess {
        data {
          total
          hasNextPage
          endCursor
          items {
            commentId
            databaseId
            authorUsername
            bodyHtml
            titleDraft
            createdAt
            goodPoints
            replies
            opinion {
              databaseId
              slug
              title
            }
          }
        }
      }
    }
  }
`;

export type SuggestionsPage = NonNullable<Extract<AdminSuggestionsQuery$data['opinionSuggestions'], { data?: unknown }>['data']>;
export type SuggestionItem = SuggestionsPage['items'][number];
