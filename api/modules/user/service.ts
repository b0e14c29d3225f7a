// People: accounts as rows (the auth module asks for them to be created and their password set),
// public profiles and their details, karma with its levels and awards, and avatars. The only
// writer of User and Milestone.
//
// Karma is recounted from its sources (votes, comments, good points, live opinions) after every
// event that changes one of them, in one statement that reads those modules' tables
// (ARCHITECTURE.md declares the reads): the hottest write, a vote, must not pay a round trip
// per source.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { usernameKey } from '../../domain/account-rules.ts';
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
import type { DomainEventPublisher } from '../../events/domain-events.ts';

export type UserService = ReturnType<typeof createUserService>;

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

/** Usernames are 3-24 letters, digits or underscores (docs/decisions.md#accounts); anything else is unknown. */
const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

export type AvatarImage = { contentType: string; body: Buffer; etag: string };

type Reader = PrismaClient | Prisma.TransactionClient;

/** A new account's row: the auth module decides when one is created, this module writes it. */
export type NewAccount = {
  username: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  passwordHash?: string | null;
  externalId?: string | null;
};

/**
 * The four karma sources of one person as SQL subqueries (reads of the vote, opinion and comment
 * modules' tables, declared in ARCHITECTURE.md). Comments and good points count only on
 * comments that are not deleted; opinions only when not deleted or removed.
 */
function karmaSourcesSql(userId: number) {
  return Prisma.sql`
    SELECT
      (SELECT COUNT(*) FROM "Vote" v WHERE v."userId" = ${userId}) AS votes,
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

export function createUserService(dependencies: { prisma: PrismaClient; events: DomainEventPublisher }) {
  const { prisma, events } = dependencies;

  // Resized small avatars, so a feed full of the same faces is not resized on every request.
  // Keyed by the stored image's hash: a new upload gets a new key.
  const smallAvatarCache = new Map<string, Buffer>();
  const SMALL_AVATAR_CACHE_SIZE = 500;

  async function karmaSourcesOf(userId: number): Promise<KarmaSources> {
    const [row] = await prisma.$queryRaw<KarmaSourceRow[]>(karmaSourcesSql(userId));
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
    /**
     * Recounts someone's karma from its sources and stores it with the levels and awards now
     * reached (once reached they stay reached); then, once the recount has committed, announces
     * the highest newly reached milestone of each kind. Runs after the event that changed a
     * source has committed, so the counts see it.
     */
    async recountKarma(userId: number): Promise<KarmaOutcome> {
      const outcome = await prisma.$transaction(async (transaction) => {
        // Two recounts of one person at once (votes in two tabs) must not both count from a
        // snapshot that misses the other's event: lock the person's row first, so the counts
        // below see every committed event (each statement takes a fresh snapshot under READ
        // COMMITTED). NO KEY UPDATE: an insert referencing this row (a vote, a comment) holds a
        // KEY SHARE lock on it, which NO KEY UPDATE does not conflict with.
        await transaction.$executeRaw`SELECT 1 FROM "User" WHERE id = ${userId} FOR NO KEY UPDATE`;
        // Count the sources and store the karma in one statement.
        const [row] = await transaction.$queryRaw<Array<KarmaSourceRow & { karma: number; username: string }>>`
          WITH counts AS (${karmaSourcesSql(userId)})
          UPDATE "User" u SET karma = (counts.votes * ${KARMA_PER_VOTE} + counts.opinions * ${KARMA_PER_OPINION}
              + counts.comments * ${KARMA_PER_COMMENT} + counts."goodPoints" * ${KARMA_PER_GOOD_POINT})::int
          FROM counts WHERE u.id = ${userId}
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

    /** Someone's row by id with the caller's Prisma selection (the viewer, after a change). */
    byId<Query extends { select?: object; include?: object }>(userId: number, query: Query) {
      return prisma.user.findUnique({ ...(withSelectedFields(query, ['id']) as object), where: { id: userId } });
    },

    /** The user a profile page shows, with the caller's Prisma selection, or null. */
    async findProfileUser<Query extends { select?: object; include?: object }>(username: string, query: Query) {
      if (!USERNAME_PATTERN.test(username)) return null;
      return prisma.user.findUnique({ ...(query as object), where: { usernameKey: username.toLowerCase() } });
    },

    /** Counts shown on a profile, and the karma they add up to. */
    async profileStats(userId: number): Promise<ProfileStats> {
      const sources = await karmaSourcesOf(userId);
      return { ...sources, karma: karmaFrom(sources) };
    },

    profileMilestones,

    /**
     * Daily contributions (votes, comments, opinions created) over the last year, in one
     * statement over the vote, comment and opinion tables (declared reads).
     */
    async activityGrid(userId: number, now = new Date()): Promise<ActivityGrid> {
      const since = activityGridStart(now);
      const rows = await prisma.$queryRaw<Array<{ day: string; count: bigint }>>`
        SELECT day, SUM(count) AS count FROM (
          SELECT to_char(v."createdAt", 'YYYY-MM-DD') AS day, COUNT(*) AS count
          FROM "Vote" v WHERE v."userId" = ${userId} AND v."createdAt" >= ${since} GROUP BY 1
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

    // ── Accounts: the auth, external-id and notification modules ask; this module writes. ──

    /** The account behind an e-mail address, with what logging in checks. */
    accountByEmail(email: string) {
      return prisma.user.findUnique({ where: { email }, select: { id: true, username: true, passwordHash: true } });
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      return (await prisma.user.findUnique({ where: { usernameKey: usernameKey(username) }, select: { id: true } })) !== null;
    },

    /**
     * Creates the account row, inside the caller's transaction when given one (sign-up consumes
     * its code in the same transaction). A taken username or e-mail address fails with Prisma's
     * unique-constraint error (P2002), which the caller puts into words.
     */
    createAccount(account: NewAccount, db: Reader = prisma): Promise<{ id: number }> {
      return db.user.create({
        data: {
          username: account.username,
          usernameKey: usernameKey(account.username),
          email: account.email,
          emailVerifiedAt: account.emailVerifiedAt,
          passwordHash: account.passwordHash ?? null,
          externalId: account.externalId ?? null,
        },
        select: { id: true },
      });
    },

    /** A new password hash, inside the caller's transaction when given one. */
    async setPasswordHash(userId: number, passwordHash: string, db: Reader = prisma): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { passwordHash } });
    },

    /** Sets (or replaces) the partner's external id (rid). */
    async setExternalId(userId: number, externalId: string, db: Reader = prisma): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { externalId } });
    },

    /**
     * The first rid wins: sets it only while the account has none (and, when `email` is given,
     * only if that is the account's address). True when it was set.
     */
    async setExternalIdIfUnset(userId: number, externalId: string, options: { email?: string } = {}, db: Reader = prisma): Promise<boolean> {
      const updated = await db.user.updateMany({
        where: { id: userId, externalId: null, ...(options.email !== undefined ? { email: options.email } : {}) },
        data: { externalId },
      });
      return updated.count > 0;
    },

    /** Everything up to `at` counts as read (the red dot goes out). */
    async setNotificationsReadAt(userId: number, at: Date): Promise<void> {
      await prisma.user.update({ where: { id: userId }, data: { notificationsReadAt: at } });
    },

    /** Who a single-sign-on token stands for, as the sister site learns it. */
    ssoIdentity(userId: number) {
      return prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true, email: true, externalId: true } });
    },
  };
  return service;
}

function hash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 22);
}
