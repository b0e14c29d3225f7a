// What makes an acceptable opinion or topic (docs/product.md#writing-opinions):
// pure checks shared by the services and the client-facing messages.
import { ValidationError } from './errors.ts';

export const OPINION_TITLE_MAX = 200;
export const OPINION_TEXT_MAX = 1000;
export const OPINION_LINK_MAX = 500;
export const OPINION_TOPICS_MAX = 5;
export const TOPIC_TITLE_MAX = 60;
/** Slugs are cut here (whole words kept): URLs stay readable, titles may be longer. */
const SLUG_MAX = 80;

/** "Is 4.5% growth enough?" -> "is-4-5-growth-enough"; empty when nothing is left. */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (base.length <= SLUG_MAX) return base;
  const cut = base.slice(0, SLUG_MAX);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > SLUG_MAX / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** A title with single spaces, or a ValidationError saying what is wrong. */
export function checkTitle(raw: string, max: number, what: 'opinion' | 'topic'): { title: string; slug: string } {
  // A title is one line (docs/product.md#writing-opinions): line breaks become spaces. Control
  // characters count as spaces: a NUL byte cannot even be stored in a PostgreSQL text column.
  // eslint-disable-next-line no-control-regex
  const title = raw.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  const path = ['input', 'title'];
  if (title === '') throw new ValidationError('Please enter a title', [{ path, message: 'Required' }]);
  if (title.length > max) {
    throw new ValidationError(`The title is too long (at most ${max} characters)`, [{ path, message: `At most ${max} characters` }]);
  }
  const slug = slugFromTitle(title);
  if (slug === '') {
    throw new ValidationError(`The ${what} title needs letters or digits`, [{ path, message: 'Needs letters or digits' }]);
  }
  return { title, slug };
}

/**
 * A suggestion's text as the first draft of an opinion title (the admin hub prefills the opinion
 * modal with it): one line, and at most OPINION_TITLE_MAX characters, cut after the last whole
 * word that fits. The admin edits it before saving; the server checks the result as any title.
 */
export function titleDraftFrom(text: string): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (line.length <= OPINION_TITLE_MAX) return line;
  const cut = line.slice(0, OPINION_TITLE_MAX + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > OPINION_TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut.slice(0, OPINION_TITLE_MAX)).trim();
}

/** An optional outside link: http(s) only, or empty. */
export function checkLink(raw: string | null | undefined): string {
  const link = (raw ?? '').trim();
  if (link === '') return '';
  const problem = (message: string) => new ValidationError(message, [{ path: ['input', 'link'], message }]);
  if (link.length > OPINION_LINK_MAX) throw problem(`The link is too long (at most ${OPINION_LINK_MAX} characters)`);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw problem('The link must be a web address starting with http:// or https://');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw problem('The link must be a web address starting with http:// or https://');
  return url.href;
}

export function checkText(raw: string | null | undefined): string {
  // Line breaks and tabs stay; other control characters (NUL cannot be stored) go.
  // eslint-disable-next-line no-control-regex
  const text = (raw ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if (text.length > OPINION_TEXT_MAX) {
    throw new ValidationError(`The context text is too long (at most ${OPINION_TEXT_MAX} characters)`, [
      { path: ['input', 'tidbit'], message: `At most ${OPINION_TEXT_MAX} characters` },
    ]);
  }
  return text;
}

export function checkTopicCount(topicIds: readonly number[]): number[] {
  const unique = [...new Set(topicIds)];
  if (unique.length > OPINION_TOPICS_MAX) {
    throw new ValidationError(`Choose at most ${OPINION_TOPICS_MAX} topics`, [{ path: ['input', 'topicIds'], message: 'Too many' }]);
  }
  return unique;
}
