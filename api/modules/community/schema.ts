// The home feed's cards (stats, top contributors, trending opinions, latest activity), the
// Contributors list and the Latest Activity list. All public: they show only what any visitor
// can already read (counts, usernames, comments on public opinions).
import { builder, FIELD_COST, listCost } from '../../schema/builder.ts';
import { ActivityEntryRef, ContributorRef } from '../comment/schema.ts';
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
      complexity: (args) => listCost(FIELD_COST.statement, args.first, 5, 100),
      resolve: (_cards, args, context) => context.services.community.topContributors(clampListSize(args.first, 5)),
    }),
    trendingOpinions: t.prismaField({
      type: ['Opinion'],
      description: 'The top 10 opinions by trending score.',
      resolve: async (query, _cards, _args, context) =>
        context.services.opinions.byIds(await context.services.community.trendingOpinionIds(), query),
    }),
    latestActivity: t.field({
      type: [ActivityEntryRef],
      description: 'The newest comments on opinions, newest first.',
      args: { first: t.arg.int({ defaultValue: 5, description: 'How many (1-100).' }) },
      complexity: (args) => listCost(FIELD_COST.statement, args.first, 5, 100),
      resolve: (_cards, args, context) => context.services.community.latestActivity(clampListSize(args.first, 5)),
    }),
  }),
});

builder.queryFields((t) => ({
  homeFeedCards: t.field({
    type: HomeFeedCardsRef,
    description: 'Stats, top contributors, trending opinions and latest activity for the home feed.',
    complexity: FIELD_COST.aggregate,
    resolve: () => ({}),
  }),
  contributors: t.field({
    type: [ContributorRef],
    description: 'The Contributors page: most comments first.',
    args: { first: t.arg.int({ defaultValue: 50, description: 'How many (1-100).' }) },
    complexity: (args) => listCost(FIELD_COST.statement, args.first, 50, 100),
    resolve: (_root, args, context) => context.services.community.topContributors(clampListSize(args.first, 50)),
  }),
  latestActivity: t.field({
    type: [ActivityEntryRef],
    description: 'The Latest Activity page: the newest comments on opinions.',
    args: { first: t.arg.int({ defaultValue: 50, description: 'How many (1-100).' }) },
    complexity: (args) => listCost(FIELD_COST.statement, args.first, 50, 100),
    resolve: (_root, args, context) => context.services.community.latestActivity(clampListSize(args.first, 50)),
  }),
}));
