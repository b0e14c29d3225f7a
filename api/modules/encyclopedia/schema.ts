// People, tags, questions, positions and arguments: the lists search results link into.
import type { Page } from '../../domain/list-paging.ts';
import { AuthError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { QuestionListingRow } from './service.ts';

builder.prismaObject('Person', {
  description: 'A person in the encyclopedia; search links to /encyclopedia#person-{slug}.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in search results).' }),
    slug: t.exposeString('slug', { description: 'URL name: the anchor person-{slug} on /encyclopedia.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    description: t.exposeString('description', { description: 'Who they are, in a line or two.' }),
  }),
});

builder.prismaObject('Tag', {
  description: 'A tag in the encyclopedia; search links to /encyclopedia#tag-{slug}.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in search results).' }),
    slug: t.exposeString('slug', { description: 'URL name: the anchor tag-{slug} on /encyclopedia.' }),
    title: t.exposeString('title', { description: 'Display title.' }),
  }),
});

builder.prismaObject('Position', {
  description: 'A position on a question; search links to /questions#pos-{id}.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor pos-{id} on /questions.' }),
    title: t.exposeString('title', { description: 'The position in a sentence.' }),
    description: t.exposeString('description', { description: 'More about the position.' }),
  }),
});

builder.prismaObject('Convo', {
  name: 'Question',
  description: 'A question (convo) with its positions; search links to /questions#convo-{id}.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor convo-{id} on /questions.' }),
    slug: t.exposeString('slug', { description: 'URL name.' }),
    title: t.exposeString('title', { description: 'The question.' }),
    description: t.exposeString('description', { description: 'More about the question.' }),
    positions: t.relation('positions', {
      description: 'Its positions not deleted, oldest first.',
      query: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
    }),
  }),
});

builder.prismaObject('Argument', {
  description: 'An argument in a question; search links to /arguments#arg-{id}.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor arg-{id} on /arguments.' }),
    title: t.exposeString('title', { description: 'The argument in a sentence.' }),
    description: t.exposeString('description', { description: 'More about the argument.' }),
    question: t.relation('convo', { description: 'The question it argues about.' }),
  }),
});

builder.queryFields((t) => ({
  people: t.prismaField({
    type: ['Person'],
    description: 'Every person in the encyclopedia, by name.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.people(query),
  }),
  tags: t.prismaField({
    type: ['Tag'],
    description: 'Every tag in the encyclopedia, by title.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.tags(query),
  }),
  questions: t.prismaField({
    type: ['Convo'],
    description: 'Every question with its positions, newest first.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.questions(query),
  }),
  arguments: t.prismaField({
    type: ['Argument'],
    description: 'Every argument, newest first.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.arguments(query),
  }),
}));

const QuestionListingItemRef = builder.objectRef<QuestionListingRow>('QuestionListingItem').implement({
  description: 'A question as the admin convo listing shows it, deleted or not.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor convo-{id} on /questions.' }),
    slug: t.exposeString('slug', { description: 'URL name.' }),
    title: t.exposeString('title', { description: 'The question.' }),
    categoryTitle: t.exposeString('categoryTitle', { nullable: true, description: 'Its category; null when it has none.' }),
    positions: t.exposeInt('positions', { description: 'Its positions not deleted.' }),
    arguments: t.exposeInt('arguments', { description: 'Its arguments not deleted.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked.' }),
    createdByUsername: t.exposeString('createdByUsername', { nullable: true, description: 'Who asked it; null once their account is erased.' }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true, description: 'When it was deleted; null while it is shown.' }),
  }),
});

const QuestionListingRef = builder.objectRef<Page<QuestionListingRow>>('QuestionListing').implement({
  description: 'A page of the admin convo listing, newest first.',
  fields: (t) => ({
    items: t.field({ type: [QuestionListingItemRef], description: 'The questions.', resolve: (page) => page.items }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

builder.queryField('questionListing', (t) =>
  t.field({
    type: QuestionListingRef,
    description: 'Every question, deleted ones included, newest first (the admin convo listing). canListConvos only.',
    authScopes: { canListConvos: true },
    errors: { types: [AuthError, ValidationError] },
    args: {
      search: t.arg.string({ description: 'Part of the title or slug.' }),
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.encyclopedia.questionListing({ search: args.search, first: args.first, after: args.after }),
  }),
);
