// Topics: the all-topics list, a topic by slug, and a topic's opinion feed.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { clampPageSize, parseIdCursor } from '../../domain/feed-paging.ts';
import { builder } from '../../schema/builder.ts';
import { feedConnection } from '../feed/connection.ts';
import { OpinionRef } from '../opinion/schema.ts';

export const TopicRef = builder.prismaNode('Topic', {
  // node(id) answers null for an id that does not exist (or was removed), not an error.
  nullable: true,
  description: 'A subject opinions are filed under; people follow topics.',
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in the REST API).' }),
    slug: t.exposeString('slug', { description: 'URL name: /t/{slug}.' }),
    title: t.exposeString('title', { description: 'Display title.' }),
    description: t.exposeString('description', { description: 'One line about the topic.' }),
    numOpinions: t.int({
      description: 'Visible opinions in this topic.',
      resolve: (topic, _args, context) => context.loaders.topicOpinionCount.load(topic.id),
    }),
    opinions: t.connection({
      type: OpinionRef,
      description: 'Opinions in this topic, trending first.',
      resolve: async (topic, args, context, info) => {
        const page = await context.services.feed.topicPage(topic.id, parseIdCursor(args.after), clampPageSize(args.first));
        const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'Opinion' });
        return feedConnection(context, query, page);
      },
    }),
  }),
});

// Declared here rather than in the opinion module, so the Opinion and Topic types do not
// import each other.
// (The cast: prismaObjectField's declared return type misses the validation plugin's FieldRef
// augmentation; the field itself is an ordinary one.)
builder.prismaObjectField('Opinion', 'topics', (t) =>
  t.field({
    type: [TopicRef],
    description: 'Topics this opinion is filed under.',
    select: { topics: { select: { topic: true }, orderBy: { topicId: 'asc' } } },
    resolve: (opinion) => opinion.topics.map((link) => link.topic),
  }) as never,
);

builder.queryFields((t) => ({
  topics: t.prismaField({
    type: ['Topic'],
    description: 'All topics, alphabetical.',
    resolve: (query, _root, _args, context) =>
      context.services.topics.listAlphabetical(query),
  }),
  topic: t.prismaField({
    type: 'Topic',
    nullable: true,
    description: 'A topic by slug; null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'The topic slug.' }) },
    resolve: (query, _root, args, context) =>
      args.slug.length > 200 ? null : context.services.prisma.topic.findUnique({ ...query, where: { slug: args.slug } }),
  }),
}));
