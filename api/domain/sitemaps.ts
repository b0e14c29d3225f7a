// The sitemap (docs/product.md#link-previews): public addresses in files of at most 50,000 (the
// sitemaps.org limit), listed by /sitemap.xml. A file of a section covers a fixed run of ids
// (file n: ids (n-1)*size+1 .. n*size), so any file is found by a range scan on the primary key
// without counting the rows before it, and a file never holds more than `size` addresses.

export const SITEMAP_URLS_PER_FILE = 50_000;

/** Ids are PostgreSQL int4: a file whose first id is beyond them does not exist. */
const MAX_ID = 2_147_483_647;

/** One file of a section that lists something: its number and the newest change in it (when the rows have a date). */
export type SitemapFile = { number: number; lastModified: Date | null };

/** A listed item: its id (the order and the file), the key of its address (a slug, a username) and its last change. */
export type SitemapRow = { id: number; key: string; lastModified: Date | null };

/** What a module offers for one section: the files that are not empty, and a file's rows a chunk at a time. */
export type SitemapSource = {
  files(urlsPerFile: number): Promise<SitemapFile[]>;
  /** Up to `take` rows of file `file` with ids after `afterId`, by id. */
  rows(file: number, urlsPerFile: number, afterId: number, take: number): Promise<SitemapRow[]>;
};

/** The ids file `file` covers; null for a file number no id can reach. */
export function sitemapIdRange(file: number, urlsPerFile: number): { firstId: number; lastId: number } | null {
  if (!Number.isSafeInteger(file) || file < 1) return null;
  const firstId = (file - 1) * urlsPerFile + 1;
  if (firstId > MAX_ID) return null;
  return { firstId, lastId: Math.min(file * urlsPerFile, MAX_ID) };
}
