// Sign-up with an e-mail code, log in, log out. The session cookie is set on the response
// through the context; the token never appears in a GraphQL result.
import { InputValidationError } from '@pothos/plugin-validation';
import { serializeExpiredSessionCookie, serializeSessionCookie } from '../../auth/cookies.ts';
import { AuthError, ConflictError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import type { RequestContext } from '../../schema/context.ts';
import { createRequestLoaders } from '../../schema/loaders.ts';
import { ViewerRef } from '../user/schema.ts';
import type { NewSession } from './service.ts';

const RequestSignupCodeInput = builder.inputType('RequestSignupCodeInput', {
  description: 'Start an e-mail sign-up: a 6-digit code is sent to the address.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail address.' }),
    username: t.string({ required: true, description: 'Username, 3-24 letters, digits or underscores.' }),
    password: t.string({ required: true, description: 'Password, 8-128 characters.' }),
    externalId: t.string({ required: false, description: "A partner's external id (rid), if any." }),
  }),
});

const VerifySignupCodeInput = builder.inputType('VerifySignupCodeInput', {
  description: 'Finish an e-mail sign-up with the code from the e-mail.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The address the code was sent to.' }),
    code: t.string({ required: true, description: 'The 6 digits.' }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  description: 'Log in with e-mail and password.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail address.' }),
    password: t.string({ required: true, description: 'Password.' }),
  }),
});

/** Puts the new session on the response and makes the rest of this request see it. */
async function startSession(context: RequestContext, session: NewSession) {
  const { cookie } = context.services;
  context.responseCookies.push(
    serializeSessionCookie(session.token, {
      name: cookie.name,
      secure: cookie.secure,
      maxAgeSeconds: context.services.auth.sessionLifetimeSeconds,
    }),
  );
  context.sessionToken = session.token;
  context.viewer = await context.services.auth.resolveSession(session.token);
  context.loaders = createRequestLoaders(context.services, context.viewer);
  return { identity: context.viewer };
}

builder.mutationFields((t) => ({
  requestSignupCode: t.boolean({
    description: 'Send a sign-up code by e-mail. True when sent.',
    errors: { types: [InputValidationError, ValidationError, ConflictError, RateLimitError] },
    args: { input: t.arg({ type: RequestSignupCodeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.auth.requestSignupCode(input, context.clientAddress);
      return true;
    },
  }),
  verifySignupCode: t.field({
    type: ViewerRef,
    description: 'Check the code, create the account and log in.',
    errors: { types: [InputValidationError, ValidationError, ConflictError, RateLimitError] },
    args: { input: t.arg({ type: VerifySignupCodeInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      startSession(
        context,
        await context.services.auth.verifySignupCode(input, context.clientAddress, context.userAgent, context.sessionToken),
      ),
  }),
  login: t.field({
    type: ViewerRef,
    description: 'Log in; a new session replaces any previous one on this browser.',
    errors: { types: [InputValidationError, ValidationError, AuthError, RateLimitError] },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      startSession(
        context,
        await context.services.auth.login(input, context.clientAddress, context.userAgent, context.sessionToken),
      ),
  }),
  logout: t.field({
    type: ViewerRef,
    description: 'End this session. Always succeeds.',
    resolve: async (_root, _args, context) => {
      await context.services.auth.logout(context.sessionToken);
      context.responseCookies.push(
        serializeExpiredSessionCookie({ name: context.services.cookie.name, secure: context.services.cookie.secure }),
      );
      context.sessionToken = null;
      context.viewer = null;
      context.loaders = createRequestLoaders(context.services, null);
      return { identity: null };
    },
  }),
}));
