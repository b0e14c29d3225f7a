// Comment bodies: what a person typed becomes HTML from a small allow-list (paragraphs, line
// breaks, links, emphasis, lists, quotes), sanitized once on the server and stored that way.
// Nothing outside the list survives: no scripts, styles, event handlers, frames, SVG/MathML,
// or links other than http(s) and mailto.
import sanitizeHtml from 'sanitize-html';

const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'em', 'strong', 'i', 'b', 'u', 's', 'ul', 'ol', 'li', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Disallowed tags are dropped and their text kept, except these, whose content is dropped too.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'xmp', 'noembed', 'noframes', 'template', 'svg', 'math', 'object', 'embed'],
  // Links never pass ranking to what commenters link to, and the target page cannot reach back.
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener' } }) },
  // A block element in the source (a <div>) closes the paragraph around it; drop what is left empty.
  exclusiveFilter: (frame) => frame.tag === 'p' && frame.text.trim() === '',
};

const blockTag = /<\s*(p|ul|ol|blockquote|br)\b/i;

/** Plain text typed in a box (no block tags): blank lines make paragraphs, single newlines line breaks. */
function paragraphsFromPlainText(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The safe HTML stored for a comment source. */
export function sanitizeCommentHtml(source: string): string {
  if (blockTag.test(source)) return sanitizeHtml(source, allowList).trim();
  // Typed text: sanitize first (only inline markup and escaped text remain), then build the
  // paragraphs from its line breaks, and normalize once more.
  return sanitizeHtml(paragraphsFromPlainText(sanitizeHtml(source, allowList)), allowList).trim();
}

/** The visible text of sanitized comment HTML (emptiness checks, notification excerpts). */
export function commentPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|blockquote)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
