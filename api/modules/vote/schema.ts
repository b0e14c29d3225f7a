// Casting a vote, and the live vote counts subscription.
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { isDatabaseId } from '../../domain/database-ids.ts';
import { AuthError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { primeWithVote } from '../../schema/loaders.ts';
import { sameForEveryViewer } from '../../schema/shared-subscriptions.ts';
import { VoteTallyRef } from './tally-schema.ts';

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
  t.prismaField({
    type: 'Opinion',
    description: 'Vote on an opinion, or replace your earlier vote. Needs a logged-in user.',
    authScopes: { loggedIn: true },
    errors: { types: [InputValidationError, ValidationError, AuthError, NotFoundError, GoneError] },
    args: { input: t.arg({ type: CastVoteInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      if (input.opinionId.typename !== 'Opinion') throw new NotFoundError('This opinion does not exist');
      const opinionId = Number(input.opinionId.id);
      if (!isDatabaseId(opinionId)) throw new NotFoundError('This opinion does not exist');
      const vote = await context.services.votes.castVote(context.viewer!.userId, opinionId, input.rating);
      // The answer shows the counts and rating the vote computed, not a second read of them.
      primeWithVote(context.loaders, vote);
      return context.services.opinions.byId(opinionId, query);
    },
  }),
);

builder.subscriptionField('voteTallyChanged', (t) =>
  t.field({
    type: VoteTallyRef,
    description: 'New vote counts for one opinion, pushed to every viewer after each vote.',
    // Public counts: one execution per vote serves every viewer of the opinion.
    extensions: sameForEveryViewer,
    args: { opinionId: t.arg.globalID({ required: true, description: 'The opinion (global id).' }) },
    subscribe: (_root, args, context) => {
      const opinionId = args.opinionId.typename === 'Opinion' ? Number(args.opinionId.id) : Number.NaN;
      if (!isDatabaseId(opinionId)) throw new NotFoundError('This opinion does not exist');
      return context.live.subscribe('opinionVotes', opinionId);
    },
    resolve: (event) => event,
  }),
);
