// User tags: named groups of users that admins filter report populations by (the overview's
// "Find or create a tag"). The only writer of UserTag and UserTagAssignment.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { ValidationError } from '../../domain/errors.ts';

export type UserTagService = ReturnType<typeof createUserTagService>;

export type UserTagRow = { id: number; name: string };

/** Tag search starts at 3 characters (docs/product.md#report-overview). */
export const MIN_TAG_QUERY_LENGTH = 3;
const MAX_RESULTS = 10;
const MAX_NAME_LENGTH = 60;

export function tagNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function throwForUnknown(ids: readonly number[], found: ReadonlyArray<{ id: number }>): void {
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new ValidationError(`Unknown user tag: ${unknown}`, [{ path: ['userTagIds'], message: `Unknown user tag: ${unknown}` }]);
  }
}

export function createUserTagService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** Tags whose name contains the query (case-insensitive), an exact match first. */
    async search(query: string): Promise<UserTagRow[]> {
      const key = tagNameKey(query);
      if (key.length < MIN_TAG_QUERY_LENGTH) return [];
      const rows = await prisma.userTag.findMany({
        where: { nameKey: { contains: key.slice(0, MAX_NAME_LENGTH) } },
        select: { id: true, name: true, nameKey: true },
        orderBy: { nameKey: 'asc' },
        take: MAX_RESULTS + 1,
      });
      const exact = rows.filter((row) => row.nameKey === key);
      const others = rows.filter((row) => row.nameKey !== key);
      return [...exact, ...others].slice(0, MAX_RESULTS).map(({ id, name }) => ({ id, name }));
    },

    /** Creates a tag, or answers the existing one with the same name (idempotent). */
    async findOrCreate(name: string, createdById: number): Promise<UserTagRow> {
      const cleaned = name.trim().replace(/\s+/g, ' ');
      if (cleaned.length < MIN_TAG_QUERY_LENGTH || cleaned.length > MAX_NAME_LENGTH) {
        throw new ValidationError(`A tag name is ${MIN_TAG_QUERY_LENGTH} to ${MAX_NAME_LENGTH} characters`, [
          { path: ['name'], message: 'Wrong length' },
        ]);
      }
      const row = await prisma.userTag.upsert({
        where: { nameKey: tagNameKey(cleaned) },
        create: { name: cleaned, nameKey: tagNameKey(cleaned), createdById },
        update: {},
        select: { id: true, name: true },
      });
      return row;
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
