// People: accounts as rows (the auth module asks for them to be created and their password set),
// public profiles and their details, karma with its levels and awards (karma.ts), and avatars
// (avatars.ts). The only writer of User and Milestone.
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { withSelectedFields } from '../../db/selection.ts';
import { sitemapSourceOf } from '../../db/sitemap-sql.ts';
import { couldBeUsername, usernameKey } from '../../domain/account-rules.ts';
import type { StoredKarma } from '../../domain/karma.ts';
import { normalizeProfileDetails, type ProfileDetails } from '../../domain/profile.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import { createAvatars } from './avatars.ts';
import { createKarma } from './karma.ts';

export type UserService = ReturnType<typeof createUserService>;

type Reader = PrismaClient | Prisma.TransactionClient;

/** The name shown where a deleted account's place is kept (see `deletedAccountId`). */
export const DELETED_ACCOUNT_NAME = '[deleted]';

/** The permission flags an admin grants and revokes (docs/product.md#permissions). */
export const MEMBER_PERMISSIONS = ['canDeleteContent', 'adminHub', 'canSeeDetailedOpinionReport', 'canCreateOpinions', 'canListConvos'] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

/** What the admin hub shows of a member: never their e-mail address or personal details. */
const MEMBER_SELECT = {
  id: true,
  username: true,
  createdAt: true,
  role: true,
  canDeleteContent: true,
  adminHub: true,
  canSeeDetailedOpinionReport: true,
  canCreateOpinions: true,
  canListConvos: true,
  suspendedUntil: true,
  suspensionReason: true,
  karma: true,
} as const;

export type MemberRow = Prisma.UserGetPayload<{ select: typeof MEMBER_SELECT }>;

/** A new account's row: the auth module decides when one is created, this module writes it. */
export type NewAccount = {
  username: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  passwordHash?: string | null;
  externalId?: string | null;
};

export function createUserService(dependencies: { prisma: PrismaClient; events: DomainEventPublisher }) {
  const { prisma, events } = dependencies;

  return {
    ...createKarma({ prisma, events }),
    ...createAvatars(prisma),

    /** Someone's row by id with the caller's Prisma selection (the viewer, after a change). */
    byId<Query extends { select?: object; include?: object }>(userId: number, query: Query) {
      return prisma.user.findUnique({ ...(withSelectedFields(query, ['id']) as object), where: { id: userId } });
    },

    /** The user a profile page shows, with the caller's Prisma selection, or null. */
    async findProfileUser<Query extends { select?: object; include?: object }>(username: string, query: Query) {
      if (!couldBeUsername(username)) return null;
      return prisma.user.findUnique({ ...(query as object), where: { usernameKey: username.toLowerCase() } });
    },

    /**
     * The sitemap's profiles: only members who already show in public under their name, with a
     * comment that is not deleted or hidden, or an opinion anyone can see. Every profile page is
     * public, but a member who only votes (privately) and reads is not someone to announce to
     * search engines. No date: a profile's figures move with its votes (docs/privacy.md, attack 4).
     */
    sitemap: sitemapSourceOf(prisma, {
      from: Prisma.sql`"User" t`,
      where: Prisma.sql`t."usernameKey" <> ${DELETED_ACCOUNT_NAME} AND (
        EXISTS (SELECT 1 FROM "Comment" c WHERE c."authorId" = t.id AND c."deletedAt" IS NULL AND c."hiddenAt" IS NULL)
        OR EXISTS (SELECT 1 FROM "Opinion" o WHERE o."createdById" = t.id AND NOT o.deleted AND o."removedAt" IS NULL))`,
      key: Prisma.sql`t.username`,
      lastModified: null,
    }),

    // ── Members as the admin hub manages them (api/modules/admin/service.ts runs these inside its
    // transactions, with the audit entry). ──

    /** Members whose username contains `search`, or whose e-mail address is exactly it; by id after `afterId`. */
    async searchMembers(options: { search: string | null; first: number; afterId: number | null }) {
      const search = options.search?.trim().toLowerCase() ?? '';
      return prisma.user.findMany({
        where: {
          ...(options.afterId === null ? {} : { id: { gt: options.afterId } }),
          ...(search === '' ? {} : { OR: [{ usernameKey: { contains: search } }, { email: search }] }),
          NOT: { username: DELETED_ACCOUNT_NAME },
        },
        select: MEMBER_SELECT,
        orderBy: { id: 'asc' },
        take: options.first,
      });
    },

    /** One member as the hub shows them, inside the caller's transaction; null when unknown. */
    /** What each member's last karma recount stored (absent: no such member). */
    async storedKarmaOf(userIds: readonly number[]): Promise<Map<number, StoredKarma>> {
      const rows = await prisma.user.findMany({
        where: { id: { in: [...userIds] } },
        select: { id: true, karma: true, karmaDay: true, karmaDayVotes: true },
      });
      return new Map(rows.map(({ id, ...stored }) => [id, stored]));
    },

    memberById(userId: number, db: Reader = prisma) {
      return db.user.findUnique({ where: { id: userId }, select: MEMBER_SELECT });
    },

    /**
     * The ids of the members holding `flag`, their rows locked until the caller's transaction
     * ends: two admins revoking each other at once take turns, so the last one cannot be removed.
     */
    async lockHoldersOf(flag: 'adminHub' | 'roleAdmin', db: Db): Promise<number[]> {
      const rows =
        flag === 'adminHub'
          ? await db.$queryRaw<Array<{ id: number }>>`SELECT id FROM "User" WHERE "adminHub" = true ORDER BY id FOR UPDATE`
          : await db.$queryRaw<Array<{ id: number }>>`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`;
      return rows.map((row) => row.id);
    },

    async setPermission(userId: number, permission: MemberPermission, granted: boolean, db: Db): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { [permission]: granted } });
    },

    async setRole(userId: number, role: 'USER' | 'CONTRIBUTOR' | 'ADMIN', db: Db): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { role } });
    },

    /** The member's suspension, if any (a log-in checks it, inside its transaction). */
    suspensionOf(userId: number, db: Reader = prisma) {
      return db.user.findUnique({ where: { id: userId }, select: { suspendedUntil: true, suspensionReason: true } });
    },

    /** Suspends until `until` with the reason the member is told; null lifts it (the reason stays). */
    async setSuspension(userId: number, until: Date | null, reason: string | null, db: Db): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { suspendedUntil: until, ...(reason === null ? {} : { suspensionReason: reason }) } });
    },

    /** Name, location, bio and expertise of one's own profile. */
    async updateProfileDetails(userId: number, input: ProfileDetails): Promise<void> {
      const details = normalizeProfileDetails(input);
      await prisma.user.update({ where: { id: userId }, data: details });
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

    /** Where to write to someone (a receipt): their name and e-mail address, if they have one. */
    contactOf(userId: number) {
      return prisma.user.findUnique({ where: { id: userId }, select: { username: true, email: true } });
    },

    /** Who a single-sign-on token stands for, as the sister site learns it. */
    ssoIdentity(userId: number) {
      return prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true, email: true, externalId: true } });
    },

    // ── The owner's data (docs/product.md#your-data): their export and the erasure of their account. ──

    /** The account row without its secrets (password hash) or the avatar's bytes, and its awards. */
    async personalDataOf(userId: number) {
      const row = await prisma.user.findUnique({ where: { id: userId }, omit: { passwordHash: true, avatarImage: true, usernameKey: true } });
      const milestones = await prisma.milestone.findMany({ where: { userId }, select: { kind: true, threshold: true, createdAt: true }, orderBy: { id: 'asc' } });
      if (!row) return null;
      const { avatarMime, ...account } = row;
      return { account: { ...account, hasUploadedAvatar: avatarMime !== null }, milestones };
    },

    /** What confirming the erasure checks (the auth module decides how). */
    accountToConfirm(userId: number) {
      return prisma.user.findUnique({ where: { id: userId }, select: { username: true, email: true, passwordHash: true } });
    },

    /**
     * The one shared account that stands in for every deleted one where a place must keep an
     * author (a comment others replied to, an encyclopedia edit): no e-mail, no password, no
     * sessions, and a name no sign-up can take (usernames are letters, digits and underscores).
     */
    async deletedAccountId(db: Db): Promise<number> {
      const row = await db.user.upsert({
        where: { usernameKey: DELETED_ACCOUNT_NAME },
        create: { username: DELETED_ACCOUNT_NAME, usernameKey: DELETED_ACCOUNT_NAME },
        update: {},
        select: { id: true },
      });
      return row.id;
    },

    /** Last step of the erasure, inside its transaction: the awards and the account row. */
    async eraseAccount(userId: number, db: Db): Promise<void> {
      await db.milestone.deleteMany({ where: { userId } });
      await db.user.delete({ where: { id: userId } });
    },
  };
}

