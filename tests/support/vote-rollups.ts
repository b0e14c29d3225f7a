// VoteRollup against the Vote rows it summarises: the raw votes grouped the way the vote service
// (and the seed) writes rollups, one row per (opinion, field, answer, day), "" / "" for every
// voter, each answered question's answer as text. Shared by the seed's invariants and the test
// that votes, re-votes and erases through the API.
import type { Database } from '../../api/db/database.ts';
import { DEMOGRAPHIC_FIELDS } from '../../api/domain/demographics.ts';

/** Five counts (rating 1 first) by "opinionId|field|answer|day" (day YYYY-MM-DD, UTC). */
export type RollupCounts = Map<string, number[]>;

type Row = { opinionId: number; field: string; answer: string; day: string; r1: number; r2: number; r3: number; r4: number; r5: number };

function countsOf(rows: Row[]): RollupCounts {
  const counts: RollupCounts = new Map();
  for (const row of rows) {
    const five = [row.r1, row.r2, row.r3, row.r4, row.r5];
    // A re-vote leaves its old day's rollup row at zero; no vote row stands behind it.
    if (five.every((count) => count === 0)) continue;
    counts.set(`${row.opinionId}|${row.field}|${row.answer}|${row.day}`, five);
  }
  return counts;
}

const fiveCounts = `COUNT(*) FILTER (WHERE v."rating" = 1)::int AS r1, COUNT(*) FILTER (WHERE v."rating" = 2)::int AS r2,
  COUNT(*) FILTER (WHERE v."rating" = 3)::int AS r3, COUNT(*) FILTER (WHERE v."rating" = 4)::int AS r4,
  COUNT(*) FILTER (WHERE v."rating" = 5)::int AS r5`;

/** The stored rollups, per day. */
export async function storedRollups(prisma: Database['prisma']): Promise<RollupCounts> {
  return countsOf(
    await prisma.$queryRawUnsafe<Row[]>(
      `SELECT "opinionId", "field", "answer", to_char("day", 'YYYY-MM-DD') AS day, "r1", "r2", "r3", "r4", "r5" FROM "VoteRollup"`,
    ),
  );
}

/** The Vote rows (of one voter, when given) grouped as rollups, per day of the vote. */
export async function votesAsRollups(prisma: Database['prisma'], userId?: number): Promise<RollupCounts> {
  const keys = [`('', '')`, ...DEMOGRAPHIC_FIELDS.map((field) => `('${field}', v."${field}"::text)`)].join(', ');
  return countsOf(
    await prisma.$queryRawUnsafe<Row[]>(
      `SELECT v."opinionId", k.field, k.answer, to_char(v."updatedAt", 'YYYY-MM-DD') AS day, ${fiveCounts}
       FROM "Vote" v CROSS JOIN LATERAL (VALUES ${keys}) AS k(field, answer)
       WHERE k.answer IS NOT NULL ${userId === undefined ? '' : `AND v."userId" = ${Number(userId)}`}
       GROUP BY 1, 2, 3, 4`,
    ),
  );
}

/** Per-day counts summed over the days: per "opinionId|field|answer". */
export function overAllDays(counts: RollupCounts): RollupCounts {
  const totals: RollupCounts = new Map();
  for (const [key, five] of counts) {
    const total = key.slice(0, key.lastIndexOf('|'));
    const sum = totals.get(total) ?? [0, 0, 0, 0, 0];
    totals.set(
      total,
      sum.map((count, index) => count + five[index]!),
    );
  }
  return totals;
}

/** The two added up, key by key. */
export function addRollups(left: RollupCounts, right: RollupCounts): RollupCounts {
  const sum: RollupCounts = new Map(left);
  for (const [key, five] of right) {
    const known = sum.get(key) ?? [0, 0, 0, 0, 0];
    sum.set(
      key,
      known.map((count, index) => count + five[index]!),
    );
  }
  return sum;
}

/** Sorted entries: what toEqual compares, with a readable difference when they disagree. */
export function sortedRollups(counts: RollupCounts): Array<[string, number[]]> {
  return [...counts].sort(([left], [right]) => left.localeCompare(right));
}
