// Server-rendered pages for visitors (docs/product.md#server-rendered-pages): the built server
// entry of the client (dist/ssr/entry-server.js, from client/entry-server.tsx) renders a public
// page with its data, answered in-process through the GraphQL endpoint as a visitor from the
// caller's address (its rate limits and privacy rules apply as to any visitor's request). The page
// then carries the records it was rendered from, for the browser to hydrate without a refetch.
// Without that build (a development checkout) or when rendering fails, the client renders the page
// itself, as it does for members.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readCookie } from '../auth/cookies.ts';
import type { ExecuteGraphQL } from '../rest/adapter.ts';
import type { PersistedOperations } from './persisted-operations.ts';

/** The shape of client/entry-server.tsx's renderPage (the API does not import client code). */
type RenderedPage =
  | { kind: 'page'; status: number; html: string; data: { records: Record<string, unknown>; routeIds: string[] } }
  | { kind: 'redirect'; status: number; location: string };
type ServerEntry = {
  renderPage(
    path: string,
    options: {
      origin: string;
      cookieConsent: 'all' | 'essential' | null;
      execute: (persistedId: string, variables: Record<string, unknown>) => Promise<unknown>;
      signal?: AbortSignal;
      onRenderError?: (error: unknown) => void;
    },
  ): Promise<RenderedPage>;
};

export type ServerRenderedBody = {
  html: string;
  data: string;
  /** CSP sources that allow exactly the page's style attributes (see styleAttributeSources). */
  styleSources: string[];
};

/** The addresses rendered on the server: the public pages a shared link or a search engine opens. */
const SERVER_RENDERED_PATHS = [
  /^\/$/,
  /^\/o\/[^/]+$/,
  /^\/t\/[^/]+$/,
  /^\/topics$/,
  /^\/u\/[^/]+$/,
  /^\/questions$/,
  /^\/questions\/(?!new$|requests$)[^/]+$/,
  /^\/arguments$/,
  /^\/categories$/,
  /^\/encyclopedia$/,
  /^\/people\/(?!new$)[^/]+$/,
  /^\/tags\/(?!new$)[^/]+$/,
];

export const isServerRenderedPath = (pathname: string) => SERVER_RENDERED_PATHS.some((pattern) => pattern.test(pathname));

/** A render that takes longer is given up: the visitor gets the shell and the client renders. */
const RENDER_TIME_LIMIT_MS = 5_000;

export function createServerRenderer(options: {
  /** The built entry; null or a missing file: the client renders every page. */
  entryFile: string | null;
  operations: PersistedOperations;
  /** The site's public address: share links on the page point there, whatever Host a request named. */
  publicUrl: string;
  onError?: (error: unknown) => void;
}) {
  const origin = new URL(options.publicUrl).origin;
  let entry: Promise<ServerEntry | null> | null = null;
  const loadEntry = () =>
    (entry ??= options.entryFile && existsSync(options.entryFile)
      ? (import(pathToFileURL(options.entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
          options.onError?.(error);
          return null;
        })
      : Promise.resolve(null));

  return {
    /**
     * The page at `path` (path and query) rendered with its data, or null when the client
     * should render it (no server build, a redirect, or any failure).
     */
    async render(path: string, execute: ExecuteGraphQL, cookieHeader: string | undefined): Promise<ServerRenderedBody | null> {
      const server = await loadEntry();
      if (!server) return null;
      try {
        const page = await server.renderPage(path, {
          origin,
          cookieConsent: cookieConsentOf(cookieHeader),
          execute: async (persistedId, variables) => {
            const document = options.operations.get(persistedId);
            if (!document) throw new Error(`Unknown persisted operation ${persistedId}`);
            return (await execute({ document, variables })).result;
          },
          signal: AbortSignal.timeout(RENDER_TIME_LIMIT_MS),
          onRenderError: options.onError,
        });
        if (page.kind !== 'page') return null;
        return { html: page.html, data: scriptSafeJson(page.data), styleSources: styleAttributeSources(page.html) };
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
  };
}

/**
 * A few components size bars with style attributes (a vote's share, an avatar's size). In the
 * browser React sets those through the CSSOM, which the Content-Security-Policy leaves alone, but
 * in server-rendered HTML they are attributes, which `style-src 'self'` blocks. The page's CSP
 * allows exactly the ones it carries, by hash ('unsafe-hashes' is what permits hashes to match
 * attributes): an injected style attribute still does nothing.
 */
function styleAttributeSources(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/ style="([^"]*)"/g)) values.add(decodeAttribute(match[1]!));
  if (values.size === 0) return [];
  return ["'unsafe-hashes'", ...[...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`)];
}

const decodeAttribute = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, entity: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[entity]!);

/** `policy` with `sources` added to its style-src. */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;\s*)style-src ([^;]*)/, (_, start: string, current: string) => `${start}style-src ${current} ${sources.join(' ')}`);
}

/**
 * The visitor's cookie choice from the `cookieConsent` cookie the client keeps beside its stored
 * choice ("1" all, "-1" essential): the page then leaves the banner out for someone who chose.
 */
function cookieConsentOf(cookieHeader: string | undefined): 'all' | 'essential' | null {
  const value = readCookie(cookieHeader ?? null, 'cookieConsent');
  return value === '1' ? 'all' : value === '-1' ? 'essential' : null;
}

/** JSON for inside a <script> element: no "</script>" or "<!--" can end or bend it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * React renders a page's <title>, <meta> and preload <link>s first when it renders less than a
 * whole document: they belong in the head, where the browser hydrates them from (React adopts a
 * matching element wherever it is), so the head holds the page's one title.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

/** The shell with the rendered page in #root, its head elements in the head, and its data. */
export function withServerRenderedBody(shell: string, body: ServerRenderedBody): string {
  const headElements = LEADING_HEAD_ELEMENTS.exec(body.html)?.[0] ?? '';
  const content = body.html.slice(headElements.length);
  const page = headElements.includes('<title>') ? shell.replace(/<title data-shell>[^<]*<\/title>\s*/, '') : shell;
  // Replaced by functions: a replacement string would read "$&" or "$'" in a page's text as patterns.
  return page
    .replace('</head>', () => `  ${headElements}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${content}</div>\n    <script type="application/json" id="server-render-data">${body.data}</script>`);
}
