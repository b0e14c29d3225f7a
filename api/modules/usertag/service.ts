// User tags: named groups of users that admins filter report populations by (the overview's
// "Find or create a tag") and manage in the admin hub's User tags section. The only writer of
// UserTag and UserTagAssignment; joins User for the names of members and creators. The writes
// take the caller's transaction: the admin module wraps each in one with its audit entry.
import { Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';

export type UserTagService = ReturnType<typeof createUserTagService>;

export type UserTagRow = { id: number; name: string };

/** A tag as the admin hub lists it. */
export type UserTagSummary = UserTagRow & { nameKey: string; createdAt: Date; createdByUsername: string | null; members: number };

/** A member carrying a tag, since when. */
export type TaggedMember = { userId: number; username: string; usernameKey: string; taggedAt: Date };

/** Tag search starts at 3 characters (docs/product.md#report-overview). */
export const MIN_TAG_QUERY_LENGTH = 3;
export const MIN_TAG_NAME_LENGTH = 3;
export const MAX_TAG_NAME_LENGTH = 60;
const MAX_RESULTS = 10;

export function tagNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The name as stored: trimmed, inner runs of spaces made one; 3-60 characters or a ValidationError. */
export function cleanTagName(name: string): string {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  if (cleaned.length < MIN_TAG_NAME_LENGTH || cleaned.length > MAX_TAG_NAME_LENGTH) {
    const message = `A tag name is ${MIN_TAG_NAME_LENGTH} to ${MAX_TAG_NAME_LENGTH} characters`;
    throw new ValidationError(message, [{ path: ['name'], message }]);
  }
  return cleaned;
}

const takenMessage = (name: string) => `A tag named “${name}” already exists`;

function throwForUnknown(ids: readonly number[], found: ReadonlyArray<{ id: number }>): void {
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new ValidationError(`Unknown user tag: ${unknown}`, [{ path: ['userTagIds'], message: `Unknown user tag: ${unknown}` }]);
  }
}

const SUMMARY_SELECT = {
  id: true,
  name: true,
  nameKey: true,
  createdAt: true,
  createdBy: { select: { username: true } },
  _count: { select: { users: true } },
} as const;

type SummaryRecord = Prisma.UserTagGetPayload<{ select: typeof SUMMARY_SELECT }>;

const summaryOf = ({ createdBy, _count, ...row }: SummaryRecord): UserTagSummary => ({
  ...row,
  createdByUsername: createdBy?.username ?? null,
  members: _count.users,
});

export function createUserTagService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;

  /** The tag's row locked until the caller's transaction ends (`share`: against a delete only); null when there is none. */
  async function lock(db: Db, id: number, mode: 'update' | 'share'): Promise<(UserTagRow & { nameKey: string }) | null> {
    const rows =
      mode === 'update'
        ? await db.$queryRaw<Array<UserTagRow & { nameKey: string }>>`SELECT id, name, "nameKey" FROM "UserTag" WHERE id = ${id} FOR UPDATE`
        : await db.$queryRaw<Array<UserTagRow & { nameKey: string }>>`SELECT id, name, "nameKey" FROM "UserTag" WHERE id = ${id} FOR SHARE`;
    return rows[0] ?? null;
  }

  return {
    /** Tags whose name contains the query (case-insensitive), an exact match first. */
    async search(query: string): Promise<UserTagRow[]> {
      const key = tagNameKey(query);
      if (key.length < MIN_TAG_QUERY_LENGTH) return [];
      const rows = await prisma.userTag.findMany({
        where: { nameKey: { contains: key.slice(0, MAX_TAG_NAME_LENGTH) } },
        select: { id: true, name: true, nameKey: true },
        orderBy: { nameKey: 'asc' },
        take: MAX_RESULTS + 1,
      });
      const exact = rows.filter((row) => row.nameKey === key);
      const others = rows.filter((row) => row.nameKey !== key);
      return [...exact, ...others].slice(0, MAX_RESULTS).map(({ id, name }) => ({ id, name }));
    },

    /** Tags by name (those containing `search`), after the name `afterKey`, with their member counts. */
    async list(options: { search: string | null; first: number; afterKey: string | null }): Promise<UserTagSummary[]> {
      const key = tagNameKey(options.search ?? '').slice(0, MAX_TAG_NAME_LENGTH);
      const rows = await prisma.userTag.findMany({
        where: { AND: [key ? { nameKey: { contains: key } } : {}, options.afterKey === null ? {} : { nameKey: { gt: options.afterKey } }] },
        select: SUMMARY_SELECT,
        orderBy: { nameKey: 'asc' },
        take: options.first,
      });
      return rows.map(summaryOf);
    },

    /** One tag with its member count; null when there is none. */
    async summary(id: number, db: Db = prisma): Promise<UserTagSummary | null> {
      const row = await db.userTag.findUnique({ where: { id }, select: SUMMARY_SELECT });
      return row ? summaryOf(row) : null;
    },

    /** A tag's members by username (those containing `search`), after the name key `afterKey`. */
    async members(tagId: number, options: { search: string | null; first: number; afterKey: string | null }): Promise<TaggedMember[]> {
      const search = options.search?.trim().toLowerCase() ?? '';
      const rows = await prisma.userTagAssignment.findMany({
        where: {
          userTagId: tagId,
          user: { AND: [search ? { usernameKey: { contains: search } } : {}, options.afterKey === null ? {} : { usernameKey: { gt: options.afterKey } }] },
        },
        select: { createdAt: true, user: { select: { id: true, username: true, usernameKey: true } } },
        orderBy: { user: { usernameKey: 'asc' } },
        take: options.first,
      });
      return rows.map(({ createdAt, user }) => ({ userId: user.id, username: user.username, usernameKey: user.usernameKey, taggedAt: createdAt }));
    },

    /** Each member's tags by name, in one statement (members without tags are absent). */
    async tagsOfMembers(userIds: readonly number[], db: Db = prisma): Promise<Map<number, UserTagRow[]>> {
      const byMember = new Map<number, UserTagRow[]>();
      if (userIds.length === 0) return byMember;
      const rows = await db.userTagAssignment.findMany({
        where: { userId: { in: [...userIds] } },
        select: { userId: true, userTag: { select: { id: true, name: true } } },
        orderBy: { userTag: { nameKey: 'asc' } },
      });
      for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row.userTag]);
      return byMember;
    },

    /** Locks the tag for a rename or a delete; null when there is none. */
    lockForUpdate: (db: Db, id: number) => lock(db, id, 'update'),
    /** Locks the tag against a delete while the caller assigns it; null when there is none. */
    lockShared: (db: Db, id: number) => lock(db, id, 'share'),

    /**
     * Creates a tag, or finds the one of the same name in any case: `created` says which. Two
     * creating the same name at once: the second waits for the first and finds its tag.
     */
    async create(db: Db, input: { name: string; createdById: number; at: Date }): Promise<{ tag: UserTagRow; created: boolean }> {
      const cleaned = cleanTagName(input.name);
      const key = tagNameKey(cleaned);
      const inserted = await db.$queryRaw<UserTagRow[]>`
        INSERT INTO "UserTag" (name, "nameKey", "createdById", "createdAt") VALUES (${cleaned}, ${key}, ${input.createdById}, ${input.at})
        ON CONFLICT ("nameKey") DO NOTHING RETURNING id, name`;
      if (inserted[0]) return { tag: inserted[0], created: true };
      const existing = await db.userTag.findUniqueOrThrow({ where: { nameKey: key }, select: { id: true, name: true } });
      return { tag: existing, created: false };
    },

    /** Renames a tag the caller locked; a name another tag has (in any case) is a ConflictError. */
    async rename(db: Db, id: number, name: string): Promise<UserTagRow> {
      const cleaned = cleanTagName(name);
      const key = tagNameKey(cleaned);
      const holder = await db.userTag.findUnique({ where: { nameKey: key }, select: { id: true, name: true } });
      if (holder && holder.id !== id) throw new ConflictError(takenMessage(holder.name));
      try {
        return await db.userTag.update({ where: { id }, data: { name: cleaned, nameKey: key }, select: { id: true, name: true } });
      } catch (error) {
        // Another admin gave that name to another tag after the check above.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new ConflictError(takenMessage(cleaned));
        throw error;
      }
    },

    /** Deletes a tag the caller locked and its assignments; answers how many members carried it. */
    async remove(db: Db, id: number): Promise<number> {
      const { count } = await db.userTagAssignment.deleteMany({ where: { userTagId: id } });
      await db.userTag.delete({ where: { id } });
      return count;
    },

    /**
     * Gives the member the tag (its row locked against a delete meanwhile); false when they
     * carried it already, also when another admin's assignment got there first.
     */
    async assign(db: Db, input: { tagId: number; userId: number; at: Date }): Promise<boolean> {
      const inserted = await db.$executeRaw`
        INSERT INTO "UserTagAssignment" ("userTagId", "userId", "createdAt") VALUES (${input.tagId}, ${input.userId}, ${input.at})
        ON CONFLICT DO NOTHING`;
      return inserted > 0;
    },

    /** Takes the tag from the member; false when they did not carry it. */
    async unassign(db: Db, tagId: number, userId: number): Promise<boolean> {
      const { count } = await db.userTagAssignment.deleteMany({ where: { userTagId: tagId, userId } });
      return count > 0;
    },

    /** Throws a ValidationError naming the first id that is not a tag. */
    async requireExisting(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const found = await prisma.userTag.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
      throwForUnknown(ids, found);
    },

    /** The members of any of the tags (the detailed opinion report's tag filter); unknown ids: a ValidationError. */
    async membersOf(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      // One statement, each tag's members as one array: a tag of 100,000 members read as Prisma
      // rows took most of a report's time (docs/benchmarks.md#detailed-opinion-report).
      const found = await prisma.$queryRaw<Array<{ id: number; members: number[] }>>`
        SELECT t.id, coalesce((SELECT array_agg(a."userId") FROM "UserTagAssignment" a WHERE a."userTagId" = t.id), '{}') AS members
        FROM "UserTag" t WHERE t.id = ANY(${[...ids]}::int[])`;
      throwForUnknown(ids, found);
      const members = new Set<number>();
      for (const tag of found) for (const userId of tag.members) members.add(userId);
      return members;
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const rows = await prisma.userTagAssignment.findMany({ where: { userId }, select: { createdAt: true, userTag: { select: { name: true } } } });
      return rows.map((row) => ({ tag: row.userTag.name, since: row.createdAt }));
    },

    /** Their assignments go; a tag an admin created stays without its creator. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.userTagAssignment.deleteMany({ where: { userId } });
      await db.userTag.updateMany({ where: { createdById: userId }, data: { createdById: null } });
    },
  };
}
