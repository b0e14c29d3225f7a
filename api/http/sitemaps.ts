// What crawlers read before the pages (docs/product.md#link-previews): robots.txt, and the
// sitemap: /sitemap.xml, an index of /sitemaps/{section}-{n}.xml files of at most 50,000
// addresses each. The modules that own the tables say which rows are public
// (api/domain/sitemaps.ts); this streams their rows out a chunk at a time, so a million opinions
// are never in memory together, and a crawler that goes away stops the reading.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { RateLimiter, RateLimitRule } from '../auth/rate-limit.ts';
import { RateLimitError } from '../domain/errors.ts';
import { SITEMAP_URLS_PER_FILE, sitemapIdRange, type SitemapFile, type SitemapRow, type SitemapSource } from '../domain/sitemaps.ts';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_FILES_PREFIX = '/sitemaps/';
export const ROBOTS_PATH = '/robots.txt';

/** Sitemap documents one address may ask for (a crawler reads the index and each file now and then). */
export const sitemapRateLimit = { name: 'sitemap-address', limit: 60, windowSeconds: 10 * 60, perClientAddress: true } satisfies RateLimitRule;

/** The index costs a grouped scan of every section's table: computed at most this often. */
const INDEX_FRESH_MS = 10 * 60 * 1000;
const MAX_AGE_SECONDS = 60 * 60;
/** Rows read per statement while a file streams. */
const ROWS_PER_READ = 5_000;

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

// Crawlers stay on the public pages: the admin hub, the API and members' own pages are not pages to index.
const ROBOTS_RULES = `User-agent: *
Disallow: /internal/
Disallow: /api/
Disallow: /graphql
Disallow: /settings/
Disallow: /notifications
Disallow: /payments/
Disallow: /app/
Disallow: /tracking/
Disallow: /emailpref-iframe
`;

/** One kind of page in the sitemap: `/sitemaps/{name}-{n}.xml`, each row's address from its key. */
export type SitemapSection = { name: string; pathOf: (key: string) => string; source: SitemapSource };

/** A section of fixed addresses (the listing pages), numbered from 1 in the given order; no dates. */
export function fixedSitemapSource(paths: readonly string[]): SitemapSource {
  const rows: SitemapRow[] = paths.map((path, index) => ({ id: index + 1, key: path, lastModified: null }));
  return {
    files: async (urlsPerFile) => Array.from({ length: Math.ceil(rows.length / urlsPerFile) }, (_, index) => ({ number: index + 1, lastModified: null })),
    rows: async (file, urlsPerFile, afterId, take) => {
      const range = sitemapIdRange(file, urlsPerFile);
      return range ? rows.filter((row) => row.id >= range.firstId && row.id <= range.lastId && row.id > afterId).slice(0, take) : [];
    },
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

function sendText(response: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff', ...headers }).end(body);
}

export function createSitemaps(options: {
  publicUrl: string;
  sections: SitemapSection[];
  rateLimiter: RateLimiter;
  clientAddressOf: (request: IncomingMessage) => string;
  onError: (error: unknown) => void;
  /** Tests of the split into files only; SITEMAP_URLS_PER_FILE otherwise. */
  urlsPerFile?: number;
}) {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const urlsPerFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const sections = new Map(options.sections.map((section) => [section.name, section]));
  const robots = `${ROBOTS_RULES}\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`;
  let index: { xml: Promise<string>; at: number } | null = null;

  async function buildIndex(): Promise<string> {
    const filesBySection = await Promise.all(options.sections.map(async (section) => ({ section, files: await section.source.files(urlsPerFile) })));
    const entries = filesBySection.flatMap(({ section, files }) =>
      files.map((file: SitemapFile) => `<sitemap><loc>${escapeXml(`${origin}${SITEMAP_FILES_PREFIX}${section.name}-${file.number}.xml`)}</loc>${lastmodTag(file.lastModified)}</sitemap>\n`),
    );
    return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
  }

  /** GET and HEAD only, within the address's limit; false when the answer is already sent. */
  async function admit(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'text/plain; charset=utf-8', 'Use GET', { Allow: 'GET, HEAD' });
      return false;
    }
    try {
      await options.rateLimiter.hit(sitemapRateLimit, options.clientAddressOf(request));
      return true;
    } catch (error) {
      if (!(error instanceof RateLimitError)) throw error;
      sendText(response, 429, 'text/plain; charset=utf-8', error.message, { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' });
      return false;
    }
  }

  /** Sends `chunks` as XML, gzipped for a client that takes it; the reading stops when the client goes. */
  async function sendXml(request: IncomingMessage, response: ServerResponse, chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = Readable.from(chunks, { objectMode: false });
    await (gzip ? pipeline(body, createGzip(), response) : pipeline(body, response));
  }

  function failed(response: ServerResponse, error: unknown): void {
    // A client that went away mid-file is not an error of ours.
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    options.onError(error);
    // Once the file has started, the only honest signal left is a cut connection.
    if (!response.headersSent) sendText(response, 500, 'text/plain; charset=utf-8', 'Unexpected error.');
    else response.destroy();
  }

  return {
    robots(request: IncomingMessage, response: ServerResponse): void {
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'text/plain; charset=utf-8', 'Use GET', { Allow: 'GET, HEAD' });
      sendText(response, 200, 'text/plain; charset=utf-8', request.method === 'HEAD' ? '' : robots, { 'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}` });
    },

    async index(request: IncomingMessage, response: ServerResponse): Promise<void> {
      try {
        if (!(await admit(request, response))) return;
        if (!index || Date.now() - index.at > INDEX_FRESH_MS) {
          const xml = buildIndex();
          index = { xml, at: Date.now() };
          // A failed build is not kept: the next request tries again.
          xml.catch(() => {
            if (index?.xml === xml) index = null;
          });
        }
        await sendXml(request, response, [await index.xml]);
      } catch (error) {
        failed(response, error);
      }
    },

    async file(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
      try {
        if (!(await admit(request, response))) return;
        const match = /^([a-z]+)-([1-9][0-9]{0,9})\.xml$/.exec(url.pathname.slice(SITEMAP_FILES_PREFIX.length));
        const section = match ? sections.get(match[1]!) : undefined;
        if (!match || !section) return sendText(response, 404, 'text/plain; charset=utf-8', 'Not found', { 'Cache-Control': 'no-store' });
        const file = Number(match[2]);
        const read = (afterId: number) => section.source.rows(file, urlsPerFile, afterId, Math.min(ROWS_PER_READ, urlsPerFile));
        // The first chunk before the headers: a file with nothing public in it is a 404.
        const first = await read(0);
        if (first.length === 0) return sendText(response, 404, 'text/plain; charset=utf-8', 'Not found', { 'Cache-Control': 'no-store' });
        const urlOf = (row: SitemapRow) => `<url><loc>${escapeXml(`${origin}${section.pathOf(row.key)}`)}</loc>${lastmodTag(row.lastModified)}</url>\n`;
        async function* chunks(): AsyncGenerator<string> {
          yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
          let rows = first;
          while (rows.length > 0) {
            yield rows.map(urlOf).join('');
            if (rows.length < Math.min(ROWS_PER_READ, urlsPerFile)) break;
            rows = await read(rows[rows.length - 1]!.id);
          }
          yield '</urlset>\n';
        }
        await sendXml(request, response, chunks());
      } catch (error) {
        failed(response, error);
      }
    },
  };
}
