// Topics: the all-topics list, a topic by slug, and a topic's opinion feed.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { databaseIdOrNone, isDatabaseId } from '../../domain/database-ids.ts';
import { clampPageSize, parseIdCursor } from '../../domain/feed-paging.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { TOPIC_TITLE_MAX } from '../../domain/opinion-rules.ts';
import { builder, mutationErrorTypes } from '../../schema/builder.ts';
import { feedConnection } from '../feed/schema.ts';
import { OpinionRef } from '../opinion/schema.ts';

export const TopicRef = builder.prismaNode('Topic', {
  // node(id) answers null for an id that does not exist (or was removed), not an error.
  nullable: true,
  description: 'A subject opinions are filed under; people follow topics.',
  id: { field: 'id' },
  findUnique: (id) => ({ id: databaseIdOrNone(id) }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in the REST API).' }),
    slug: t.exposeString('slug', { description: 'URL name: /t/{slug}.' }),
    title: t.exposeString('title', { description: 'Display title.' }),
    description: t.exposeString('description', { description: 'One line about the topic.' }),
    viewerFollows: t.boolean({
      description: 'Whether the viewer follows this topic (followed topics come first in For You); false when logged out.',
      resolve: (topic, _args, context) => context.loaders.topicFollowedByViewer.load(topic.id),
    }),
    numOpinions: t.int({
      description: 'Visible opinions in this topic.',
      resolve: (topic, _args, context) => context.loaders.topicOpinionCount.load(topic.id),
    }),
    numFollowers: t.int({
      description: 'Members who follow this topic.',
      resolve: (topic, _args, context) => context.loaders.topicFollowerCount.load(topic.id),
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
      context.services.topics.bySlug(args.slug, query),
  }),
}));

const CreateTopicInput = builder.inputType('CreateTopicInput', {
  description: 'A new topic from the opinion modal\'s topic picker.',
  fields: (t) => ({ title: t.string({ required: true, description: `The topic title, 1-${TOPIC_TITLE_MAX} characters.` }) }),
});

const FollowTopicInput = builder.inputType('FollowTopicInput', {
  description: 'Follow or unfollow a topic.',
  fields: (t) => ({
    topicId: t.globalID({ required: true, description: 'The topic (global id).' }),
    following: t.boolean({ required: true, description: 'True follows, false unfollows.' }),
  }),
});

builder.mutationFields((t) => ({
  createTopic: t.prismaField({
    type: 'Topic',
    description: 'Create a topic, or answer the existing one with the same slug. Needs CanCreateOpinions.',
    authScopes: { canCreateOpinions: true },
    errors: { types: [...mutationErrorTypes] },
    args: { input: t.arg({ type: CreateTopicInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const topic = await context.services.topics.createTopic(context.viewer!.userId, input.title);
      return context.services.topics.byId(topic.id, query);
    },
  }),
  followTopic: t.prismaField({
    type: 'Topic',
    description: 'Follow or unfollow a topic; idempotent. Needs a logged-in user.',
    authScopes: { loggedIn: true },
    errors: { types: [...mutationErrorTypes, NotFoundError] },
    args: { input: t.arg({ type: FollowTopicInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const topicId = Number(input.topicId.id);
      if (input.topicId.typename !== 'Topic' || !isDatabaseId(topicId)) throw new NotFoundError('This topic does not exist');
      await context.services.topics.setFollowing(context.viewer!.userId, topicId, input.following);
      context.loaders.topicFollowedByViewer.clear(topicId);
      context.loaders.topicFollowerCount.clear(topicId);
      return context.services.topics.byId(topicId, query);
    },
  }),
}));
