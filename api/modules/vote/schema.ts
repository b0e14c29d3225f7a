// Casting a vote, and the live vote counts subscription.
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { isDatabaseId } from '../../domain/database-ids.ts';
import { AuthError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { createRequestLoaders } from '../../schema/loaders.ts';
import { OpinionRef } from '../opinion/schema.ts';
import { VoteTallyRef } from './tally.ts';

const CastVoteInput = builder.inputType('CastVoteInput', {
  description: 'A vote on one opinion.',
  fields: (t) => ({
    opinionId: t.globalID({ required: true, description: 'The opinion (global id).' }),
    rating: t.int({
      required: true,
      description: '1 Strongly Agree, 2 Agree, 3 Neutral, 4 Disagree, 5 Strongly Disagree.',
      validate: z.number().int().min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5'),
    }),
  }),
});

builder.mutationField('castVote', (t) =>
  t.field({
    type: OpinionRef,
    description: 'Vote on an opinion, or replace your earlier vote. Needs a logged-in user.',
    authScopes: { loggedIn: true },
    errors: { types: [InputValidationError, ValidationError, AuthError, NotFoundError, GoneError] },
    args: { input: t.arg({ type: CastVoteInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      if (input.opinionId.typename !== 'Opinion') throw new NotFoundError('This opinion does not exist');
      const opinionId = Number(input.opinionId.id);
      if (!isDatabaseId(opinionId)) throw new NotFoundError('This opinion does not exist');
      await context.services.votes.castVote(context.viewer!.userId, opinionId, input.rating);
      // Counts and the viewer's rating changed: answer from fresh loaders, not this request's cache.
      context.loaders = createRequestLoaders(context.services, context.viewer);
      return context.services.prisma.opinion.findUniqueOrThrow({ where: { id: opinionId } });
    },
  }),
);

builder.subscriptionField('voteTallyChanged', (t) =>
  t.field({
    type: VoteTallyRef,
    description: 'New vote counts for one opinion, pushed to every viewer after each vote.',
    args: { opinionId: t.arg.globalID({ required: true, description: 'The opinion (global id).' }) },
    subscribe: (_root, args, context) => {
      const opinionId = args.opinionId.typename === 'Opinion' ? Number(args.opinionId.id) : Number.NaN;
      if (!isDatabaseId(opinionId)) throw new NotFoundError('This opinion does not exist');
      return context.services.pubsub.subscribe('opinionVotes', opinionId);
    },
    resolve: (event) => event,
  }),
);
