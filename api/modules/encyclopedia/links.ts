// External links of questions, positions, arguments and people (docs/product.md#encyclopedia):
// rows of ExternalLink, each a field of its artifact named `link:{id}` in revisions, whose value
// is { url, title } while it is shown and null once removed. Removing keeps the row (removedAt),
// so a revert can bring it back exactly.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { ENCYCLOPEDIA_LIMITS, type EncyclopediaType } from '../../domain/encyclopedia-rules.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';

export type LinkValue = { url: string; title: string };
export type LinkView = { id: number; artifactType: EncyclopediaType; artifactId: number; url: string; title: string; createdAt: Date };

/** The types that take links. */
export const LINKED_TYPES: readonly EncyclopediaType[] = ['CONVO', 'POS', 'ARG', 'PERSON'];

const LINK_KEY = /^link:([0-9]{1,10})$/;

export const linkKey = (linkId: number) => `link:${linkId}`;

/** The link id a revision field names, or null when the field is not a link. */
export function linkIdOf(key: string): number | null {
  const match = LINK_KEY.exec(key);
  return match ? Number(match[1]) : null;
}

export function createLinks(prisma: PrismaClient) {
  return {
    /** The value of one link of an artifact: null when removed; NotFound when it is not the artifact's. */
    async read(db: Db, type: EncyclopediaType, artifactId: number, linkId: number): Promise<LinkValue | null> {
      const row = await db.externalLink.findUnique({ where: { id: linkId }, select: { artifactType: true, artifactId: true, url: true, title: true, removedAt: true } });
      if (!row || row.artifactType !== type || row.artifactId !== artifactId) throw new NotFoundError('This link does not exist');
      return row.removedAt ? null : { url: row.url, title: row.title };
    },

    async write(db: Db, linkId: number, value: LinkValue | null): Promise<void> {
      await db.externalLink.update({
        where: { id: linkId },
        data: value ? { url: value.url, title: value.title, removedAt: null } : { removedAt: new Date() },
      });
    },

    /** A new link on an artifact that has fewer than the most links allowed. */
    async create(db: Db, type: EncyclopediaType, artifactId: number, value: LinkValue): Promise<number> {
      if (!LINKED_TYPES.includes(type)) throw new ValidationError('This kind of item takes no links', [{ path: ['input', 'artifactType'], message: 'No links' }]);
      const shown = await db.externalLink.count({ where: { artifactType: type, artifactId, removedAt: null } });
      if (shown >= ENCYCLOPEDIA_LIMITS.links) {
        throw new ValidationError(`An item has at most ${ENCYCLOPEDIA_LIMITS.links} links`, [{ path: ['input', 'url'], message: 'Too many links' }]);
      }
      const created = await db.externalLink.create({ data: { artifactType: type, artifactId, url: value.url, title: value.title }, select: { id: true } });
      return created.id;
    },

    /** Which artifact a link belongs to; NotFound for an unknown one. */
    async ownerOf(linkId: number): Promise<{ type: EncyclopediaType; artifactId: number }> {
      const row = await prisma.externalLink.findUnique({ where: { id: linkId }, select: { artifactType: true, artifactId: true } });
      if (!row || row.artifactType === 'ARTICLE') throw new NotFoundError('This link does not exist');
      return { type: row.artifactType, artifactId: row.artifactId };
    },

    async byId(linkId: number): Promise<LinkView | null> {
      const row = await prisma.externalLink.findUnique({ where: { id: linkId } });
      if (!row || row.artifactType === 'ARTICLE') return null;
      return { id: row.id, artifactType: row.artifactType, artifactId: row.artifactId, url: row.url, title: row.title, createdAt: row.createdAt };
    },

    /** The links shown on each of several artifacts of one type, oldest first (one statement). */
    async shownOn(type: EncyclopediaType, artifactIds: readonly number[]): Promise<LinkView[][]> {
      const rows = await prisma.externalLink.findMany({
        where: { artifactType: type, artifactId: { in: [...artifactIds] }, removedAt: null },
        orderBy: { id: 'asc' },
        select: { id: true, artifactId: true, url: true, title: true, createdAt: true },
      });
      return artifactIds.map((artifactId) =>
        rows.filter((row) => row.artifactId === artifactId).map((row) => ({ ...row, artifactType: type })),
      );
    },
  };
}

export type Links = ReturnType<typeof createLinks>;
