// The <head> of the page shell for public addresses (docs/product.md#link-previews): the title,
// description, canonical address and Open Graph / Twitter tags of what the address shows, and its
// real status (404 unknown, 410 removed), so a shared link previews as the opinion, not "Opinio",
// and search engines see the status the page says. The client renders the page itself; this only
// looks the item up, in-process and as a visitor, through the same GraphQL documents anyone may run.
import { createHash } from 'node:crypto';
import { PREVIEW_IMAGE_SIZE, opinionPreviewPath, previewAltText, previewDrawingKey, previewFiguresOf, SITE_PREVIEW_PATH } from '../domain/opinion-preview.ts';
import type { ExecuteGraphQL } from '../rest/adapter.ts';

/** A preview picture: its absolute address, size and text alternative. */
export type DocumentHeadImage = { url: string; width: number; height: number; alt: string };

export type DocumentHead = {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute canonical address. */
  url: string;
  type: 'website' | 'article' | 'profile';
  image: DocumentHeadImage;
};

const SITE = 'Opinio';
const SITE_DESCRIPTION = 'Opinio: vote on opinions, see how people think, and discover your Opinion DNA.';

const SITE_IMAGE_ALT = 'Opinio: vote on opinions, see how people think, and discover your Opinion DNA.';

/** Fixed pages: their title and description. */
const FIXED: Record<string, { title: string; description: string }> = {
  '/': { title: SITE, description: SITE_DESCRIPTION },
  '/topics': { title: 'All topics - Opinio', description: 'Every topic on Opinio, with its opinions to vote on.' },
  '/questions': { title: 'Questions - Opinio', description: 'The encyclopedia of opinion: contested questions, their positions and the arguments for each.' },
  '/arguments': { title: 'Arguments - Opinio', description: 'Arguments for and against the positions on contested questions.' },
  '/categories': { title: 'Categories - Opinio', description: 'The categories of questions in the encyclopedia of opinion.' },
  '/encyclopedia': { title: 'Encyclopedia - Opinio', description: 'People and tags in the encyclopedia of opinion.' },
};

/** The addresses whose head is fixed: the listing pages (the sitemap lists them too). */
export const FIXED_PAGE_PATHS = Object.keys(FIXED);

/** An item's picture, as a path on this site (made absolute with the origin). */
type FoundImage = { path: string; alt: string };

type Lookup = {
  pattern: RegExp;
  document: string;
  type: DocumentHead['type'];
  /** The found item's head, from the lookup's data; null when not found. */
  read: (found: Record<string, unknown>) => { title: string; description: string; image?: FoundImage };
};

/**
 * An opinion's generated picture. Its address carries a version of what it shows, so a link
 * shared after the split moved previews the new picture, not one a site cached under the old address.
 */
function opinionImage(item: Record<string, unknown>): FoundImage {
  const title = String(item.title);
  const figures = previewFiguresOf((item.voteTally as { counts: number[] }).counts, Boolean(item.deleted));
  const version = createHash('sha256').update(previewDrawingKey(title, figures)).digest('base64url').slice(0, 12);
  return { path: `${opinionPreviewPath(String(item.slug))}?v=${version}`, alt: previewAltText(title, figures) };
}

const lookup = (field: string, args: string, selection: string) =>
  `query DocumentHead($key: String!) { item: ${field}(${args}: $key) { __typename ${selection} } }`;

const LOOKUPS: Lookup[] = [
  {
    pattern: /^\/o\/([^/]+)$/,
    document: lookup('opinion', 'slug', '... on Opinion { slug title tidbit deleted voteTally { counts } }'),
    type: 'article',
    read: (item) => ({ title: String(item.title), description: String(item.tidbit) || `Vote on “${String(item.title)}” and see how people think.`, image: opinionImage(item) }),
  },
  {
    pattern: /^\/t\/([^/]+)$/,
    document: lookup('topic', 'slug', '... on Topic { title description }'),
    type: 'website',
    read: (item) => ({ title: String(item.title), description: String(item.description) || `Opinions about ${String(item.title)} on Opinio.` }),
  },
  {
    pattern: /^\/u\/([^/]+)$/,
    document: lookup('user', 'username', '... on User { username fullName bio }'),
    type: 'profile',
    read: (item) => ({ title: String(item.fullName) || `@${String(item.username)}`, description: String(item.bio) || `@${String(item.username)} on Opinio.` }),
  },
  {
    // /questions/new and /questions/requests are screens, not questions.
    pattern: /^\/questions\/(?!new$|requests$)([^/]+)$/,
    document: lookup('question', 'slug', '... on Question { title description }'),
    type: 'article',
    read: (item) => ({ title: String(item.title), description: String(item.description) || 'A question in the encyclopedia of opinion, with its positions and arguments.' }),
  },
  {
    pattern: /^\/people\/(?!new$)([^/]+)$/,
    document: lookup('person', 'slug', '... on Person { name description }'),
    type: 'profile',
    read: (item) => ({ title: String(item.name), description: String(item.description) }),
  },
  {
    pattern: /^\/tags\/(?!new$)([^/]+)$/,
    document: lookup('encyclopediaTag', 'slug', '... on Tag { title description }'),
    type: 'website',
    read: (item) => ({ title: String(item.title), description: String(item.description) }),
  },
];

/** Words cut at a word boundary for a description (search engines show about 160 characters). */
function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1) > 40 ? flat.lastIndexOf(' ', max - 1) : max - 1)}…`;
}

export function createDocumentHeads(options: { publicUrl: string }) {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const imageAt = (image: FoundImage): DocumentHeadImage => ({ url: new URL(image.path, `${origin}/`).toString(), ...PREVIEW_IMAGE_SIZE, alt: image.alt });
  const siteImage = imageAt({ path: SITE_PREVIEW_PATH, alt: SITE_IMAGE_ALT });
  const notFound = (pathname: string): DocumentHead => ({
    status: 404,
    title: `Not found - ${SITE}`,
    description: 'There is nothing at this address.',
    url: `${origin}${pathname}`,
    type: 'website',
    image: siteImage,
  });
  return {
    /**
     * The head for `pathname`, or null where the shell's own is right (pages for members, forms,
     * and any lookup that failed: a refused or broken lookup must never turn into a 404).
     * `execute` runs the lookup as a visitor from the caller's address (its rate limits apply).
     */
    async headFor(pathname: string, execute: ExecuteGraphQL): Promise<DocumentHead | null> {
      const fixed = FIXED[pathname];
      if (fixed) return { status: 200, ...fixed, url: `${origin}${pathname}`, type: 'website', image: siteImage };
      for (const route of LOOKUPS) {
        const match = route.pattern.exec(pathname);
        if (!match) continue;
        let key: string;
        try {
          key = decodeURIComponent(match[1]!);
        } catch {
          return notFound(pathname);
        }
        const { result } = await execute({ document: route.document, variables: { key } });
        if (result.errors?.length || !result.data) return null;
        const item = (result.data as { item?: Record<string, unknown> | null }).item ?? null;
        if (!item || item.__typename === 'NotFoundError') return notFound(pathname);
        if (item.__typename === 'GoneError') {
          return { status: 410, title: `Removed - ${SITE}`, description: 'This content has been removed.', url: `${origin}${pathname}`, type: 'website', image: siteImage };
        }
        const found = route.read(item);
        return {
          status: 200,
          title: `${found.title} - ${SITE}`,
          description: clip(found.description || SITE_DESCRIPTION),
          url: `${origin}${pathname}`,
          type: route.type,
          image: found.image ? imageAt(found.image) : siteImage,
        };
      }
      return null;
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell with `head`'s tags in place of its generic title and description. */
export function withDocumentHead(shell: string, head: DocumentHead): string {
  const tags = [
    `<title data-shell>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image.url)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${head.image.width}" />`,
    `<meta property="og:image:height" content="${head.image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(head.status !== 200 ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  return shell
    .replace(/<title[^>]*>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // A function, not a string: "$&" or "$'" in a title would otherwise be read as patterns.
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
