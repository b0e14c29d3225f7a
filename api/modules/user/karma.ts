// Karma, levels and awards: recounted from their sources (votes, comments, good points, live
// opinions) after every event that changes one of them, in one statement that reads the vote,
// opinion and comment modules' tables (declared in ARCHITECTURE.md): the hottest write, a vote,
// must not pay a round trip per source. Also the counts and daily activity a profile shows:
// live to the person themself, to everyone else with votes only up to the start of the UTC day
// (docs/privacy.md, attack 4).
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  COMMENT_AWARDS,
  GOOD_POINT_AWARDS,
  highestAward,
  karmaFrom,
  KARMA_PER_COMMENT,
  KARMA_PER_GOOD_POINT,
  KARMA_PER_OPINION,
  KARMA_PER_VOTE,
  levelFor,
  milestonesReached,
  milestonesToAnnounce,
  milestoneText,
  publicVotesBefore,
  VOTE_AWARDS,
  type KarmaSources,
  type MilestoneReached,
} from '../../domain/karma.ts';
import { activityGridStart, buildActivityGrid, type ActivityGrid } from '../../domain/profile.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';

/** What a karma recount found and stored; newMilestones are those recorded by this recount. */
export type KarmaOutcome = { userId: number; username: string; karma: number; level: number; newMilestones: MilestoneReached[] };

export type ProfileStats = KarmaSources & { karma: number };

export type ProfileMilestones = {
  level: number;
  /** Highest vote award reached (0: none yet). */
  award: number;
  /** Highest comment award reached. */
  comments: number;
  /** Highest good-point award reached. */
  goodPointsReceived: number;
};

/**
 * Whose figures: live (the person themself, and the stored karma), or as others see them, with
 * votes cast before `votesBefore` only.
 */
export type FiguresFor = { votesBefore: Date | null };

export const LIVE: FiguresFor = { votesBefore: null };

/** Figures as people other than the person see them at `now`. */
export function publicFigures(now = new Date()): FiguresFor {
  return { votesBefore: publicVotesBefore(now) };
}

function votesCastBefore(votesBefore: Date | null) {
  return votesBefore === null ? Prisma.empty : Prisma.sql` AND v."createdAt" < ${votesBefore}`;
}

/**
 * The four karma sources of one person as SQL subqueries (reads of the vote, opinion and comment
 * modules' tables, declared in ARCHITECTURE.md). Comments and good points count only on
 * comments that are not deleted; opinions only when not deleted or removed.
 */
function karmaSourcesSql(userId: number, figures: FiguresFor) {
  return Prisma.sql`
    SELECT
      (SELECT COUNT(*) FROM "Vote" v WHERE v."userId" = ${userId}${votesCastBefore(figures.votesBefore)}) AS votes,
      (SELECT COUNT(*) FROM "Opinion" o WHERE o."createdById" = ${userId} AND o.deleted = false AND o."removedAt" IS NULL) AS opinions,
      (SELECT COUNT(*) FROM "Comment" c WHERE c."authorId" = ${userId} AND c."deletedAt" IS NULL) AS comments,
      (SELECT COUNT(*) FROM "CommentLike" l JOIN "Comment" c ON c.id = l."commentId"
        WHERE c."authorId" = ${userId} AND c."deletedAt" IS NULL) AS "goodPoints"`;
}

type KarmaSourceRow = { votes: bigint; opinions: bigint; comments: bigint; goodPoints: bigint };

function karmaSourcesFrom(row: KarmaSourceRow): KarmaSources {
  return {
    votes: Number(row.votes),
    opinions: Number(row.opinions),
    comments: Number(row.comments),
    goodPointsReceived: Number(row.goodPoints),
  };
}

export function createKarma(dependencies: { prisma: PrismaClient; events: DomainEventPublisher }) {
  const { prisma, events } = dependencies;

  async function karmaSourcesOf(userId: number, figures: FiguresFor): Promise<KarmaSources> {
    const [row] = await prisma.$queryRaw<KarmaSourceRow[]>(karmaSourcesSql(userId, figures));
    return karmaSourcesFrom(row);
  }

  function profileMilestones(sources: KarmaSources): ProfileMilestones {
    return {
      level: levelFor(karmaFrom(sources)),
      award: highestAward(VOTE_AWARDS, sources.votes),
      comments: highestAward(COMMENT_AWARDS, sources.comments),
      goodPointsReceived: highestAward(GOOD_POINT_AWARDS, sources.goodPointsReceived),
    };
  }

  return {
    /**
     * Recounts someone's karma from its sources and stores it with the levels and awards now
     * reached (once reached they stay reached); then, once the recount has committed, announces
     * the highest newly reached milestone of each kind. Runs after the event that changed a
     * source has committed, so the counts see it.
     */
    async recountKarma(userId: number): Promise<KarmaOutcome> {
      const day = publicVotesBefore(new Date());
      const outcome = await prisma.$transaction(async (transaction) => {
        // Two recounts of one person at once (votes in two tabs) must not both count from a
        // snapshot that misses the other's event: lock the person's row first, so the counts
        // below see every committed event (each statement takes a fresh snapshot under READ
        // COMMITTED). NO KEY UPDATE: an insert referencing this row (a vote, a comment) holds a
        // KEY SHARE lock on it, which NO KEY UPDATE does not conflict with.
        await transaction.$executeRaw`SELECT 1 FROM "User" WHERE id = ${userId} FOR NO KEY UPDATE`;
        // Count the sources and store the karma in one statement, with how many of the votes it
        // counts were cast today: others see karma without those (publicKarma), and only a count
        // taken from the same snapshot as the karma keeps that figure still while a vote is
        // between its commit and this recount. A vote's updatedAt is never before its
        // createdAt, so the updatedAt condition lets the (userId, updatedAt) index find them.
        const [row] = await transaction.$queryRaw<Array<KarmaSourceRow & { karma: number; username: string }>>`
          WITH counts AS (${karmaSourcesSql(userId, LIVE)}),
          today AS (SELECT COUNT(*) AS votes FROM "Vote" v
            WHERE v."userId" = ${userId} AND v."updatedAt" >= ${day} AND v."createdAt" >= ${day})
          UPDATE "User" u SET karma = (counts.votes * ${KARMA_PER_VOTE} + counts.opinions * ${KARMA_PER_OPINION}
              + counts.comments * ${KARMA_PER_COMMENT} + counts."goodPoints" * ${KARMA_PER_GOOD_POINT})::int,
            "karmaDay" = ${day}, "karmaDayVotes" = today.votes::int
          FROM counts, today WHERE u.id = ${userId}
          RETURNING counts.votes, counts.opinions, counts.comments, counts."goodPoints", u.karma, u.username`;
        if (!row) throw new NotFoundError('User not found');
        const reached = milestonesReached(karmaSourcesFrom(row));
        const created = reached.length
          ? await transaction.milestone.createManyAndReturn({
              data: reached.map((milestone) => ({ userId, kind: milestone.kind, threshold: milestone.threshold })),
              skipDuplicates: true,
              select: { kind: true, threshold: true },
            })
          : [];
        const newMilestones = created.map((milestone) => ({ kind: milestone.kind, threshold: milestone.threshold }));
        return { userId, username: row.username, karma: row.karma, level: levelFor(row.karma), newMilestones };
      });
      for (const milestone of milestonesToAnnounce(outcome.newMilestones)) {
        await events.publish('milestone.reached', {
          userId,
          username: outcome.username,
          kind: milestone.kind,
          threshold: milestone.threshold,
          text: milestoneText(milestone),
        });
      }
      return outcome;
    },

    /** Counts shown on a profile, and the karma they add up to, live or as others see them. */
    async profileStats(userId: number, figures: FiguresFor): Promise<ProfileStats> {
      const sources = await karmaSourcesOf(userId, figures);
      return { ...sources, karma: karmaFrom(sources) };
    },

    profileMilestones,

    /**
     * Daily contributions (votes, comments, opinions created) over the last year, in one
     * statement over the vote, comment and opinion tables (declared reads). As others see it,
     * today's votes are left out; today's comments and opinions are public anyway and stay.
     */
    async activityGrid(userId: number, figures: FiguresFor, now = new Date()): Promise<ActivityGrid> {
      const since = activityGridStart(now);
      const rows = await prisma.$queryRaw<Array<{ day: string; count: bigint }>>`
        SELECT day, SUM(count) AS count FROM (
          SELECT to_char(v."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
          FROM "Vote" v WHERE v."userId" = ${userId} AND v."createdAt" >= ${since}${votesCastBefore(figures.votesBefore)} GROUP BY 1
          UNION ALL
          SELECT to_char(c."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
          FROM "Comment" c WHERE c."authorId" = ${userId} AND c."deletedAt" IS NULL AND c."createdAt" >= ${since} GROUP BY 1
          UNION ALL
          SELECT to_char(o."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
          FROM "Opinion" o WHERE o."createdById" = ${userId} AND o.deleted = false AND o."removedAt" IS NULL
            AND o."createdAt" >= ${since} GROUP BY 1
        ) per_day GROUP BY day`;
      return buildActivityGrid(new Map(rows.map((row) => [row.day, Number(row.count)])), now);
    },
  };
}
