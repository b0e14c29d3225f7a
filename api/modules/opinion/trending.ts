// The trending score behind For You and Trending opinions (docs/product.md#feeds): recent
// activity over age. Stored on each opinion (Opinion.trendingScore, indexed with the id) so a
// feed page is a keyset scan whose cost does not grow with the number of opinions. New rows get
// their age's score from a trigger; votes and comments refresh their opinion's score at once
// (api/event-subscriptions.ts), and a timer refreshes all of them as the days pass.
//
// The activity is read from the vote and comment modules' tables in the same statement that
// writes the scores (declared in ARCHITECTURE.md): one statement per vote, not one per source.
import { Prisma } from '../../db/generated/prisma/client.ts';

/**
 * Votes and 3x comments of the last 7 days, each day's activity halved every 2 days. For a few
 * opinions the vote rollups are read by their key; for all of them, the votes of the last 7 days
 * through the Vote(updatedAt) index (a rollup day counts exactly the votes last cast that day),
 * rather than scanning every rollup row.
 */
function activityCte(only: number[] | null) {
  const votes = only
    ? Prisma.sql`SELECT "opinionId", day, ("r1" + "r2" + "r3" + "r4" + "r5") AS events
        FROM "VoteRollup" WHERE "opinionId" = ANY(${only}::int[]) AND field = '' AND day >= CURRENT_DATE - 7`
    : Prisma.sql`SELECT "opinionId", ("updatedAt" AT TIME ZONE 'UTC')::date AS day, 1 AS events
        FROM "Vote" WHERE "updatedAt" >= (CURRENT_DATE - 7)::timestamp`;
  const commentFilter = only ? Prisma.sql`AND t."opinionId" = ANY(${only}::int[])` : Prisma.empty;
  return Prisma.sql`
    activity AS MATERIALIZED (
      SELECT "opinionId", SUM(events * power(0.5, (CURRENT_DATE - day) / 2.0)) AS score
      FROM (
        ${votes}
        UNION ALL
        SELECT t."opinionId", c."createdAt"::date AS day, 3 AS events
        FROM "Comment" c JOIN "CommentThread" t ON t.id = c."threadId"
        WHERE c."createdAt" >= now() - interval '7 days' AND c."deletedAt" IS NULL AND t."opinionId" IS NOT NULL ${commentFilter}
      ) AS recent
      GROUP BY "opinionId"
    )`;
}

/**
 * (activity + 1) / (age in days + 2)^1.2, for the given opinions or (null) all of them; +1 so
 * new opinions are not all tied at zero. One statement.
 */
export function refreshTrendingScoresSql(only: number[] | null): Prisma.Sql {
  const onlyRows = only ? Prisma.sql`WHERE x.id = ANY(${only}::int[])` : Prisma.empty;
  // A full refresh rewrites only scores that moved by more than 0.5%: old, quiet opinions
  // barely change between runs, and rewriting all rows every few minutes would be pure churn.
  const changed = only ? Prisma.empty : Prisma.sql`AND abs(s.score - o."trendingScore") > 0.005 * o."trendingScore"`;
  return Prisma.sql`
    WITH ${activityCte(only)}
    UPDATE "Opinion" o SET "trendingScore" = s.score
    FROM (
      SELECT x.id, (COALESCE(a.score, 0) + 1)
        / power(GREATEST(EXTRACT(EPOCH FROM (now() - x."createdAt")), 0) / 86400.0 + 2, 1.2) AS score
      FROM "Opinion" x LEFT JOIN activity a ON a."opinionId" = x.id ${onlyRows}
    ) s
    WHERE o.id = s.id ${changed}`;
}
