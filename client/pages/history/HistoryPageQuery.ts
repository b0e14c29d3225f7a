import { graphql } from 'react-relay';
import { historyTypes, type HistoryType } from '../../lib/route-paths.ts';
import type { EncyclopediaArtifactType } from './__generated__/HistoryPageQuery.graphql.ts';

/** One page of an item's revisions (newest first), and the viewer's rights on them. */
export const historyPageQuery = graphql`
  query HistoryPageQuery($artifactType: EncyclopediaArtifactType!, $artifactId: Int!, $after: String) {
    viewer {
      id
      isLoggedIn
      role
      canDeleteContent
      username
    }
    revisions(artifactType: $artifactType, artifactId: $artifactId, after: $after, first: 20) {
      __typename
      ... on Error {
        message
      }
      ... on QueryRevisionsSuccess {
        data {
          artifactType
          artifactId
          title
          url
          deleted
          latestRevisionId
          hasNextPage
          endCursor
          items {
            id
            databaseId
            actionName
            verb
            fieldName
            authorUsername
            createdAt
            likeCount
            likedByMe
            revertedAt
            revertedByUsername
            diff {
              kind
              text
            }
            # A creation's fields, as text; the word diff is the one-field changes' (a diff per field
            # of every revision would pass the server's query cost limit).
            changes {
              fieldName
              kind
              beforeText
              afterText
            }
          }
        }
      }
    }
  }
`;

const artifactTypes: Record<HistoryType, EncyclopediaArtifactType> = {
  convo: 'CONVO',
  pos: 'POS',
  arg: 'ARG',
  person: 'PERSON',
  tag: 'TAG',
  req: 'REQ',
};

/**
 * The address's type and id as the query's variables. An unknown type or id asks for item 0,
 * which the server answers with its not-found error (the page's 404).
 */
export function historyVariables(type: string | undefined, id: string | undefined, after: string | null = null) {
  const known = (historyTypes as readonly string[]).includes(type ?? '');
  const artifactId = known && /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  return { artifactType: artifactTypes[known ? (type as HistoryType) : 'convo'], artifactId, after };
}
