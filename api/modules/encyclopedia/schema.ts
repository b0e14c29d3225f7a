// The encyclopedia's schema: the types, pages and writing are in question-schema.ts (questions,
// positions, arguments, categories, requests), people-schema.ts (people and tags) and
// revision-schema.ts (histories, reverts, likes, follows, links, deleting); here are the complete
// lists (/encyclopedia, /arguments; every search link finds its anchor in them) and the admin
// convo listing.
import { AuthError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import { cursorPageRef } from '../../schema/cursor-page.ts';
import type { QuestionListingRow } from './service.ts';
import './revision-schema.ts';
import './question-schema.ts';
import './people-schema.ts';

builder.queryFields((t) => ({
  people: t.prismaField({
    type: ['Person'],
    description: 'Every person in the encyclopedia (not deleted), by name.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.people(query),
  }),
  tags: t.prismaField({
    type: ['Tag'],
    description: 'Every tag in the encyclopedia (not deleted), by title.',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.tags(query),
  }),
  questions: t.prismaField({
    type: ['Convo'],
    description: 'Every question (not deleted) with its positions, newest first (complete: the paged feed is questionFeed).',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.questions(query),
  }),
  arguments: t.prismaField({
    type: ['Argument'],
    description: 'Every argument shown, newest first (complete, so every /arguments#arg-{id} link finds its anchor; the paged feed is argumentFeed).',
    resolve: (query, _root, _args, context) => context.services.encyclopedia.arguments(query),
  }),
}));

const QuestionListingItemRef = builder.objectRef<QuestionListingRow>('QuestionListingItem').implement({
  description: 'A question as the admin convo listing shows it, deleted or not.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id: the anchor convo-{id} on /questions.' }),
    slug: t.exposeString('slug', { description: 'URL name.' }),
    title: t.exposeString('title', { description: 'The question.' }),
    categoryTitle: t.string({
      nullable: true,
      description: 'Its categories’ titles, comma-separated; null when it has none.',
      resolve: (row) => (row.categoryTitles.length > 0 ? row.categoryTitles.join(', ') : null),
    }),
    categoryTitles: t.exposeStringList('categoryTitles', { description: 'Its categories’ titles, by title.' }),
    positions: t.exposeInt('positions', { description: 'Its positions not deleted.' }),
    arguments: t.exposeInt('arguments', { description: 'Its arguments not deleted.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked.' }),
    createdByUsername: t.exposeString('createdByUsername', { nullable: true, description: 'Who asked it; null once their account is erased.' }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true, description: 'When it was deleted; null while it is shown.' }),
  }),
});

const QuestionListingRef = cursorPageRef('QuestionListing', QuestionListingItemRef, 'A page of the admin convo listing, newest first.', 'The questions.');

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
