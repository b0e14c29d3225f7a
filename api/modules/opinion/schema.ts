// The Opinion type and loading one opinion for its page.
import { GoneError, NotFoundError } from '../../domain/errors.ts';
import { shownShares, shownViews } from '../../domain/vote-results.ts';
import { builder } from '../../schema/builder.ts';
import { VoteTallyRef } from '../vote/tally.ts';

export const OpinionRef = builder.prismaNode('Opinion', {
  // node(id) answers null for an id that does not exist (or was removed), not an error.
  nullable: true,
  description: 'A statement people vote on from Strongly Agree (1) to Strongly Disagree (5).',
  id: { field: 'id' },
  // A removed opinion is gone for node(id) too, as for opinion(slug).
  findUnique: (id) => ({ id: Number(id), removedAt: null }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in the REST API).' }),
    slug: t.exposeString('slug', { description: 'URL name: /o/{slug}.' }),
    title: t.exposeString('title', { description: 'The statement.' }),
    link: t.exposeString('link', { description: 'An outside link for context; may be empty.' }),
    tidbit: t.exposeString('tidbit', { description: 'A sentence of context; may be empty.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'Card image; may be empty.' }),
    deleted: t.exposeBoolean('deleted', { description: 'Deleted by a moderator: the page shows "Deleted".' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    voteTally: t.field({
      type: VoteTallyRef,
      description: 'Current vote counts; updated live by the voteTallyChanged subscription.',
      resolve: async (opinion, _args, context) => ({
        opinionId: opinion.id,
        counts: await context.loaders.voteTally.load(opinion.id),
      }),
    }),
    numVotes: t.int({
      description: 'Number of people who voted.',
      resolve: async (opinion, _args, context) =>
        (await context.loaders.voteTally.load(opinion.id)).reduce((sum, count) => sum + count, 0),
    }),
    numViews: t.int({
      description: 'Views as shown: 4.5 x votes, rounded.',
      resolve: async (opinion, _args, context) =>
        shownViews((await context.loaders.voteTally.load(opinion.id)).reduce((sum, count) => sum + count, 0)),
    }),
    numShares: t.int({
      description: 'Shares as shown: max(0, (votes - 20) / 25), rounded.',
      resolve: async (opinion, _args, context) =>
        shownShares((await context.loaders.voteTally.load(opinion.id)).reduce((sum, count) => sum + count, 0)),
    }),
    numComments: t.int({
      description: 'Comments that are not deleted.',
      resolve: (opinion, _args, context) => context.loaders.commentCount.load(opinion.id),
    }),
    viewerRating: t.int({
      nullable: true,
      description: "The viewer's own rating 1-5; null when not voted or logged out.",
      resolve: (opinion, _args, context) => context.loaders.viewerRating.load(opinion.id),
    }),
    createdByUserId: t.int({
      nullable: true,
      description: 'The numeric id of the person who created it (UID in the REST API).',
      select: { createdById: true },
      resolve: (opinion) => opinion.createdById,
    }),
  }),
});

builder.queryField('opinion', (t) =>
  t.prismaField({
    type: 'Opinion',
    description: 'An opinion by slug, or the NotFoundError (404) / GoneError (410) its page shows.',
    args: { slug: t.arg.string({ required: true, description: 'The opinion slug.' }) },
    errors: { types: [NotFoundError, GoneError], directResult: true, union: { name: 'OpinionLookup' } },
    resolve: (query, _root, args, context) => context.services.opinions.requireVisibleOpinion(args.slug, query),
  }),
);
