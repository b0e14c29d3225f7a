// Site pages and articles (docs/product.md#site-pages) are HTML an admin writes in the hub. They
// are sanitized once, on save, with this allow-list (headings, paragraphs, lists, links, emphasis,
// quotes, code, tables) and stored that way, so the page renders stored HTML and no script,
// style or event handler can reach a reader.
import sanitizeHtml from 'sanitize-html';

const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // Links to other sites open as plain links; the reader's browser decides about referrers.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
};

export function sanitizeArticleHtml(source: string): string {
  return sanitizeHtml(source, allowList).trim();
}

/** A slug is lower-case words joined by hyphens (the page's address). */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_ARTICLE_TITLE = 120;
/** Addresses the client serves itself (the subscription offer): an article there would never show. */
export const RESERVED_ARTICLE_SLUGS: readonly string[] = ['opinion-dna-premium'];
export const MAX_ARTICLE_SOURCE = 100_000;
/** Every save says what changed, in a line the revision history shows. */
export const MAX_REVISION_NOTE = 200;
/** Longer addresses are no address anyone types. */
export const MAX_ARTICLE_SLUG = 100;
