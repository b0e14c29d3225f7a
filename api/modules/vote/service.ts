// Votes: one per user and opinion, re-voting replaces it (history kept), each vote stores the
// voter's demographics as they were, and the per-day rollups are adjusted in the same
// transaction. Counts are read from the rollups, never by scanning votes. The only writer of
// Vote, VoteHistory and VoteRollup. What a vote sets off (karma, trending, reports, the live
// update) hangs off its vote.cast event: api/event-subscriptions.ts.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import {
  DEMOGRAPHIC_FIELDS,
  type DemographicAnswers,
  type DemographicSnapshot,
  emptyDemographicSnapshot,
  rollupKeys,
} from '../../domain/demographics.ts';
import { ValidationError } from '../../domain/errors.ts';
import { DAY_BITS, DAY_SHIFT, PACKED_FIELDS, type PackedField } from '../../domain/opinion-vote-report.ts';
import { filterGroupCondition } from '../../db/filter-group-sql.ts';
import { type FiveCounts, isValidRating } from '../../domain/vote-results.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import type { DemographicsService } from '../demographics/service.ts';
import type { OpinionService } from '../opinion/service.ts';

export type VoteService = ReturnType<typeof createVoteService>;

/** What castVote did: the rating now stored, the one it replaced, and the opinion's new counts. */
export type VoteOutcome = { opinionId: number; rating: number; previousRating: number | null; counts: FiveCounts };

type RollupDelta = { field: string; answer: string; day: string; rating: number; delta: 1 | -1 };

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type SnapshotColumns = DemographicAnswers;

/** The demographic columns copied onto a vote, as they are at the moment of voting. */
function snapshotColumns(row: SnapshotColumns | null): SnapshotColumns {
  return {
    gender: row?.gender ?? null,
    birthYear: row?.birthYear ?? null,
    nationality: row?.nationality ?? null,
    education: row?.education ?? null,
    maritalStatus: row?.maritalStatus ?? null,
    householdIncome: row?.householdIncome ?? null,
    sexualOrientation: row?.sexualOrientation ?? null,
    religion: row?.religion ?? null,
    politicalSpectrum: row?.politicalSpectrum ?? null,
    numChildren: row?.numChildren ?? null,
  };
}

function snapshotOf(row: SnapshotColumns | null): DemographicSnapshot {
  const snapshot = emptyDemographicSnapshot();
  if (!row) return snapshot;
  for (const field of DEMOGRAPHIC_FIELDS) {
    const value = (row as Record<string, unknown>)[field];
    snapshot[field] = value === undefined ? null : (value as string | number | null);
  }
  return snapshot;
}

export function createVoteService(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  opinions: OpinionService;
  demographics: DemographicsService;
}) {
  const { prisma, events, opinions, demographics } = dependencies;

  async function tallies(opinionIds: readonly number[]): Promise<Map<number, FiveCounts>> {
    const result = new Map<number, FiveCounts>(opinionIds.map((id) => [id, [0, 0, 0, 0, 0]]));
    if (opinionIds.length === 0) return result;
    const rows = await prisma.voteRollup.groupBy({
      by: ['opinionId'],
      where: { opinionId: { in: [...opinionIds] }, field: '', answer: '' },
      _sum: { r1: true, r2: true, r3: true, r4: true, r5: true },
    });
    for (const row of rows) {
      const sum = row._sum;
      result.set(row.opinionId, [sum.r1 ?? 0, sum.r2 ?? 0, sum.r3 ?? 0, sum.r4 ?? 0, sum.r5 ?? 0]);
    }
    return result;
  }

  return {
    tallies,

    /**
     * One opinion's votes per demographic field and raw answer, summed over every day of the
     * rollups (reports read rollups, never the raw votes).
     */
    async demographicTotals(opinionId: number): Promise<Array<{ field: string; answer: string; counts: FiveCounts }>> {
      const rows = await prisma.voteRollup.groupBy({
        by: ['field', 'answer'],
        where: { opinionId, field: { not: '' } },
        _sum: { r1: true, r2: true, r3: true, r4: true, r5: true },
      });
      return rows.map((row) => ({
        field: row.field,
        answer: row.answer,
        counts: [row._sum.r1 ?? 0, row._sum.r2 ?? 0, row._sum.r3 ?? 0, row._sum.r4 ?? 0, row._sum.r5 ?? 0],
      }));
    },

    /**
     * How many different people cast or changed a vote on the opinion after `since`, counted up
     * to `atMost` (the insight snapshots only ask whether enough did: docs/privacy.md). Read off
     * VoteHistory's (opinionId, createdAt) index.
     */
    async votersSince(opinionId: number, since: Date, atMost: number): Promise<number> {
      const [row] = await prisma.$queryRaw<Array<{ voters: bigint }>>`
        SELECT COUNT(*) AS voters FROM (
          SELECT DISTINCT "userId" FROM "VoteHistory" WHERE "opinionId" = ${opinionId} AND "createdAt" > ${since} LIMIT ${atMost}
        ) recent`;
      return Number(row!.voters);
    },

    /**
     * Every current vote of one opinion packed for the detailed opinion report: PostgreSQL's
     * binary int4[n][3] array of (voter, word a, word b) in the layout of
     * domain/opinion-vote-report.ts (rating, day of the vote, answer-group codes of the
     * demographics the vote carries). One aggregate of one array per vote, so the three words of
     * a vote can never be taken from different rows.
     */
    async packedVotes(opinionId: number): Promise<{ voters: number; columns: Uint8Array<ArrayBuffer> }> {
      // A field that lists the answers present (nationality: about 250 codes) finds its code by a
      // hash join on the list. array_position searched the list for every vote: packing one
      // opinion's 1,000,000 votes took 10-12 s with it, 4-6 s with the join, the same bytes
      // (docs/benchmarks.md#detailed-opinion-report), and over 10 s a request is stopped.
      const listed = (packed: PackedField) => Prisma.raw(`"${packed.field.field}Codes"`);
      const code = (packed: PackedField) => {
        const { field } = packed;
        const value = field.listsPresentOnly
          ? Prisma.sql`coalesce(${listed(packed)}."code"::int, 0)`
          : Prisma.sql`(CASE ${Prisma.join(
              field.groups.map((group, index) => Prisma.sql`WHEN ${filterGroupCondition('v', field, group)} THEN ${Prisma.raw(String(index + 1))}`),
              ' ',
            )} ELSE 0 END)`;
        return Prisma.sql`(${value} << ${Prisma.raw(String(packed.shift))})`;
      };
      const lists = PACKED_FIELDS.filter((packed) => packed.field.listsPresentOnly).map(
        (packed) => Prisma.sql`LEFT JOIN unnest(${packed.field.groups.map((group) => ('values' in group ? group.values[0] : group.key))}::text[])
          WITH ORDINALITY AS ${listed(packed)}("value", "code") ON ${listed(packed)}."value" = v.${Prisma.raw(`"${packed.field.field}"`)}`,
      );
      const word = (name: 'a' | 'b') => PACKED_FIELDS.filter((packed) => packed.word === name).map(code);
      const day = Prisma.sql`(greatest(0, least(${Prisma.raw(String(2 ** DAY_BITS - 1))}, v."updatedAt"::date - DATE '2000-01-01')) << ${Prisma.raw(String(DAY_SHIFT))})`;
      const wordA = Prisma.join([Prisma.sql`v."rating"`, day, ...word('a')], ' | ');
      const wordB = Prisma.join(word('b'), ' | ');
      const [row] = await prisma.$queryRaw<Array<{ voters: number; columns: Uint8Array<ArrayBuffer> }>>`
        SELECT count(*)::int AS "voters",
          array_send(coalesce(array_agg(ARRAY[v."userId", ${wordA}, ${wordB}]), '{}'::int4[])) AS "columns"
        FROM "Vote" v ${Prisma.join(lists, ' ')} WHERE v."opinionId" = ${opinionId}`;
      return { voters: row!.voters, columns: row!.columns };
    },

    /** Votes cast, one per person and opinion (the home feed's stats). */
    async countVotes(): Promise<number> {
      // Quiz answers are votes too (docs/product.md#quizzes) but not public opinion: the stats
      // leave them out.
      // All votes minus those on quiz statements (read through the Vote(opinionId) index): as
      // fast as the plain count, where an anti-join per vote took twice as long at 1,000,000.
      const [row] = await prisma.$queryRaw<Array<{ votes: bigint }>>`
        SELECT (SELECT COUNT(*) FROM "Vote")
          - (SELECT COUNT(*) FROM "Vote" v WHERE v."opinionId" IN (SELECT "opinionId" FROM "QuizItem")) AS votes`;
      return Number(row!.votes);
    },

    /** The viewer's own ratings for many opinions, one statement (feed cards, opinion page). */
    async ratingsOf(userId: number, opinionIds: readonly number[]): Promise<Map<number, number>> {
      const votes = await prisma.vote.findMany({
        where: { userId, opinionId: { in: [...opinionIds] } },
        select: { opinionId: true, rating: true },
      });
      return new Map(votes.map((vote) => [vote.opinionId, vote.rating]));
    },

    /**
     * Casts or replaces `userId`'s vote. The same vote again changes nothing and announces
     * nothing. The counts in the outcome are read once, after the commit, and are what every
     * live subscriber and the voter's own answer show.
     */
    async castVote(userId: number, opinionId: number, rating: number): Promise<VoteOutcome> {
      if (!isValidRating(rating)) {
        throw new ValidationError('Rating must be a whole number from 1 (Strongly Agree) to 5 (Strongly Disagree)', [
          { path: ['rating'], message: 'Must be 1, 2, 3, 4 or 5' },
        ]);
      }
      await opinions.requireVotableOpinion(opinionId);
      const now = new Date();

      const change = await prisma.$transaction(async (transaction) => {
        // Two votes by one person on one opinion (a double click) must not both read the old
        // vote: serialize them per (user, opinion) for the rest of the transaction.
        await transaction.$executeRaw`SELECT pg_advisory_xact_lock(${userId}::int, ${opinionId}::int)`;
        // The demographics as they are now, read in this transaction: the vote keeps them.
        const columns = snapshotColumns(await demographics.answersOf(userId, transaction));
        const snapshot = snapshotOf(columns);
        const previous = await transaction.vote.findUnique({ where: { userId_opinionId: { userId, opinionId } } });
        if (previous && previous.rating === rating) return null; // idempotent: the same vote again changes nothing

        const deltas: RollupDelta[] = [];
        if (previous) {
          for (const key of rollupKeys(snapshotOf(previous))) {
            deltas.push({ ...key, day: utcDay(previous.updatedAt), rating: previous.rating, delta: -1 });
          }
          await transaction.vote.update({
            where: { id: previous.id },
            data: { rating, updatedAt: now, ...columns },
          });
        } else {
          await transaction.vote.create({ data: { userId, opinionId, rating, createdAt: now, updatedAt: now, ...columns } });
        }
        for (const key of rollupKeys(snapshot)) deltas.push({ ...key, day: utcDay(now), rating, delta: 1 });
        await transaction.voteHistory.create({
          data: { userId, opinionId, rating, previousRating: previous?.rating ?? null, createdAt: now },
        });
        await applyRollupDeltas(transaction, opinionId, deltas);
        return { previousRating: previous?.rating ?? null };
      });

      const counts = (await tallies([opinionId])).get(opinionId)!;
      if (change) await events.publish('vote.cast', { userId, opinionId, rating, previousRating: change.previousRating, counts });
      return { opinionId, rating, previousRating: change ? change.previousRating : rating, counts };
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const votes = await prisma.vote.findMany({
        where: { userId },
        omit: { id: true, userId: true },
        include: { opinion: { select: { slug: true, title: true } } },
        orderBy: { createdAt: 'asc' },
      });
      const history = await prisma.voteHistory.findMany({
        where: { userId },
        select: { opinionId: true, rating: true, previousRating: true, createdAt: true },
        orderBy: { id: 'asc' },
      });
      return { votes, history };
    },

    /**
     * The person's votes and their history go; the per-day rollups stay. Tallies, demographic
     * totals and reports read the rollups only, so public counts do not change: the votes live
     * on as anonymous aggregates (docs/decisions.md#erasing-an-account).
     */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.voteHistory.deleteMany({ where: { userId } });
      await db.vote.deleteMany({ where: { userId } });
    },
  };
}

/** One statement for all rollup rows a vote touches (up to 22 on a re-vote). */
async function applyRollupDeltas(
  transaction: Prisma.TransactionClient,
  opinionId: number,
  deltas: RollupDelta[],
): Promise<void> {
  const merged = new Map<string, { field: string; answer: string; day: string; counts: number[] }>();
  for (const delta of deltas) {
    const id = `${delta.field}\u0000${delta.answer}\u0000${delta.day}`;
    let row = merged.get(id);
    if (!row) {
      row = { field: delta.field, answer: delta.answer, day: delta.day, counts: [0, 0, 0, 0, 0] };
      merged.set(id, row);
    }
    row.counts[delta.rating - 1] += delta.delta;
  }
  const values = [...merged.values()].map(
    (row) =>
      Prisma.sql`(${opinionId}, ${row.field}, ${row.answer}, ${row.day}::date, ${row.counts[0]}, ${row.counts[1]}, ${row.counts[2]}, ${row.counts[3]}, ${row.counts[4]})`,
  );
  await transaction.$executeRaw`
    INSERT INTO "VoteRollup" ("opinionId", "field", "answer", "day", "r1", "r2", "r3", "r4", "r5")
    VALUES ${Prisma.join(values)}
    ON CONFLICT ("opinionId", "field", "answer", "day") DO UPDATE SET
      "r1" = "VoteRollup"."r1" + EXCLUDED."r1",
      "r2" = "VoteRollup"."r2" + EXCLUDED."r2",
      "r3" = "VoteRollup"."r3" + EXCLUDED."r3",
      "r4" = "VoteRollup"."r4" + EXCLUDED."r4",
      "r5" = "VoteRollup"."r5" + EXCLUDED."r5"`;
}
