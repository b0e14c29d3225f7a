// The two statements behind a section of the sitemap (api/domain/sitemaps.ts), for the module
// that owns the table to run on its own rows: which files have any public row (one grouped scan,
// with each file's newest change), and one file's rows a chunk at a time by primary key, so a
// file of 50,000 is never read at once. The module says which rows are public and what their
// address and date are; the table and its conditions are its own SQL.
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';
import { sitemapIdRange, type SitemapFile, type SitemapRow, type SitemapSource } from '../domain/sitemaps.ts';

export type SitemapTable = {
  /** The table, as `t` (with any join its address or date needs). */
  from: Prisma.Sql;
  /** Which rows anyone can see. */
  where: Prisma.Sql;
  /** The key of a row's address (its slug, a username). */
  key: Prisma.Sql;
  /** When a row last changed, or null when the table keeps no such date. */
  lastModified: Prisma.Sql | null;
};

export function sitemapSourceOf(prisma: PrismaClient, table: SitemapTable): SitemapSource {
  const lastModified = table.lastModified ?? Prisma.sql`NULL::timestamp`;
  return {
    files(urlsPerFile: number) {
      return prisma.$queryRaw<SitemapFile[]>`
        SELECT ((t.id - 1) / ${urlsPerFile}::int + 1)::int AS number, max(${lastModified}) AS "lastModified"
        FROM ${table.from}
        WHERE ${table.where}
        GROUP BY 1
        ORDER BY 1`;
    },
    async rows(file: number, urlsPerFile: number, afterId: number, take: number) {
      const range = sitemapIdRange(file, urlsPerFile);
      if (!range) return [];
      return prisma.$queryRaw<SitemapRow[]>`
        SELECT t.id, ${table.key} AS key, ${lastModified} AS "lastModified"
        FROM ${table.from}
        WHERE ${table.where} AND t.id > ${Math.max(afterId, range.firstId - 1)}::int AND t.id <= ${range.lastId}::int
        ORDER BY t.id
        LIMIT ${take}::int`;
    },
  };
}
