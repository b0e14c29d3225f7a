// The encyclopedia's rules (docs/product.md#encyclopedia): what its artifacts are called in
// revisions and notifications, what text each field takes, where each artifact lives on the
// site. Pure: the encyclopedia service, its schema and REST table, search and the seed share them.
import { ValidationError } from './errors.ts';
import { slugFromTitle } from './opinion-rules.ts';

/** The artifacts that have revisions, as the Revision table names them. */
export const ENCYCLOPEDIA_TYPES = ['CONVO', 'POS', 'ARG', 'PERSON', 'TAG', 'REQ'] as const;
export type EncyclopediaType = (typeof ENCYCLOPEDIA_TYPES)[number];

/** The first part of an action name: ConvoInit, PosEditTextField, PersonSetImage, ReqDelete. */
export const ACTION_PREFIX: Record<EncyclopediaType, string> = {
  CONVO: 'Convo',
  POS: 'Pos',
  ARG: 'Arg',
  PERSON: 'Person',
  TAG: 'Tag',
  REQ: 'Req',
};

/** What a revision did, after its prefix (ArgSetPos is the one action named without a verb of its own). */
export const REVISION_VERBS = [
  'Init',
  'EditTextField',
  'SetImage',
  'SetCategories',
  'SetTags',
  'SetPeople',
  'SetPos',
  'LinkAdd',
  'LinkEdit',
  'LinkRemove',
  'Delete',
  'Revert',
  'Accept',
  'Decline',
] as const;
export type RevisionVerb = (typeof REVISION_VERBS)[number];

export function actionName(type: EncyclopediaType, verb: RevisionVerb): string {
  return `${ACTION_PREFIX[type]}${verb}`;
}

/** The lower-case spelling of search results and history addresses. */
export const SPEC_TYPE_NAME: Record<EncyclopediaType, string> = {
  CONVO: 'convo',
  POS: 'pos',
  ARG: 'arg',
  PERSON: 'person',
  TAG: 'tag',
  REQ: 'req',
};

export const ENCYCLOPEDIA_LIMITS = {
  /** Questions, positions, arguments and requests. */
  title: 200,
  /** A person's name. */
  name: 120,
  /** Tags and categories: a word or a few. */
  label: 60,
  description: 5_000,
  linkUrl: 1_000,
  linkTitle: 200,
  categoriesMin: 1,
  categoriesMax: 3,
  tags: 10,
  people: 20,
  links: 20,
  declineNote: 500,
} as const;

/**
 * One line of text: white space and control characters (NUL cannot be stored) collapse into
 * single spaces; empty, too long or without a letter or digit is a ValidationError on `path`.
 */
export function checkLine(raw: string, max: number, path: string[], label: string): string {
  // eslint-disable-next-line no-control-regex
  const line = raw.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (line === '') throw new ValidationError(`Please enter the ${label}`, [{ path, message: 'Required' }]);
  if (line.length > max) throw new ValidationError(`The ${label} is too long (at most ${max} characters)`, [{ path, message: `At most ${max} characters` }]);
  if (!/[\p{L}\p{N}]/u.test(line)) throw new ValidationError(`The ${label} needs letters or digits`, [{ path, message: 'Needs letters or digits' }]);
  return line;
}

/**
 * Plain text with paragraphs: line breaks kept (Windows ones made plain), other control
 * characters dropped, spaces at line ends and more than one empty line in a row removed. It is
 * stored and sent as text, never as HTML: clients render it as text, so nothing in it can run.
 */
export function checkDescription(raw: string, path: string[], max: number = ENCYCLOPEDIA_LIMITS.description): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length > max) throw new ValidationError(`The description is too long (at most ${max.toLocaleString('en-US')} characters)`, [{ path, message: `At most ${max} characters` }]);
  return text;
}

/** A slug for a new question, person or tag; the title was checked to hold letters or digits. */
export function encyclopediaSlug(title: string): string {
  return slugFromTitle(title) || 'item';
}

/**
 * An outside link: http(s) only, without credentials, normalized (the URL parser's form, so
 * the same address is stored the same way); the title one line, the address's host when empty.
 * Clients render it with rel="nofollow noopener".
 */
export function checkExternalLink(rawUrl: string, rawTitle: string): { url: string; title: string } {
  const problem = (message: string) => new ValidationError(message, [{ path: ['input', 'url'], message }]);
  const trimmed = rawUrl.trim();
  if (trimmed === '') throw problem('Please enter the link');
  if (trimmed.length > ENCYCLOPEDIA_LIMITS.linkUrl) throw problem(`The link is too long (at most ${ENCYCLOPEDIA_LIMITS.linkUrl} characters)`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw problem('The link must be a web address starting with http:// or https://');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw problem('The link must be a web address starting with http:// or https://');
  if (url.username !== '' || url.password !== '') throw problem('The link must not contain a user name or password');
  // eslint-disable-next-line no-control-regex
  const title = rawTitle.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (title.length > ENCYCLOPEDIA_LIMITS.linkTitle) {
    throw new ValidationError(`The link title is too long (at most ${ENCYCLOPEDIA_LIMITS.linkTitle} characters)`, [{ path: ['input', 'title'], message: 'Too long' }]);
  }
  return { url: url.href, title: title || url.hostname };
}

/** A list of ids without repeats, within `min`-`max` entries. */
export function checkIdList(ids: readonly number[], min: number, max: number, path: string[], what: string): number[] {
  const unique = [...new Set(ids)].sort((left, right) => left - right);
  if (unique.length < min) throw new ValidationError(`Choose at least ${min} ${what}`, [{ path, message: 'Too few' }]);
  if (unique.length > max) throw new ValidationError(`Choose at most ${max} ${what}`, [{ path, message: 'Too many' }]);
  return unique;
}

// ───────────── where things are (docs/product.md#routes) ─────────────

export const CATEGORIES_PATH = '/categories';
export const questionPath = (slug: string) => `/questions/${slug}`;
export const categoryPath = (slug: string) => `/questions?category=${encodeURIComponent(slug)}`;
export const positionPath = (questionSlug: string, id: number) => `/questions/${questionSlug}#pos-${id}`;
export const argumentPath = (id: number) => `/arguments#arg-${id}`;
export const personPath = (slug: string) => `/people/${slug}`;
export const tagPath = (slug: string) => `/tags/${slug}`;
export const requestPath = (id: number) => `/requests#req-${id}`;
/** An artifact's history, at one revision: /history/{convo|pos|arg|person|tag|req}/{id}#rev-{revisionId}. */
export const historyPath = (type: EncyclopediaType, id: number, revisionId?: number) =>
  `/history/${SPEC_TYPE_NAME[type]}/${id}${revisionId === undefined ? '' : `#rev-${revisionId}`}`;

export const ENCYCLOPEDIA_IMAGE_PATH_PREFIX = '/api/encyclopedia/image/';
/** Pixel sizes of served question and person pictures: the stored one fits `big`; `small` is made on request. */
export const ENCYCLOPEDIA_IMAGE_PIXELS = { small: 400, big: 1200 } as const;
export const imagePath = (id: number, size: 'small' | 'big' = 'big') => `${ENCYCLOPEDIA_IMAGE_PATH_PREFIX}${id}${size === 'small' ? '?size=small' : ''}`;
/** The srcset of a stored picture `width` pixels wide: the small copy and the stored one. */
export function imageSrcSet(id: number, width: number): string {
  const small = Math.min(width, ENCYCLOPEDIA_IMAGE_PIXELS.small);
  return width > small ? `${imagePath(id, 'small')} ${small}w, ${imagePath(id)} ${width}w` : `${imagePath(id)} ${width}w`;
}
