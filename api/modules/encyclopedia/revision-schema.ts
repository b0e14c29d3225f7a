// Revisions of the encyclopedia (docs/product.md#encyclopedia): an artifact's history with a
// readable diff per change, "Revert to this", likes (the LikeRev notification) and follows; the
// external links of questions, positions, arguments and people; deleting (CanDeleteContent).
import { InputValidationError } from '@pothos/plugin-validation';
import { parseDatabaseId } from '../../domain/database-ids.ts';
import { ENCYCLOPEDIA_LIMITS, checkExternalLink, historyPath, type EncyclopediaType } from '../../domain/encyclopedia-rules.ts';
import { AuthError, ConflictError, EditConflictError, GoneError, NotFoundError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import { textDiff } from '../../domain/text-diff.ts';
import { builder, ErrorInterface, FIELD_COST } from '../../schema/builder.ts';
import type { RequestContext } from '../../schema/context.ts';
import type { LinkView } from './links.ts';
import type { FieldChangeView, HistoryView, RevisionView } from './revisions.ts';

/** Who is writing, as the encyclopedia's rules need them (the mutation's auth scope ran first). */
export function actorOf(context: RequestContext) {
  const viewer = context.viewer!;
  return { userId: viewer.userId, contributor: viewer.role === 'CONTRIBUTOR' || viewer.role === 'ADMIN', canDeleteContent: viewer.canDeleteContent };
}

/** Errors a write can answer with; EditConflictError before ConflictError, so a stale edit is typed as one. */
export const writeErrorTypes = [InputValidationError, ValidationError, AuthError, RateLimitError, NotFoundError, GoneError, EditConflictError, ConflictError] as const;

export const ArtifactTypeEnum = builder.enumType('EncyclopediaArtifactType', {
  description: 'What a revision, link or follow is about (the spec’s convo, pos, arg, person, tag, req).',
  values: {
    CONVO: { description: 'A question.' },
    POS: { description: 'A position on a question.' },
    ARG: { description: 'An argument for a position.' },
    PERSON: { description: 'A person.' },
    TAG: { description: 'A tag.' },
    REQ: { description: 'A member’s request for a new question.' },
  } as const,
});

builder.objectType(EditConflictError, {
  name: 'EditConflictError',
  description:
    'Someone changed this field after the version the edit started from (baseRevisionId): nothing was written (409). `message` quotes the current text; edit again from `latestRevisionId`.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldName: t.exposeString('fieldName', { description: 'The field that changed (title, description, name, categories, position, link:{id}, ...).' }),
    currentText: t.exposeString('currentText', { nullable: true, description: 'What a text field reads now; null for other fields.' }),
    currentValueJson: t.string({ description: 'The field’s current value as JSON (text, ids, an image id, a link).', resolve: (error) => JSON.stringify(error.currentValue ?? null) }),
    latestRevisionId: t.exposeInt('latestRevisionId', { description: 'The newest revision of the item: pass it as baseRevisionId to edit again.' }),
  }),
});

const DiffKindEnum = builder.enumType('DiffKind', {
  description: 'How a piece of text fared in a change.',
  values: { SAME: { description: 'In both versions.' }, ADDED: { description: 'Only in the new version.' }, REMOVED: { description: 'Only in the old version.' } } as const,
});

const DiffSegmentRef = builder.objectRef<{ kind: 'SAME' | 'ADDED' | 'REMOVED'; text: string }>('DiffSegment').implement({
  description: 'A run of words of a word-level diff: SAME and REMOVED pieces join into the old text, SAME and ADDED into the new.',
  fields: (t) => ({
    kind: t.field({ type: DiffKindEnum, description: 'Kept, added or removed.', resolve: (segment) => segment.kind }),
    text: t.exposeString('text', { description: 'The words, with their spaces and line breaks.' }),
  }),
});

/** A diff is shown for text and for lists of names; other values (a picture, a link) are shown side by side. */
const diffOf = (change: FieldChangeView) =>
  ['text', 'categories', 'tags', 'people', 'position'].includes(change.kind) ? textDiff(change.beforeText ?? '', change.afterText ?? '') : [];

const FieldKindEnum = builder.enumType('RevisionFieldKind', {
  description: 'What kind of value a revision changed.',
  values: {
    TEXT: { description: 'A title, description or name.' },
    CATEGORIES: { description: 'A question’s categories (names, comma-separated).' },
    TAGS: { description: 'Tags (names, comma-separated).' },
    PEOPLE: { description: 'People linked (names, comma-separated).' },
    IMAGE: { description: 'A picture: the text is its URL.' },
    POSITION: { description: 'The position an argument supports (its title).' },
    DELETED: { description: 'Deleted or shown.' },
    LINK: { description: 'An external link: “title (url)”.' },
    STATUS: { description: 'A request’s status (OPEN, ACCEPTED, DECLINED) or the question it became.' },
  } as const,
});

const FieldChangeRef = builder.objectRef<FieldChangeView>('RevisionFieldChange').implement({
  description: 'One field a revision changed, before and after, as text to show.',
  fields: (t) => ({
    fieldName: t.exposeString('fieldName', { description: 'title, description, name, categories, tags, people, image, position, deleted, link:{id}, status, questionId.' }),
    kind: t.field({ type: FieldKindEnum, description: 'What kind of value it is.', resolve: (change) => change.kind.toUpperCase() as 'TEXT' }),
    beforeText: t.exposeString('beforeText', { nullable: true, description: 'The value before, readable; null when it had none (a new item, a new link).' }),
    afterText: t.exposeString('afterText', { nullable: true, description: 'The value after, readable; null when removed.' }),
    diff: t.field({ type: [DiffSegmentRef], description: 'Word-level diff of text and name lists; empty for other kinds.', resolve: diffOf }),
  }),
});

export const RevisionRef = builder.objectRef<RevisionView>('Revision');

builder.node(RevisionRef, {
  description: 'One change to an encyclopedia item: who, when, which field, before and after.',
  id: { resolve: (revision) => revision.id },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'changes' in value && 'verb' in value,
  loadOne: async (id, context) => {
    const revisionId = parseDatabaseId(id);
    return revisionId === null ? null : context.services.encyclopedia.revision(revisionId, context.viewer);
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The revision number: an edit passes the newest one as baseRevisionId; the anchor rev-{id} of the history.' }),
    artifactType: t.field({ type: ArtifactTypeEnum, description: 'What kind of item it changed.', resolve: (revision) => revision.artifactType }),
    artifactId: t.exposeInt('artifactId', { description: 'Which item (its databaseId).' }),
    actionName: t.exposeString('actionName', {
      description: 'ConvoInit, ConvoEditTextField, ConvoSetCategories, ConvoSetTags, ConvoSetPeople, ConvoSetImage, ConvoLinkAdd/Edit/Remove, ConvoDelete, ConvoRevert; the same for Pos, Arg, Person, Tag, Req; ArgSetPos, ArgSetPeople, PersonSetTags, ReqAccept, ReqDecline.',
    }),
    verb: t.exposeString('verb', { description: 'The action name without its type: Init, EditTextField, SetPos, LinkAdd, Delete, Revert, ...' }),
    fieldName: t.exposeString('fieldName', { nullable: true, description: 'The one field changed (ArgsJSON FieldName); null when several (Init, a revert of Init).' }),
    changes: t.field({ type: [FieldChangeRef], description: 'Every field changed, before and after.', resolve: (revision) => revision.changes }),
    diff: t.field({
      type: [DiffSegmentRef],
      description: 'The word-level diff of the one field changed (text or names); empty when several changed or the value is not text.',
      resolve: (revision) => (revision.changes.length === 1 ? diffOf(revision.changes[0]!) : []),
    }),
    beforeJson: t.string({ nullable: true, description: 'The changed fields before, as stored (JSON by field name); null for Init.', resolve: (revision) => (revision.before == null ? null : JSON.stringify(revision.before)) }),
    afterJson: t.string({ description: 'The changed fields after, as stored (JSON by field name).', resolve: (revision) => JSON.stringify(revision.after ?? {}) }),
    authorUsername: t.exposeString('authorUsername', { description: 'Who made it (cased username; [deleted] once their account is erased).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    revertedAt: t.expose('revertedAt', { type: 'DateTime', nullable: true, description: 'When a later revert undid it; null while it stands.' }),
    revertedByUsername: t.exposeString('revertedByUsername', { nullable: true, description: 'Who undid it.' }),
    likeCount: t.exposeInt('likeCount', { description: 'Members who liked it (“a good point on an edit”).' }),
    likedByMe: t.exposeBoolean('likedByMe', { description: 'Whether the viewer liked it; false logged out.' }),
    url: t.string({ description: 'The revision in its item’s history: /history/{type}/{id}#rev-{revisionId}.', resolve: (revision) => historyPath(revision.artifactType, revision.artifactId, revision.id) }),
  }),
});

const HistoryRef = builder.objectRef<HistoryView>('RevisionHistory').implement({
  description: 'An item’s revisions, newest first, a page at a time, with what the history page shows above them.',
  fields: (t) => ({
    artifactType: t.field({ type: ArtifactTypeEnum, description: 'The item’s kind.', resolve: (history) => history.artifactType }),
    artifactId: t.exposeInt('artifactId', { description: 'The item’s databaseId.' }),
    title: t.exposeString('title', { description: 'Its title (a person’s name) now.' }),
    url: t.exposeString('path', { description: 'Its page.' }),
    deleted: t.exposeBoolean('deleted', { description: 'Deleted (only moderators see the history then, to restore it).' }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Its newest revision.' }),
    items: t.field({ type: [RevisionRef], description: 'The revisions.', resolve: (history) => history.items }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether older ones follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

export const ExternalLinkRef = builder.objectRef<LinkView>('ExternalLink');

builder.node(ExternalLinkRef, {
  description: 'A link to another site about a question, position, argument or person. Render it with rel="nofollow noopener".',
  id: { resolve: (link) => link.id },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'url' in value && 'artifactType' in value && !('changes' in value),
  loadOne: async (id, context) => {
    const linkId = parseDatabaseId(id);
    return linkId === null ? null : context.services.encyclopedia.link(linkId);
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The link’s number; its revisions name the field link:{id}.' }),
    url: t.exposeString('url', { description: 'The address: http(s) only, normalized.' }),
    title: t.exposeString('title', { description: 'What to show (the address’s host when none was given).' }),
    artifactType: t.field({ type: ArtifactTypeEnum, description: 'What it is on.', resolve: (link) => link.artifactType }),
    artifactId: t.exposeInt('artifactId', { description: 'Which item it is on.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
  }),
});

/**
 * What the lists inside a question cost in the complexity limit. The default (10 per list) prices
 * every nested list as if it ran statements per parent, so a question page with its positions,
 * their arguments and everyone's links came to 5,246 against a limit of 2,500. These lists are
 * batched (a relation is one statement per level, links one loader call per level), so a list
 * costs its rows: questions have 2-4 positions, positions a handful of arguments, and items a
 * link or two (at most 20).
 */
export const BATCHED_LIST_COST = {
  positions: { field: 1, multiplier: 4 },
  arguments: { field: 1, multiplier: 8 },
  links: { field: 1, multiplier: 2 },
} as const;

/** Options of an item's `links` field (t.loadableList; batched: one statement for every item of a page). */
export const linksFieldOptions = (type: EncyclopediaType) => ({
  type: ExternalLinkRef,
  complexity: BATCHED_LIST_COST.links,
  description: 'Its external links, oldest first (render with rel="nofollow noopener").',
  load: (ids: number[], context: RequestContext) => context.services.encyclopedia.linksOf(type, ids),
  resolve: (item: { id: number }) => item.id,
});

/** Options of an item's `followedByMe` field (t.loadable, batched); false logged out. */
export const followedByMeFieldOptions = (type: EncyclopediaType) => ({
  type: 'Boolean' as const,
  description: 'Whether the viewer follows it (and hears of its changes); false logged out.',
  load: (ids: number[], context: RequestContext) => context.services.encyclopedia.followedBy(context.viewer?.userId ?? null, type, ids),
  resolve: (item: { id: number }) => item.id,
});

builder.queryFields((t) => ({
  revisions: t.field({
    type: HistoryRef,
    description: 'An item’s history, newest first. A deleted item’s history is for CanDeleteContent only (GoneError otherwise).',
    errors: { types: [NotFoundError, GoneError, ValidationError] },
    args: {
      artifactType: t.arg({ type: ArtifactTypeEnum, required: true, description: 'Its kind.' }),
      artifactId: t.arg.int({ required: true, description: 'Its databaseId.' }),
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: 'The previous page’s endCursor.' }),
    },
    complexity: FIELD_COST.aggregate,
    resolve: (_root, args, context) =>
      context.services.encyclopedia.history(context.viewer, args.artifactType, args.artifactId, { first: args.first, after: args.after }),
  }),
}));

const FollowStateRef = builder.objectRef<{ artifactType: EncyclopediaType; artifactId: number; following: boolean }>('ArtifactFollowState').implement({
  description: 'Whether the viewer now follows an item (set the item’s followedByMe from it).',
  fields: (t) => ({
    artifactType: t.field({ type: ArtifactTypeEnum, description: 'The item’s kind.', resolve: (state) => state.artifactType }),
    artifactId: t.exposeInt('artifactId', { description: 'The item’s databaseId.' }),
    following: t.exposeBoolean('following', { description: 'Whether the viewer follows it now.' }),
  }),
});

const LINKED_TYPES_ENUM = builder.enumType('LinkedArtifactType', {
  description: 'The kinds of item that take external links.',
  values: { CONVO: { description: 'A question.' }, POS: { description: 'A position.' }, ARG: { description: 'An argument.' }, PERSON: { description: 'A person.' } } as const,
});

const LINK_URL = `The address, http:// or https://, at most ${ENCYCLOPEDIA_LIMITS.linkUrl} characters.`;
const LINK_TITLE = `What to show, one line, at most ${ENCYCLOPEDIA_LIMITS.linkTitle} characters (the host when empty).`;

const AddLinkInput = builder.inputType('AddExternalLinkInput', {
  description: 'A new link on an item.',
  fields: (t) => ({
    artifactType: t.field({ type: LINKED_TYPES_ENUM, required: true, description: 'The item’s kind.' }),
    artifactId: t.int({ required: true, description: 'The item’s databaseId.' }),
    url: t.string({ required: true, description: LINK_URL }),
    title: t.string({ description: LINK_TITLE }),
  }),
});

const EditLinkInput = builder.inputType('EditExternalLinkInput', {
  description: 'A changed link, from the version of its item the editor started at.',
  fields: (t) => ({
    linkId: t.int({ required: true, description: 'The link’s databaseId.' }),
    baseRevisionId: t.int({ required: true, description: 'The item’s latestRevisionId when editing began.' }),
    url: t.string({ required: true, description: LINK_URL }),
    title: t.string({ description: LINK_TITLE }),
  }),
});

const RemoveLinkInput = builder.inputType('RemoveExternalLinkInput', {
  description: 'A link to remove, from the version of its item the editor started at.',
  fields: (t) => ({
    linkId: t.int({ required: true, description: 'The link’s databaseId.' }),
    baseRevisionId: t.int({ required: true, description: 'The item’s latestRevisionId when editing began.' }),
  }),
});

const ArtifactInput = builder.inputType('EncyclopediaArtifactInput', {
  description: 'An encyclopedia item.',
  fields: (t) => ({
    artifactType: t.field({ type: ArtifactTypeEnum, required: true, description: 'Its kind.' }),
    artifactId: t.int({ required: true, description: 'Its databaseId.' }),
  }),
});

const loadLink = async (context: RequestContext, linkId: number) => {
  const link = await context.services.encyclopedia.link(linkId);
  if (!link) throw new NotFoundError('This link does not exist');
  return link;
};

builder.mutationFields((t) => ({
  revertRevision: t.field({
    type: RevisionRef,
    description:
      '“Revert to this”: the item reads again as this revision left it (a new Revert revision). On a Delete or a link removal it undoes it. Contributors and admins; restoring a deleted item needs CanDeleteContent as well.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { revisionId: t.arg.int({ required: true, description: 'The revision to go back to.' }) },
    resolve: async (_root, args, context) => {
      const revisionId = await context.services.encyclopedia.revert(actorOf(context), args.revisionId);
      return context.services.encyclopedia.revision(revisionId, context.viewer) as Promise<RevisionView>;
    },
  }),
  deleteEncyclopediaArtifact: t.field({
    type: RevisionRef,
    description: 'Deletes a question, position, argument, person, tag or request (a Delete revision; reverting it restores the item). CanDeleteContent only.',
    authScopes: { canDeleteContent: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: ArtifactInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const revisionId = await context.services.encyclopedia.deleteArtifact(actorOf(context), input.artifactType, input.artifactId);
      return context.services.encyclopedia.revision(revisionId, context.viewer) as Promise<RevisionView>;
    },
  }),
  likeRevision: t.field({
    type: RevisionRef,
    description: 'Likes (or takes back the like of) someone else’s revision; its author gets a LikeRev notification. Members; not one’s own.',
    authScopes: { loggedIn: true },
    errors: { types: [...writeErrorTypes] },
    args: {
      revisionId: t.arg.int({ required: true, description: 'The revision.' }),
      liked: t.arg.boolean({ required: true, description: 'true to like, false to take it back.' }),
    },
    resolve: (_root, args, context) => context.services.encyclopedia.likeRevision(actorOf(context), args.revisionId, args.liked),
  }),
  followArtifact: t.field({
    type: FollowStateRef,
    description: 'Follows (or stops following) an item: followers hear of its revisions (a question’s, of its positions’ and arguments’ too). Members.',
    authScopes: { loggedIn: true },
    errors: { types: [...writeErrorTypes] },
    args: {
      input: t.arg({ type: ArtifactInput, required: true }),
      following: t.arg.boolean({ required: true, description: 'true to follow, false to stop.' }),
    },
    resolve: async (_root, { input, following }, context) => ({
      artifactType: input.artifactType,
      artifactId: input.artifactId,
      following: await context.services.encyclopedia.follow(actorOf(context), input.artifactType, input.artifactId, following),
    }),
  }),
  addExternalLink: t.field({
    type: ExternalLinkRef,
    description: 'Adds a link (a LinkAdd revision) to a question, position, argument or person. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: AddLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const value = checkExternalLink(input.url, input.title ?? '');
      const { linkId } = await context.services.encyclopedia.addLink(actorOf(context), input.artifactType, input.artifactId, value);
      return loadLink(context, linkId);
    },
  }),
  editExternalLink: t.field({
    type: ExternalLinkRef,
    description: 'Changes a link (a LinkEdit revision). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const value = checkExternalLink(input.url, input.title ?? '');
      await context.services.encyclopedia.changeLink(actorOf(context), input.linkId, value, input.baseRevisionId);
      return loadLink(context, input.linkId);
    },
  }),
  removeExternalLink: t.field({
    type: ExternalLinkRef,
    description: 'Removes a link (a LinkRemove revision; reverting it brings the link back). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: RemoveLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.encyclopedia.changeLink(actorOf(context), input.linkId, null, input.baseRevisionId);
      return loadLink(context, input.linkId);
    },
  }),
}));
