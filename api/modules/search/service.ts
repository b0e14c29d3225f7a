// Search (docs/product.md#search): PostgreSQL full-text search ranked by ts_rank, plus pg_trgm word
// similarity so a typo still finds its title. Every WHERE expression here matches an expression
// index of the migrations search_indexes (GIN, full text) and search_trigram_gin (GIN,
// trigrams) character for character, so the planner answers from the indexes, not by scanning.
// Quiz statements are not searched: like the feeds, search shows public opinions only
// (docs/decisions.md#quizzes).
// The search reads other modules' tables without writing them: it is a read-only index over
// every searchable artifact.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { normalizeSearchText, SEARCH_RESULT_LIMIT, type SearchArtifactType } from '../../domain/search-rules.ts';

export type SearchService = ReturnType<typeof createSearchService>;

export type SearchHit = { artifactType: SearchArtifactType; artifactId: number; title: string; slug: string };

type SearchSource = {
  type: SearchArtifactType;
  table: string;
  /** The indexed tsvector expression (must equal the index's). */
  document: string;
  /** The title shown; its lower(...) carries the trigram index. */
  titleColumn: string;
  /** What identifies the row in its link. */
  slugColumn: string;
  visible: string;
};

const sources: readonly SearchSource[] = [
  { type: 'opinion', table: '"Opinion"', document: `"title" || ' ' || "tidbit"`, titleColumn: '"title"', slugColumn: '"slug"', visible: `"deleted" = false AND "removedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "QuizItem" qi WHERE qi."opinionId" = "Opinion".id)` },
  { type: 'topic', table: '"Topic"', document: `"title" || ' ' || "description"`, titleColumn: '"title"', slugColumn: '"slug"', visible: 'true' },
  { type: 'convo', table: '"Convo"', document: `"title" || ' ' || "description"`, titleColumn: '"title"', slugColumn: '"slug"', visible: `"deletedAt" IS NULL` },
  // Positions and arguments of a deleted question are gone with it, and arguments of a deleted
  // position with it: the pages their links lead to do not show them. A position links into its
  // question's page, so its slug is the question's.
  {
    type: 'pos',
    table: '"Position"',
    document: `"title" || ' ' || "description"`,
    titleColumn: '"title"',
    slugColumn: `(SELECT c."slug" FROM "Convo" c WHERE c.id = "Position"."convoId")`,
    visible: `"deletedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "Convo" c WHERE c.id = "Position"."convoId" AND c."deletedAt" IS NOT NULL)`,
  },
  {
    type: 'arg',
    table: '"Argument"',
    document: `"title" || ' ' || "description"`,
    titleColumn: '"title"',
    slugColumn: `''`,
    visible: `"deletedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "Convo" c WHERE c.id = "Argument"."convoId" AND c."deletedAt" IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM "Position" p WHERE p.id = "Argument"."positionId" AND p."deletedAt" IS NOT NULL)`,
  },
  { type: 'person', table: '"Person"', document: `"name" || ' ' || "description"`, titleColumn: '"name"', slugColumn: '"slug"', visible: `"deletedAt" IS NULL` },
  { type: 'tag', table: '"Tag"', document: `"title"`, titleColumn: '"title"', slugColumn: '"slug"', visible: `"deletedAt" IS NULL` },
];

/**
 * Candidates per source and branch. Ranking computes ts_rank and word similarity per row (the
 * tsvector is an index expression, not a column, so it is recomputed), so it runs over a bounded
 * set: at most this many full-text matches (any of them; for a common word they are equally
 * good) plus, only when full text finds fewer than a page, at most this many near-spellings.
 * Neither branch sorts before its LIMIT, so each stops reading the table once it has enough:
 * a common word or a typo next to one ("nucelar power") matches thousands of titles, and
 * checking the similarity of each was most of a search's time.
 */
const FULL_TEXT_CANDIDATES = 200;
const SPELLING_CANDIDATES = 200;

/**
 * One source's best matches: full-text hits (ranked by ts_rank, doubled so a real word match
 * outranks a near-spelling) and trigram near-misses (ranked by word similarity). The text is
 * always a bound parameter; websearch_to_tsquery accepts any input without a syntax error.
 */
function sourceQuery(source: SearchSource, text: string, limit: number): Prisma.Sql {
  const vector = Prisma.raw(`to_tsvector('english'::regconfig, ${source.document})`);
  const title = Prisma.raw(source.titleColumn);
  // The trigram index is on lower(title); lowering the text too keeps the similarity exact.
  const lowerTitle = Prisma.raw(`lower(${source.titleColumn})`);
  const table = Prisma.raw(source.table);
  const visible = Prisma.raw(source.visible);
  // The spelling branch's condition on the full-text count does not depend on the row, so the
  // planner evaluates it once (a one-time filter) and skips that index scan when words matched.
  return Prisma.sql`(
    WITH words AS MATERIALIZED (
      SELECT id FROM ${table} WHERE ${visible} AND ${vector} @@ websearch_to_tsquery('english'::regconfig, ${text})
      LIMIT ${FULL_TEXT_CANDIDATES}
    ), spellings AS MATERIALIZED (
      SELECT id FROM ${table} WHERE (SELECT COUNT(*) FROM words) < ${limit} AND ${visible} AND lower(${text}) <% ${lowerTitle}
      LIMIT ${SPELLING_CANDIDATES}
    )
    SELECT ${source.type}::text AS "artifactType", id AS "artifactId", ${title} AS title, ${Prisma.raw(source.slugColumn)} AS slug,
      2 * ts_rank(${vector}, websearch_to_tsquery('english'::regconfig, ${text})) + word_similarity(lower(${text}), ${lowerTitle}) AS score
    FROM ${table}
    WHERE id IN (SELECT id FROM words UNION SELECT id FROM spellings)
    ORDER BY score DESC, id DESC
    LIMIT ${limit}
  )`;
}

/** The one statement a search runs (exported for the benchmark's EXPLAIN); null when too short. */
export function searchStatement(rawText: string, types: readonly SearchArtifactType[], limit: number): Prisma.Sql | null {
  const text = normalizeSearchText(rawText);
  const chosen = sources.filter((source) => types.includes(source.type));
  if (text === null || chosen.length === 0) return null;
  const union = Prisma.join(chosen.map((source) => sourceQuery(source, text, limit)), ' UNION ALL ');
  return Prisma.sql`
    SELECT "artifactType", "artifactId", title, slug, score FROM (${union}) AS hits
    ORDER BY score DESC, "artifactId" DESC LIMIT ${limit}`;
}

export function createSearchService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;

  async function run(rawText: string, types: readonly SearchArtifactType[], limit: number): Promise<SearchHit[]> {
    const statement = searchStatement(rawText, types, limit);
    if (!statement) return [];
    const rows = await prisma.$queryRaw<Array<SearchHit & { score: number }>>(statement);
    return rows.map(({ artifactType, artifactId, title, slug }) => ({ artifactType, artifactId, title, slug }));
  }

  return {
    /** Every artifact type, best first (the top bar's search). One statement. */
    everything: (text: string, limit = SEARCH_RESULT_LIMIT) =>
      run(text, sources.map((source) => source.type), limit),
    /** Opinion ids, best first (the opinion form's similar-opinion list). */
    opinionIds: async (text: string, limit = SEARCH_RESULT_LIMIT) =>
      (await run(text, ['opinion'], limit)).map((hit) => hit.artifactId),
    /** Topic ids, best first (the opinion form's topic picker). */
    topicIds: async (text: string, limit = SEARCH_RESULT_LIMIT) =>
      (await run(text, ['topic'], limit)).map((hit) => hit.artifactId),
  };
}
