// Search rules (docs/product.md#search) shared by the API and its REST table: a query searches only
// when it has more than 2 characters after trimming; blank or shorter means no results.
import { argumentPath, personPath, positionPath, questionPath, tagPath } from './encyclopedia-rules.ts';

/** The artifact types the search finds, spelled as the API sends them. */
export const SEARCH_ARTIFACT_TYPES = ['convo', 'pos', 'arg', 'tag', 'person', 'opinion', 'topic'] as const;
export type SearchArtifactType = (typeof SEARCH_ARTIFACT_TYPES)[number];

export const SEARCH_MIN_CHARACTERS = 3;
/** Longer queries are cut: nobody types more, and it bounds the work per request. */
export const SEARCH_MAX_CHARACTERS = 200;
export const SEARCH_RESULT_LIMIT = 20;

/** The text to search for, or null when the query is too short to search. */
export function normalizeSearchText(raw: string): string | null {
  // Control characters (a NUL byte is not even valid in a PostgreSQL string) count as spaces.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim().slice(0, SEARCH_MAX_CHARACTERS);
  return text.length >= SEARCH_MIN_CHARACTERS ? text : null;
}

/**
 * `search` as a LIKE pattern for "contains, any case" (the admin hub's list filters); null when
 * blank. LIKE's own characters match themselves; control characters count as spaces.
 */
export function likePattern(search: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const text = search?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return text ? `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
}

/**
 * Where a result links (docs/product.md#search): each type's own page, a position on its
 * question's page (`slug` is then the question's), an argument on the complete argument list.
 */
export function searchResultLink(type: SearchArtifactType, id: number, slug: string): string {
  switch (type) {
    case 'opinion':
      return `/o/${slug}`;
    case 'topic':
      return `/t/${slug}`;
    case 'convo':
      return questionPath(slug);
    case 'pos':
      return positionPath(slug, id);
    case 'arg':
      return argumentPath(id);
    case 'person':
      return personPath(slug);
    case 'tag':
      return tagPath(slug);
  }
}
