// setExternalId (logged in) and attachExternalIdAtSignup (during or right after sign-up).
import { AuthError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { createRequestLoaders } from '../../schema/loaders.ts';
import { ViewerRef } from '../user/schema.ts';

builder.mutationFields((t) => ({
  setExternalId: t.field({
    type: ViewerRef,
    description: "Set the logged-in person's external id (rid).",
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, AuthError] },
    args: { rid: t.arg.string({ required: true, description: "The partner's external id." }) },
    resolve: async (_root, args, context) => {
      await context.services.externalIds.setForUser(context.viewer!.userId, args.rid);
      // The viewer was read before the change; answer with the account as it is now.
      context.viewer = await context.services.auth.resolveSession(context.sessionToken);
      context.loaders = createRequestLoaders(context.services, context.viewer);
      return { identity: context.viewer };
    },
  }),
  attachExternalIdAtSignup: t.boolean({
    description:
      'Record the rid a sign-up came with: on your own new account when the e-mail is yours, else on the pending e-mail sign-up this browser asked a code for. The first rid wins. Always true.',
    errors: { types: [ValidationError] },
    args: {
      email: t.arg.string({ required: true, description: 'The e-mail address signing up.' }),
      rid: t.arg.string({ required: true, description: "The partner's external id." }),
    },
    resolve: async (_root, args, context) => {
      await context.services.externalIds.attachAtSignup(context.viewer?.userId ?? null, args.email, args.rid, context.requestCookies);
      return true;
    },
  }),
}));
