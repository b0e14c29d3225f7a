// recordAnalyticsEvent: the client's named events, stored on our server only.
import { RateLimitError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';

builder.mutationField('recordAnalyticsEvent', (t) =>
  t.boolean({
    description: 'Store an analytics event (e.g. attempted_new_opinion) on our server. Logged in or not.',
    errors: { types: [ValidationError, RateLimitError] },
    args: {
      name: t.arg.string({ required: true, description: 'Event name: lower-case letters, digits, underscores.' }),
      method: t.arg.string({ required: false, description: 'How it happened (e.g. email, google), if it applies.' }),
      props: t.arg.string({ required: false, description: 'A small JSON object of extra facts (up to 2,000 characters).' }),
    },
    resolve: async (_root, args, context) => {
      await context.services.analytics.recordClientEvent(context.viewer?.userId ?? null, args, context.clientAddress);
      return true;
    },
  }),
);
