// People, tags, questions, positions and arguments: the lists search results link into.
import { builder } from '../../schema/builder.ts';

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
