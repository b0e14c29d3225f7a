// The history route's variables, kept apart from its query so the route table can compute them
// without loading the query's artifact (it loads with the page).
import { historyTypes, type HistoryType } from '../../lib/route-paths.ts';
import type { EncyclopediaArtifactType } from './__generated__/HistoryPageQuery.graphql.ts';

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
