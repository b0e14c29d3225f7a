// Questions (convos) in categories, their positions and arguments, and members' requests for new
// questions (docs/product.md#encyclopedia): the question feed by category (/questions), a
// question's page (/questions/{slug}, its positions side by side with their arguments), the
// argument feed (/arguments), and writing them. Every write is a revision (revision-schema.ts).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { z } from 'zod';
import { AVATAR_MAX_UPLOAD_BYTES } from '../../domain/avatar.ts';
import { databaseIdOrNone } from '../../domain/database-ids.ts';
import {
  argumentPath,
  categoryPath,
  ENCYCLOPEDIA_LIMITS,
  imagePath,
  imageSrcSet,
  positionPath,
  questionPath,
  requestPath,
} from '../../domain/encyclopedia-rules.ts';
import { GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { clampPageSize } from '../../domain/feed-paging.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import { cursorPageRef } from '../../schema/cursor-page.ts';
import type { RequestContext } from '../../schema/context.ts';
import type { RequestView } from './questions.ts';
import { actorOf, BATCHED_LIST_COST, followedByMeFieldOptions, linksFieldOptions, writeErrorTypes } from './revision-schema.ts';

// ───────────── pictures ─────────────

/** The `imageUrl`, `imageSrcSet`, `imageWidth` and `imageHeight` fields of a question, position, argument or person. */
export const pictureFields = {
  imageUrl: {
    nullable: true,
    description: 'Its picture (/api/encyclopedia/image/{id}, at most 1,200 px); null when it has none.',
    select: { image: { select: { id: true } } },
    resolve: (row: { image: { id: number } | null }) => (row.image ? imagePath(row.image.id) : null),
  },
  imageSrcSet: {
    description: 'The picture’s srcset (a 400 px copy and the stored one); empty when it has none (ImageSrcSet of the feed card).',
    select: { image: { select: { id: true, width: true } } },
    resolve: (row: { image: { id: number; width: number } | null }) => (row.image ? imageSrcSet(row.image.id, row.image.width) : ''),
  },
  // The browser reserves the picture's box from these before it arrives: nothing below it moves.
  imageWidth: {
    nullable: true,
    description: 'The stored picture’s width in pixels (its aspect ratio, for the img width attribute); null when it has none.',
    select: { image: { select: { width: true } } },
    resolve: (row: { image: { width: number } | null }) => row.image?.width ?? null,
  },
  imageHeight: {
    nullable: true,
    description: 'The stored picture’s height in pixels (for the img height attribute); null when it has none.',
    select: { image: { select: { height: true } } },
    resolve: (row: { image: { height: number } | null }) => row.image?.height ?? null,
  },
} as const;

export const SetImageInput = builder.inputType('SetEncyclopediaImageInput', {
  description: 'A new picture for a question, position, argument, person or request, or none.',
  fields: (t) => ({
    id: t.int({ required: true, description: 'The item’s databaseId.' }),
    baseRevisionId: t.int({ required: true, description: 'Its latestRevisionId when editing began.' }),
    imageBase64: t.string({
      description: 'The image file (JPEG, PNG, WebP or GIF, at most 2 MB), base64-encoded; null or omitted removes the picture.',
      // The decoded size is checked when the picture is read; this bounds the text before decoding.
      validate: z.string().max(Math.ceil((AVATAR_MAX_UPLOAD_BYTES * 4) / 3) + 4, 'The image is too large (at most 2 MB)'),
    }),
  }),
});

// ───────────── types ─────────────

const visibleArgument = { deletedAt: null, OR: [{ positionId: null }, { position: { deletedAt: null } }] };

const CategoryRef = builder.prismaObject('Category', {
  description: 'A tab of the question feed (Category: ID, Title).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ID in the REST API; questionFeed’s categoryId).' }),
    slug: t.exposeString('slug', { description: 'URL name: /questions?category={slug}.' }),
    title: t.exposeString('title', { description: 'The tab’s title.' }),
    description: t.exposeString('description', { description: 'A line about it (plain text).' }),
    url: t.string({ description: 'Its question feed: /questions?category={slug}.', select: { slug: true }, resolve: (category) => categoryPath(category.slug) }),
    numQuestions: t.relationCount('convos', { description: 'Questions shown in it.', where: { convo: { deletedAt: null } } }),
  }),
});

export const QuestionRef = builder.prismaNode('Convo', {
  name: 'Question',
  nullable: true,
  description: 'A question (convo) in 1-3 categories, with its positions and their arguments. Page: /questions/{slug}.',
  id: { field: 'id' },
  findUnique: (id) => ({ id: databaseIdOrNone(id), deletedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ID of the feed card; ArtifactID in search results).' }),
    slug: t.exposeString('slug', { description: 'URL name: /questions/{slug} (kept when the title changes).' }),
    title: t.exposeString('title', { description: 'The question, one line.' }),
    description: t.exposeString('description', { description: 'More about it: plain text with line breaks (render as text).' }),
    url: t.string({ description: 'Its page: /questions/{slug}.', select: { slug: true }, resolve: (convo) => questionPath(convo.slug) }),
    imageUrl: t.string(pictureFields.imageUrl),
    imageSrcSet: t.string(pictureFields.imageSrcSet),
    imageWidth: t.int(pictureFields.imageWidth),
    imageHeight: t.int(pictureFields.imageHeight),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked.' }),
    askedByUsername: t.string({
      nullable: true,
      description: 'Who asked it (the contributor, or the member whose request it came from); null once their account is erased.',
      select: { createdBy: { select: { username: true } } },
      resolve: (convo) => convo.createdBy?.username ?? null,
    }),
    deleted: t.boolean({ description: 'Deleted (only moderators see it then, to restore it).', select: { deletedAt: true }, resolve: (convo) => convo.deletedAt !== null }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Its newest revision: pass it as baseRevisionId when editing.' }),
    categories: t.field({
      type: [CategoryRef],
      description: 'Its 1-3 categories, by title.',
      select: { categories: { select: { category: true } } },
      resolve: (convo) => convo.categories.map((link) => link.category).sort((left, right) => left.title.localeCompare(right.title, 'en')),
    }),
    positions: t.relation('positions', {
      description: 'Its positions (not deleted), oldest first: shown side by side on wide screens, each with its arguments.',
      query: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
      complexity: BATCHED_LIST_COST.positions,
    }),
    numArguments: t.relationCount('arguments', { description: 'Its arguments shown (NumVotes of the feed card: questions are not voted on).', where: visibleArgument }),
    links: t.loadableList(linksFieldOptions('CONVO')),
    followedByMe: t.loadable(followedByMeFieldOptions('CONVO')),
  }),
});

builder.prismaNode('Position', {
  nullable: true,
  description: 'A position on a question; its arguments support it. Anchor pos-{id} on the question’s page.',
  id: { field: 'id' },
  findUnique: (id) => ({ id: databaseIdOrNone(id), deletedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor pos-{id} on /questions/{slug}.' }),
    title: t.exposeString('title', { description: 'The position in a sentence.' }),
    description: t.exposeString('description', { description: 'More about it: plain text with line breaks.' }),
    url: t.string({
      description: 'Where it is shown: /questions/{slug}#pos-{id}.',
      select: { id: true, convo: { select: { slug: true } } },
      resolve: (position) => positionPath(position.convo.slug, position.id),
    }),
    imageUrl: t.string(pictureFields.imageUrl),
    imageSrcSet: t.string(pictureFields.imageSrcSet),
    imageWidth: t.int(pictureFields.imageWidth),
    imageHeight: t.int(pictureFields.imageHeight),
    deleted: t.boolean({ description: 'Deleted.', select: { deletedAt: true }, resolve: (position) => position.deletedAt !== null }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Its newest revision: pass it as baseRevisionId when editing.' }),
    question: t.relation('convo', { description: 'The question it answers.' }),
    arguments: t.relation('arguments', {
      description: 'Its arguments (not deleted), oldest first.',
      query: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
      complexity: BATCHED_LIST_COST.arguments,
    }),
    links: t.loadableList(linksFieldOptions('POS')),
    followedByMe: t.loadable(followedByMeFieldOptions('POS')),
  }),
});

export const ArgumentRef = builder.prismaNode('Argument', {
  nullable: true,
  description: 'An argument for one position of a question (ArgSetPos moves it). Anchor arg-{id} on /arguments and on the question’s page.',
  id: { field: 'id' },
  findUnique: (id) => ({ id: databaseIdOrNone(id), deletedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor arg-{id} on /arguments.' }),
    title: t.exposeString('title', { description: 'The argument in a sentence.' }),
    description: t.exposeString('description', { description: 'More about it: plain text with line breaks.' }),
    url: t.string({ description: 'Its link: /arguments#arg-{id}.', select: { id: true }, resolve: (argument) => argumentPath(argument.id) }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    imageUrl: t.string(pictureFields.imageUrl),
    imageSrcSet: t.string(pictureFields.imageSrcSet),
    imageWidth: t.int(pictureFields.imageWidth),
    imageHeight: t.int(pictureFields.imageHeight),
    deleted: t.boolean({ description: 'Deleted.', select: { deletedAt: true }, resolve: (argument) => argument.deletedAt !== null }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Its newest revision: pass it as baseRevisionId when editing.' }),
    question: t.relation('convo', { description: 'The question it argues about.' }),
    position: t.relation('position', { nullable: true, description: 'The position it supports (PosTitle of the argument card); null only for arguments older than positions.' }),
    links: t.loadableList(linksFieldOptions('ARG')),
    followedByMe: t.loadable(followedByMeFieldOptions('ARG')),
  }),
});

const RequestStatusEnum = builder.enumType('QuestionRequestStatus', {
  description: 'Where a request for a question stands.',
  values: {
    OPEN: { description: 'Waiting for a contributor.' },
    ACCEPTED: { description: 'It became a question.' },
    DECLINED: { description: 'A contributor declined it (see decisionNote).' },
  } as const,
});

export const QuestionRequestRef = builder.objectRef<RequestView>('QuestionRequest');

builder.node(QuestionRequestRef, {
  description: 'A member’s proposal for a new question (Req). Anchor req-{id} on /requests.',
  id: { resolve: (request) => request.id },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'decisionNote' in value,
  loadOne: (id, context) => context.services.encyclopedia.request(databaseIdOrNone(id)).catch(() => null),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor req-{id} on /requests.' }),
    title: t.exposeString('title', { description: 'The proposed question.' }),
    description: t.exposeString('description', { description: 'Why it is worth asking: plain text with line breaks.' }),
    status: t.field({ type: RequestStatusEnum, description: 'Open, accepted or declined.', resolve: (request) => request.status }),
    decisionNote: t.exposeString('decisionNote', { description: 'Why it was declined; empty otherwise.' }),
    authorUsername: t.exposeString('authorUsername', { description: 'Who proposed it.' }),
    decidedByUsername: t.exposeString('decidedByUsername', { nullable: true, description: 'The contributor who decided; null while open.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was proposed.' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true, description: 'When it was decided.' }),
    latestRevisionId: t.exposeInt('latestRevisionId', { nullable: true, description: 'Its newest revision: pass it as baseRevisionId when editing.' }),
    questionUrl: t.string({ nullable: true, description: 'The question it became (/questions/{slug}); null otherwise.', resolve: (request) => (request.questionSlug ? questionPath(request.questionSlug) : null) }),
    questionTitle: t.exposeString('questionTitle', { nullable: true, description: 'The title of the question it became.' }),
    imageUrl: t.string({ nullable: true, description: 'The picture proposed for the question; null when none.', resolve: (request) => (request.image ? imagePath(request.image.id) : null) }),
    imageSrcSet: t.string({ description: 'The picture’s srcset; empty when none.', resolve: (request) => (request.image ? imageSrcSet(request.image.id, request.image.width) : '') }),
    imageWidth: t.int({ nullable: true, description: 'The picture’s width in pixels; null when none.', resolve: (request) => request.image?.width ?? null }),
    imageHeight: t.int({ nullable: true, description: 'The picture’s height in pixels; null when none.', resolve: (request) => request.image?.height ?? null }),
    url: t.string({ description: 'Where it is shown: /requests#req-{id}.', resolve: (request) => requestPath(request.id) }),
    followedByMe: t.loadable(followedByMeFieldOptions('REQ')),
  }),
});

const RequestPageRef = cursorPageRef('QuestionRequestPage', QuestionRequestRef, 'A page of requests, newest first.', 'The requests.');

// ───────────── reading ─────────────

/** A feed page (first + 1 rows) as a Relay connection; cursors are ids. */
function idConnection<Row extends { id: number }>(rows: Row[], first: number) {
  const edges = rows.slice(0, first).map((node) => ({ cursor: String(node.id), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > first, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** A feed cursor: an id; anything else ends the feed (like a cursor no longer in it). */
const afterIdOf = (after: string | null | undefined): number | null => {
  if (after === null || after === undefined || after === '') return null;
  return /^[0-9]{1,10}$/.test(after) ? Number(after) : 0;
};

const viewerOf = (context: RequestContext) => (context.viewer ? { userId: context.viewer.userId, canDeleteContent: context.viewer.canDeleteContent } : null);

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: ['Category'],
    description: 'Every category (the question feed’s tabs), by title.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.categories(query),
  }),
  category: t.prismaField({
    type: 'Category',
    nullable: true,
    description: 'A category by slug; null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'Its slug.' }) },
    resolve: (query, _root, args, context) => context.services.encyclopedia.categoryBySlug(args.slug, query),
  }),
  questionFeed: t.connection({
    type: QuestionRef,
    description: 'Questions shown, newest first: all of them, or one category’s (the /questions tabs; POST /api/convo/feed).',
    args: { categoryId: t.arg.int({ description: 'A category’s databaseId; null or 0 for every question.' }) },
    complexity: FIELD_COST.statement,
    resolve: async (_root, args, context, info) => {
      const first = clampPageSize(args.first);
      const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Question' });
      const rows = await context.services.encyclopedia.questionFeed(query, { categoryId: args.categoryId || null, afterId: afterIdOf(args.after), first });
      return idConnection(rows, first);
    },
  }),
  question: t.prismaField({
    type: 'Convo',
    description: 'A question by slug with what its page shows, or the NotFoundError (404) / GoneError (410, deleted) its page shows. Moderators get deleted ones, to restore them.',
    args: { slug: t.arg.string({ required: true, description: 'The question’s slug.' }) },
    errors: { types: [NotFoundError, GoneError], directResult: true, union: { name: 'QuestionLookup' } },
    resolve: (query, _root, args, context) => context.services.encyclopedia.questionBySlug(args.slug, query, viewerOf(context)) as never,
  }),
  argumentFeed: t.connection({
    type: ArgumentRef,
    description: 'Arguments shown, newest first (/arguments; POST /api/arg/feed), each with its question and position.',
    complexity: FIELD_COST.statement,
    resolve: async (_root, args, context, info) => {
      const first = clampPageSize(args.first);
      const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Argument' });
      const rows = await context.services.encyclopedia.argumentFeed(query, { afterId: afterIdOf(args.after), first });
      return idConnection(rows, first);
    },
  }),
  questionRequests: t.field({
    type: RequestPageRef,
    description: 'Members’ requests for new questions, newest first (/requests).',
    errors: { types: [ValidationError] },
    args: {
      status: t.arg({ type: RequestStatusEnum, description: 'Only requests in this state; all when omitted.' }),
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: 'The previous page’s endCursor.' }),
    },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => context.services.encyclopedia.requests({ status: args.status, first: args.first, after: args.after }),
  }),
}));

// ───────────── writing (contributors and admins; members propose requests) ─────────────

const titleDescription = `One line, 1-${ENCYCLOPEDIA_LIMITS.title} characters.`;
const descriptionDescription = `Plain text with line breaks, at most ${ENCYCLOPEDIA_LIMITS.description.toLocaleString('en-US')} characters.`;
const baseRevisionDescription = 'The item’s latestRevisionId when editing began: a newer change to a field edited here answers EditConflictError (409) and writes nothing.';

const CategoryInput = builder.inputType('CategoryInput', {
  description: 'A category (a tab of the question feed).',
  fields: (t) => ({
    title: t.string({ required: true, description: `One line, 1-${ENCYCLOPEDIA_LIMITS.label} characters.` }),
    description: t.string({ description: 'A line about it, at most 500 characters.' }),
  }),
});

const EditCategoryInput = builder.inputType('EditCategoryInput', {
  description: 'A category’s new title and description.',
  fields: (t) => ({
    categoryId: t.int({ required: true, description: 'Its databaseId.' }),
    title: t.string({ required: true, description: `One line, 1-${ENCYCLOPEDIA_LIMITS.label} characters.` }),
    description: t.string({ description: 'A line about it, at most 500 characters.' }),
  }),
});

const CreateQuestionInput = builder.inputType('CreateQuestionInput', {
  description: 'A new question (ConvoInit).',
  fields: (t) => ({
    title: t.string({ required: true, description: `${titleDescription} Its slug must be free (409 otherwise).` }),
    description: t.string({ description: descriptionDescription }),
    categoryIds: t.intList({ required: true, description: `${ENCYCLOPEDIA_LIMITS.categoriesMin}-${ENCYCLOPEDIA_LIMITS.categoriesMax} categories.` }),
    tagIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.tags} tags.` }),
    personIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.people} people.` }),
  }),
});

const EditQuestionInput = builder.inputType('EditQuestionInput', {
  description: 'Changes to a question: each field given and different is one revision (EditTextField, SetCategories, SetTags, SetPeople).',
  fields: (t) => ({
    questionId: t.int({ required: true, description: 'Its databaseId.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
    title: t.string({ description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
    categoryIds: t.intList({ description: `${ENCYCLOPEDIA_LIMITS.categoriesMin}-${ENCYCLOPEDIA_LIMITS.categoriesMax} categories.` }),
    tagIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.tags} tags.` }),
    personIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.people} people.` }),
  }),
});

const CreatePositionInput = builder.inputType('CreatePositionInput', {
  description: 'A new position on a question (PosInit).',
  fields: (t) => ({
    questionId: t.int({ required: true, description: 'The question’s databaseId.' }),
    title: t.string({ required: true, description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
  }),
});

const EditPositionInput = builder.inputType('EditPositionInput', {
  description: 'Changes to a position (PosEditTextField per field).',
  fields: (t) => ({
    positionId: t.int({ required: true, description: 'Its databaseId.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
    title: t.string({ description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
  }),
});

const CreateArgumentInput = builder.inputType('CreateArgumentInput', {
  description: 'A new argument for a position (ArgInit).',
  fields: (t) => ({
    positionId: t.int({ required: true, description: 'The position it supports.' }),
    title: t.string({ required: true, description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
    personIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.people} people who made it.` }),
  }),
});

const EditArgumentInput = builder.inputType('EditArgumentInput', {
  description: 'Changes to an argument (ArgEditTextField per field, ArgSetPeople).',
  fields: (t) => ({
    argumentId: t.int({ required: true, description: 'Its databaseId.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
    title: t.string({ description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
    personIds: t.intList({ description: `Up to ${ENCYCLOPEDIA_LIMITS.people} people.` }),
  }),
});

const SetArgumentPositionInput = builder.inputType('SetArgumentPositionInput', {
  description: 'Moves an argument to another position of its question (ArgSetPos).',
  fields: (t) => ({
    argumentId: t.int({ required: true, description: 'The argument’s databaseId.' }),
    positionId: t.int({ required: true, description: 'A position of the same question.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
  }),
});

const ProposeQuestionInput = builder.inputType('ProposeQuestionInput', {
  description: 'A member’s request for a new question (ReqInit).',
  fields: (t) => ({
    title: t.string({ required: true, description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
  }),
});

const EditQuestionRequestInput = builder.inputType('EditQuestionRequestInput', {
  description: 'Changes to an open request (ReqEditTextField per field): by its author or a contributor.',
  fields: (t) => ({
    requestId: t.int({ required: true, description: 'Its databaseId.' }),
    baseRevisionId: t.int({ required: true, description: baseRevisionDescription }),
    title: t.string({ description: titleDescription }),
    description: t.string({ description: descriptionDescription }),
  }),
});

const AcceptQuestionRequestInput = builder.inputType('AcceptQuestionRequestInput', {
  description: 'Makes an open request a question (ConvoInit and ReqAccept), with the request’s text unless given.',
  fields: (t) => ({
    requestId: t.int({ required: true, description: 'Its databaseId.' }),
    categoryIds: t.intList({ required: true, description: `The question’s ${ENCYCLOPEDIA_LIMITS.categoriesMin}-${ENCYCLOPEDIA_LIMITS.categoriesMax} categories.` }),
    title: t.string({ description: `The question’s title, if not the request’s. ${titleDescription}` }),
    description: t.string({ description: `The question’s description, if not the request’s. ${descriptionDescription}` }),
  }),
});

const DeclineQuestionRequestInput = builder.inputType('DeclineQuestionRequestInput', {
  description: 'Declines an open request (ReqDecline).',
  fields: (t) => ({
    requestId: t.int({ required: true, description: 'Its databaseId.' }),
    note: t.string({ description: `Why, shown to everyone; at most ${ENCYCLOPEDIA_LIMITS.declineNote} characters.` }),
  }),
});

builder.mutationFields((t) => ({
  createCategory: t.prismaField({
    type: 'Category',
    description: 'Adds a category (a tab of the question feed). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _root, { input }, context) => context.services.encyclopedia.categoryById(await context.services.encyclopedia.createCategory(actorOf(context), input), query),
  }),
  editCategory: t.prismaField({
    type: 'Category',
    description: 'Renames a category or changes its description (its slug stays). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditCategoryInput, required: true }) },
    resolve: async (query, _root, { input }, context) => context.services.encyclopedia.categoryById(await context.services.encyclopedia.editCategory(actorOf(context), input), query),
  }),
  createQuestion: t.prismaField({
    type: 'Convo',
    description: 'Asks a new question in 1-3 categories (ConvoInit). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: CreateQuestionInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      context.services.encyclopedia.questionById(await context.services.encyclopedia.createQuestion(actorOf(context), input), query),
  }),
  editQuestion: t.prismaField({
    type: 'Convo',
    description: 'Changes a question’s title, description, categories, tags or people, one revision per field. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditQuestionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.editQuestion(actorOf(context), input);
      return context.services.encyclopedia.questionById(input.questionId, query);
    },
  }),
  setQuestionImage: t.prismaField({
    type: 'Convo',
    description: 'Sets or removes a question’s picture (ConvoSetImage): checked and re-encoded like avatars. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: SetImageInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.setImage(actorOf(context), 'CONVO', input.id, input.baseRevisionId, input.imageBase64 ?? null);
      return context.services.encyclopedia.questionById(input.id, query);
    },
  }),
  createPosition: t.prismaField({
    type: 'Position',
    description: 'Adds a position to a question (PosInit). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: CreatePositionInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      context.services.encyclopedia.positionById(await context.services.encyclopedia.createPosition(actorOf(context), input), query),
  }),
  editPosition: t.prismaField({
    type: 'Position',
    description: 'Changes a position’s title or description. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditPositionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.editPosition(actorOf(context), input);
      return context.services.encyclopedia.positionById(input.positionId, query);
    },
  }),
  createArgument: t.prismaField({
    type: 'Argument',
    description: 'Adds an argument for a position (ArgInit). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: CreateArgumentInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      context.services.encyclopedia.argumentById(await context.services.encyclopedia.createArgument(actorOf(context), input), query),
  }),
  editArgument: t.prismaField({
    type: 'Argument',
    description: 'Changes an argument’s title, description or people. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditArgumentInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.editArgument(actorOf(context), input);
      return context.services.encyclopedia.argumentById(input.argumentId, query);
    },
  }),
  setArgumentPosition: t.prismaField({
    type: 'Argument',
    description: 'Moves an argument to another position of its question (ArgSetPos). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: SetArgumentPositionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.setArgumentPosition(actorOf(context), input);
      return context.services.encyclopedia.argumentById(input.argumentId, query);
    },
  }),
  setPositionImage: t.prismaField({
    type: 'Position',
    description: 'Sets or removes a position’s picture (PosSetImage). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: SetImageInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.setImage(actorOf(context), 'POS', input.id, input.baseRevisionId, input.imageBase64 ?? null);
      return context.services.encyclopedia.positionById(input.id, query);
    },
  }),
  setArgumentImage: t.prismaField({
    type: 'Argument',
    description: 'Sets or removes an argument’s picture (ArgSetImage). Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: SetImageInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.encyclopedia.setImage(actorOf(context), 'ARG', input.id, input.baseRevisionId, input.imageBase64 ?? null);
      return context.services.encyclopedia.argumentById(input.id, query);
    },
  }),
  setQuestionRequestImage: t.field({
    type: QuestionRequestRef,
    description: 'Sets or removes the picture proposed with an open request (ReqSetImage): its author, or a contributor.',
    authScopes: { loggedIn: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: SetImageInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.encyclopedia.setRequestImage(actorOf(context), input.id, input.baseRevisionId, input.imageBase64 ?? null);
      return context.services.encyclopedia.request(input.id);
    },
  }),
  proposeQuestion: t.field({
    type: QuestionRequestRef,
    description: 'Proposes a new question (a request, ReqInit); contributors accept or decline it. Members.',
    authScopes: { loggedIn: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: ProposeQuestionInput, required: true }) },
    resolve: async (_root, { input }, context) => context.services.encyclopedia.request(await context.services.encyclopedia.proposeQuestion(actorOf(context), input)),
  }),
  editQuestionRequest: t.field({
    type: QuestionRequestRef,
    description: 'Changes an open request: its author, or a contributor.',
    authScopes: { loggedIn: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: EditQuestionRequestInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.encyclopedia.editRequest(actorOf(context), input);
      return context.services.encyclopedia.request(input.requestId);
    },
  }),
  acceptQuestionRequest: t.prismaField({
    type: 'Convo',
    description: 'Makes an open request a question; its author is credited as the asker and hears of it. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: AcceptQuestionRequestInput, required: true }) },
    resolve: async (query, _root, { input }, context) =>
      context.services.encyclopedia.questionById(await context.services.encyclopedia.acceptRequest(actorOf(context), input), query),
  }),
  declineQuestionRequest: t.field({
    type: QuestionRequestRef,
    description: 'Declines an open request with a note; its author hears of it. Contributors and admins.',
    authScopes: { contributor: true },
    errors: { types: [...writeErrorTypes] },
    args: { input: t.arg({ type: DeclineQuestionRequestInput, required: true }) },
    resolve: async (_root, { input }, context) => context.services.encyclopedia.request(await context.services.encyclopedia.declineRequest(actorOf(context), input)),
  }),
}));
