// The home feed's cards (stats, top contributors, trending opinions, latest activity), the
// Contributors list and the Latest Activity list. All public: they show only what any visitor
// can already read (counts, usernames, comments on public opinions).
import { builder } from '../../schema/builder.ts';
import type { ActivityRow, CommenterRow } from '../comment/activity-reads.ts';
import { OpinionRef } from '../opinion/schema.ts';
import { clampListSize } from './service.ts';

type StatsShape = { opinions: number; comments: number; votes: number };

const CommunityStatsRef = builder.objectRef<StatsShape>('CommunityStats').implement({
  description: 'Site-wide counts shown on the home feed.',
  fields: (t) => ({
    opinions: t.exposeInt('opinions', { description: 'Opinions that are shown (not deleted or removed).' }),
    comments: t.exposeInt('comments', { description: 'Comments that are not deleted.' }),
    votes: t.exposeInt('votes', { description: 'Votes cast (one per person and opinion).' }),
  }),
});

const ContributorRef = builder.objectRef<CommenterRow>('Contributor').implement({
  description: 'A person among the most active commenters.',
  fields: (t) => ({
    usernameCased: t.exposeString('username', { description: 'The username as its owner cased it (UsernameCased).' }),
    userDatabaseId: t.exposeInt('userId', { description: 'The numeric user id.' }),
    numComments: t.exposeInt('numComments', { description: 'Comments written that are not deleted.' }),
  }),
});

const ActivityEntryRef = builder.objectRef<ActivityRow>('ActivityEntry').implement({
  description: 'Something someone did lately: "@username made a comment on <opinion title>".',
  fields: (t) => ({
    commentId: t.exposeInt('commentId', { description: 'The comment (CommentID).' }),
    username: t.exposeString('username', { description: 'Who wrote it, cased as they chose.' }),
    opinionTitle: t.exposeString('opinionTitle', { description: 'The opinion commented on.' }),
    opinionSlug: t.exposeString('opinionSlug', { description: 'URL name of that opinion: /o/{slug}.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the comment was written.' }),
  }),
});

type HomeFeedCardsShape = Record<string, never>;

const HomeFeedCardsRef = builder.objectRef<HomeFeedCardsShape>('HomeFeedCards').implement({
  description: "The home feed's sidebars (wide screens) or in-feed cards (narrow screens).",
  fields: (t) => ({
    stats: t.field({
      type: CommunityStatsRef,
      description: 'Opinions, comments and votes.',
      resolve: (_cards, _args, context) => context.services.community.stats(),
    }),
    topCommenters: t.field({
      type: [ContributorRef],
      description: 'Top contributors: most comments first.',
      args: { first: t.arg.int({ defaultValue: 5, description: 'How many (1-100).' }) },
      resolve: (_cards, args, context) => context.services.community.topContributors(clampListSize(args.first, 5)),
    }),
    trendingOpinions: t.field({
      type: [OpinionRef],
      description: 'The top 10 opinions by trending score.',
      resolve: async (_cards, _args, context) => {
        const ids = await context.services.community.trendingOpinionIds();
        const rows = await context.services.prisma.opinion.findMany({ where: { id: { in: ids } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      },
    }),
    latestActivity: t.field({
      type: [ActivityEntryRef],
      description: 'The newest comments on opinions, newest first.',
      args: { first: t.arg.int({ defaultValue: 5, description: 'How many (1-100).' }) },
      resolve: (_cards, args, context) => context.services.community.latestActivity(clampListSize(args.first, 5)),
    }),
  }),
});

builder.queryFields((t) => ({
  homeFeedCards: t.field({
    type: HomeFeedCardsRef,
    description: 'Stats, top contributors, trending opinions and latest activity for the home feed.',
    resolve: () => ({}),
  }),
  contributors: t.field({
    type: [ContributorRef],
    description: 'The Contributors page: most comments first.',
    args: { first: t.arg.int({ defaultValue: 50, description: 'How many (1-100).' }) },
    resolve: (_root, args, context) => context.services.community.topContributors(clampListSize(args.first, 50)),
  }),
  latestActivity: t.field({
    type: [ActivityEntryRef],
    description: 'The Latest Activity page: the newest comments on opinions.',
    args: { first: t.arg.int({ defaultValue: 50, description: 'How many (1-100).' }) },
    resolve: (_root, args, context) => context.services.community.latestActivity(clampListSize(args.first, 50)),
  }),
}));
