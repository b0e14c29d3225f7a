// Users: the current user's info (flags of spec section 3), public profiles and their details,
// karma with its levels and awards, and avatars. The only writer of User profile fields,
// User.karma, Milestone and the avatar columns.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import {
  AVATAR_INPUT_FORMATS,
  AVATAR_MAX_INPUT_PIXELS,
  AVATAR_MAX_UPLOAD_BYTES,
  AVATAR_PIXELS,
  generatedAvatarSvg,
  type AvatarSize,
} from '../../domain/avatar.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
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
  VOTE_AWARDS,
  type KarmaSources,
  type MilestoneReached,
} from '../../domain/karma.ts';
import { activityGridStart, buildActivityGrid, normalizeProfileDetails, type ActivityGrid, type ProfileDetails } from '../../domain/profile.ts';
import type { ViewerIdentity } from '../../schema/context.ts';
import { commentCountsOf, commentHistoryOf, commentsPerDay, type CommentHistoryRow } from '../comment/profile-reads.ts';

export type UserService = ReturnType<typeof createUserService>;

/** What changed someone's karma; every kind recounts all sources (robust to deletes and unlikes). */
export type KarmaEventKind = 'vote' | 'comment' | 'commentDeleted' | 'goodPoint' | 'goodPointRemoved' | 'opinion' | 'opinionDeleted';

/** Announces a milestone (a Milestone notification), after the event's transaction committed. */
export type MilestoneAnnouncer = (milestone: MilestoneReached & { userId: number; username: string; text: string }) => Promise<void>;

/** What a karma event changed; hand it to announceMilestones once the transaction committed. */
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

/** Usernames are 3-24 letters, digits or underscores (docs/decisions.md); anything else is unknown. */
const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

/** Largest number of history comments one page returns. */
export const COMMENT_HISTORY_MAX_PAGE = 50;

export type AvatarImage = { contentType: string; body: Buffer; etag: string };

export function createUserService(dependencies: {
  prisma: PrismaClient;
  announceMilestone?: MilestoneAnnouncer;
  /** Where a failed announcement is reported (the event itself has committed by then). */
  onAnnounceError?: (error: unknown) => void;
}) {
  const { prisma } = dependencies;
  let announceMilestone = dependencies.announceMilestone;
  const onAnnounceError = dependencies.onAnnounceError ?? ((error: unknown) => console.error(error));

  // Resized small avatars, so a feed full of the same faces is not resized on every request.
  // Keyed by the stored image's hash: a new upload gets a new key.
  const smallAvatarCache = new Map<string, Buffer>();
  const SMALL_AVATAR_CACHE_SIZE = 500;

  /** Votes cast and opinions created (not deleted), counted in one statement. */
  async function voteAndOpinionCounts(db: PrismaClient | Prisma.TransactionClient, userId: number) {
    const [row] = await db.$queryRaw<Array<{ votes: bigint; opinions: bigint }>>`
      SELECT
        (SELECT COUNT(*) FROM "Vote" v WHERE v."userId" = ${userId}) AS votes,
        (SELECT COUNT(*) FROM "Opinion" o WHERE o."createdById" = ${userId} AND o.deleted = false AND o."removedAt" IS NULL) AS opinions`;
    return { votes: Number(row.votes), opinions: Number(row.opinions) };
  }

  async function karmaSourcesOf(db: PrismaClient | Prisma.TransactionClient, userId: number): Promise<KarmaSources> {
    const [comments, votes] = await Promise.all([commentCountsOf(db, userId), voteAndOpinionCounts(db, userId)]);
    return { ...votes, ...comments };
  }

  function profileMilestones(sources: KarmaSources): ProfileMilestones {
    return {
      level: levelFor(karmaFrom(sources)),
      award: highestAward(VOTE_AWARDS, sources.votes),
      comments: highestAward(COMMENT_AWARDS, sources.comments),
      goodPointsReceived: highestAward(GOOD_POINT_AWARDS, sources.goodPointsReceived),
    };
  }

  async function findByUsername(username: string) {
    if (!USERNAME_PATTERN.test(username)) return null;
    return prisma.user.findUnique({ where: { usernameKey: username.toLowerCase() }, select: { id: true, username: true } });
  }

  async function encodeAvatar(input: Buffer): Promise<Buffer> {
    if (input.length === 0) throw new ValidationError('Choose an image to upload', [{ path: ['image'], message: 'Empty file' }]);
    if (input.length > AVATAR_MAX_UPLOAD_BYTES) {
      throw new ValidationError('The image is too large (at most 2 MB)', [{ path: ['image'], message: 'Too large' }]);
    }
    const notAnImage = new ValidationError('Upload a JPEG, PNG, WebP or GIF image', [{ path: ['image'], message: 'Not an image' }]);
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw notAnImage;
    }
    if (!format || !(AVATAR_INPUT_FORMATS as readonly string[]).includes(format)) throw notAnImage;
    try {
      // Re-encoding drops everything but the pixels: EXIF (location), ICC, comments, extra frames.
      return await sharp(input, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(AVATAR_PIXELS.big, AVATAR_PIXELS.big, { fit: 'cover' })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw notAnImage;
    }
  }

  const service = {
    /** Replaces the announcer and gives back the previous one (tests listen with it). */
    setMilestoneAnnouncer(announcer: MilestoneAnnouncer | undefined): MilestoneAnnouncer | undefined {
      const previous = announceMilestone;
      announceMilestone = announcer;
      return previous;
    },

    /** True when a notification arrived after the user last opened their notifications. */
    async hasNewNotification(viewer: ViewerIdentity): Promise<boolean> {
      const newest = await prisma.notification.findFirst({
        where: {
          recipientId: viewer.userId,
          ...(viewer.notificationsReadAt ? { createdAt: { gt: viewer.notificationsReadAt } } : {}),
        },
        select: { id: true },
      });
      return newest !== null;
    },

    /**
     * Call inside the transaction of every karma-bearing write (vote, comment, good point,
     * opinion, and their removal). Recounts the person's karma from its sources, stores it, and
     * records the levels and awards reached (once reached they stay reached). After the
     * transaction commits, pass the outcome to announceMilestones.
     */
    async recordKarmaEvent(
      transaction: Prisma.TransactionClient,
      event: { userId: number; kind: KarmaEventKind },
    ): Promise<KarmaOutcome> {
      const { userId } = event;
      // Two events of one person at once (votes in two tabs) must not both count from a snapshot
      // that misses the other: lock the person's row first, so the counts below see every
      // committed event (each statement takes a fresh snapshot under READ COMMITTED). NO KEY
      // UPDATE, not UPDATE: the event's own insert holds a KEY SHARE lock on this row (its
      // foreign key), and FOR UPDATE would deadlock two such events against each other.
      await transaction.$executeRaw`SELECT 1 FROM "User" WHERE id = ${userId} FOR NO KEY UPDATE`;
      const comments = await commentCountsOf(transaction, userId);
      const commentKarma = comments.comments * KARMA_PER_COMMENT + comments.goodPointsReceived * KARMA_PER_GOOD_POINT;
      // Count votes and opinions and store the karma in one statement.
      const [row] = await transaction.$queryRaw<Array<{ votes: bigint; opinions: bigint; karma: number; username: string }>>`
        WITH counts AS (
          SELECT
            (SELECT COUNT(*) FROM "Vote" v WHERE v."userId" = ${userId}) AS votes,
            (SELECT COUNT(*) FROM "Opinion" o WHERE o."createdById" = ${userId} AND o.deleted = false AND o."removedAt" IS NULL) AS opinions
        )
        UPDATE "User" u SET karma = (counts.votes * ${KARMA_PER_VOTE} + counts.opinions * ${KARMA_PER_OPINION} + ${commentKarma})::int
        FROM counts WHERE u.id = ${userId}
        RETURNING counts.votes, counts.opinions, u.karma, u.username`;
      if (!row) throw new NotFoundError('User not found');
      const sources: KarmaSources = { votes: Number(row.votes), opinions: Number(row.opinions), ...comments };
      const reached = milestonesReached(sources);
      const created = reached.length
        ? await transaction.milestone.createManyAndReturn({
            data: reached.map((milestone) => ({ userId, kind: milestone.kind, threshold: milestone.threshold })),
            skipDuplicates: true,
            select: { kind: true, threshold: true },
          })
        : [];
      const newMilestones = created.map((milestone) => ({ kind: milestone.kind, threshold: milestone.threshold }));
      return { userId, username: row.username, karma: row.karma, level: levelFor(row.karma), newMilestones };
    },

    /**
     * Milestone notifications for what a committed karma event newly reached: the highest new
     * one per kind. Never throws: the event has happened whether or not the notice goes out.
     */
    async announceMilestones(outcome: KarmaOutcome | null | undefined): Promise<void> {
      if (!outcome || !announceMilestone) return;
      for (const milestone of milestonesToAnnounce(outcome.newMilestones)) {
        try {
          await announceMilestone({ ...milestone, userId: outcome.userId, username: outcome.username, text: milestoneText(milestone) });
        } catch (error) {
          onAnnounceError(error);
        }
      }
    },

    /** The user a profile page shows, with the caller's Prisma selection, or null. */
    async findProfileUser<Query extends { select?: object; include?: object }>(username: string, query: Query) {
      if (!USERNAME_PATTERN.test(username)) return null;
      return prisma.user.findUnique({ ...(query as object), where: { usernameKey: username.toLowerCase() } });
    },

    /** Counts shown on a profile, and the karma they add up to. */
    async profileStats(userId: number): Promise<ProfileStats> {
      const sources = await karmaSourcesOf(prisma, userId);
      return { ...sources, karma: karmaFrom(sources) };
    },

    profileMilestones,

    /** Daily contributions (votes, comments, opinions created) over the last year. */
    async activityGrid(userId: number, now = new Date()): Promise<ActivityGrid> {
      const since = activityGridStart(now);
      const [comments, others] = await Promise.all([
        commentsPerDay(prisma, userId, since),
        prisma.$queryRaw<Array<{ day: string; count: bigint }>>`
          SELECT day, SUM(count) AS count FROM (
            SELECT to_char(v."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
            FROM "Vote" v WHERE v."userId" = ${userId} AND v."createdAt" >= ${since} GROUP BY 1
            UNION ALL
            SELECT to_char(o."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
            FROM "Opinion" o WHERE o."createdById" = ${userId} AND o.deleted = false AND o."removedAt" IS NULL
              AND o."createdAt" >= ${since} GROUP BY 1
          ) per_day GROUP BY day`,
      ]);
      const days = new Map(comments);
      for (const row of others) days.set(row.day, (days.get(row.day) ?? 0) + Number(row.count));
      return buildActivityGrid(days, now);
    },

    /** Name, location, bio and expertise of one's own profile. */
    async updateProfileDetails(userId: number, input: ProfileDetails): Promise<void> {
      const details = normalizeProfileDetails(input);
      await prisma.user.update({ where: { id: userId }, data: details });
    },

    /** Validates, re-encodes (metadata stripped) and stores an uploaded avatar. */
    async setAvatar(userId: number, input: Buffer): Promise<void> {
      const encoded = await encodeAvatar(input);
      await prisma.user.update({ where: { id: userId }, data: { avatarImage: new Uint8Array(encoded), avatarMime: 'image/webp' } });
    },

    async removeAvatar(userId: number): Promise<void> {
      await prisma.user.update({ where: { id: userId }, data: { avatarImage: null, avatarMime: null } });
    },

    /** The picture served at /api/user/profileimage/{username}; null for an unknown user. */
    async avatarImage(username: string, size: AvatarSize): Promise<AvatarImage | null> {
      if (!USERNAME_PATTERN.test(username)) return null;
      const user = await prisma.user.findUnique({
        where: { usernameKey: username.toLowerCase() },
        select: { username: true, avatarImage: true, avatarMime: true },
      });
      if (!user) return null;
      if (!user.avatarImage) {
        const svg = generatedAvatarSvg(user.username, AVATAR_PIXELS[size]);
        return { contentType: 'image/svg+xml', body: Buffer.from(svg), etag: `"g-${hash(svg)}"` };
      }
      const stored = Buffer.from(user.avatarImage);
      const storedHash = hash(stored);
      const etag = `"u-${storedHash}-${size}"`;
      if (size === 'big') return { contentType: user.avatarMime ?? 'image/webp', body: stored, etag };
      let small = smallAvatarCache.get(storedHash);
      if (!small) {
        small = await sharp(stored).resize(AVATAR_PIXELS.small, AVATAR_PIXELS.small).webp({ quality: 85 }).toBuffer();
        if (smallAvatarCache.size >= SMALL_AVATAR_CACHE_SIZE) smallAvatarCache.delete(smallAvatarCache.keys().next().value!);
        smallAvatarCache.set(storedHash, small);
      }
      return { contentType: 'image/webp', body: small, etag };
    },

    /** Whether the user has uploaded a picture (the profile offers to remove it). */
    async hasUploadedAvatar(userId: number): Promise<boolean> {
      const user = await prisma.user.findUnique({ where: { id: userId }, select: { avatarMime: true } });
      return Boolean(user?.avatarMime);
    },

    /** A page of someone's comment history (newest first), or NotFoundError for an unknown name. */
    async commentHistory(options: {
      authorId: number;
      viewerId: number | null;
      beforeId: number | null;
      first: number;
    }): Promise<{ rows: CommentHistoryRow[]; hasMore: boolean }> {
      const limit = Math.min(Math.max(options.first, 1), COMMENT_HISTORY_MAX_PAGE);
      const rows = await commentHistoryOf(prisma, { ...options, limit: limit + 1 });
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    findByUsername,

    /**
     * Karma after a committed comment event (the comment module's afterCommit listener): the
     * comment's author gains or loses karma when it is posted, deleted, liked or unliked.
     */
    async recountAfterCommentEvent(event: { type: string; authorId: number }): Promise<void> {
      const kind = karmaKindOfCommentEvent[event.type];
      if (!kind) return;
      const outcome = await prisma.$transaction((transaction) => service.recordKarmaEvent(transaction, { userId: event.authorId, kind }));
      await service.announceMilestones(outcome);
    },
  };
  return service;
}

const karmaKindOfCommentEvent: Record<string, KarmaEventKind | undefined> = {
  commentPosted: 'comment',
  commentDeleted: 'commentDeleted',
  commentLiked: 'goodPoint',
  commentUnliked: 'goodPointRemoved',
};

function hash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 22);
}
