// The editorial artifacts the search finds that have no page of their own (docs/decisions.md#search):
// people and tags (/encyclopedia), questions with their positions
// (/questions) and arguments (/arguments). Read-only: nothing in the app writes these tables yet.
// The lists are complete, not paged, because a search result links to an anchor in them.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { withSelectedFields } from '../../db/selection.ts';

export type EncyclopediaService = ReturnType<typeof createEncyclopediaService>;

type Selection = { select?: object };

export function createEncyclopediaService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  // Sorted here, not in SQL: PGlite and PostgreSQL servers may differ in collation.
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

  return {
    /** People not deleted, by name. */
    async people<Query extends Selection>(query: Query) {
      const rows = await prisma.person.findMany({ ...(withSelectedFields(query, ['name']) as object), where: { deletedAt: null }, orderBy: { id: 'asc' } });
      return rows.sort((a, b) => collator.compare((a as { name: string }).name, (b as { name: string }).name));
    },
    /** Every tag, by title. */
    async tags<Query extends Selection>(query: Query) {
      const rows = await prisma.tag.findMany({ ...(withSelectedFields(query, ['title']) as object), orderBy: { id: 'asc' } });
      return rows.sort((a, b) => collator.compare((a as { title: string }).title, (b as { title: string }).title));
    },
    /** Questions not deleted, newest first. */
    questions: <Query extends Selection>(query: Query) =>
      prisma.convo.findMany({ ...(query as object), where: { deletedAt: null }, orderBy: { id: 'desc' } }),
    /** Arguments not deleted, in questions not deleted, newest first. */
    arguments: <Query extends Selection>(query: Query) =>
      prisma.argument.findMany({ ...(query as object), where: { deletedAt: null, convo: { deletedAt: null } }, orderBy: { id: 'desc' } }),

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const revisions = await prisma.revision.findMany({
        where: { authorId: userId },
        select: { artifactType: true, artifactId: true, actionName: true, fieldName: true, before: true, after: true, createdAt: true },
        orderBy: { id: 'asc' },
      });
      const revisionsLiked = await prisma.revisionLike.findMany({ where: { userId }, select: { revisionId: true, createdAt: true } });
      return { revisions, revisionsLiked };
    },

    /**
     * Encyclopedia edits are shared text others built on: they stay, credited to the deleted
     * account (`deletedAccountId`); their likes go, and a revert they made keeps no reverter.
     */
    async eraseUser(userId: number, deletedAccountId: number, db: Db): Promise<void> {
      await db.revisionLike.deleteMany({ where: { userId } });
      await db.revision.updateMany({ where: { revertedById: userId }, data: { revertedById: null } });
      await db.revision.updateMany({ where: { authorId: userId }, data: { authorId: deletedAccountId } });
      await db.convo.updateMany({ where: { createdById: userId }, data: { createdById: null } });
    },
  };
}
