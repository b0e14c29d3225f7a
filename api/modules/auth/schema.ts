// Sign-up with an e-mail code, log in, log out. The session cookie is set on the response
// through the context; the token never appears in a GraphQL result.
import { InputValidationError } from '@pothos/plugin-validation';
import { AuthError, ConflictError, NotFoundError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import type { RequestContext } from '../../schema/context.ts';
import { createRequestLoaders } from '../../schema/loaders.ts';
import { ViewerRef, type ViewerShape } from '../user/schema.ts';
import type { NewSession } from './sessions.ts';
import type { SocialOutcome, SocialSettings } from './social-sign-in.ts';

const RequestSignupCodeInput = builder.inputType('RequestSignupCodeInput', {
  description: 'Start an e-mail sign-up: a 6-digit code is sent to the address.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'E-mail address.' }),
    username: t.string({ required: true, description: 'Username, 3-24 letters, digits or underscores.' }),
    password: t.string({ required: true, description: 'Password, 8-128 characters, not a common one.' }),
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
  context.responseCookies.push(context.services.auth.sessionCookie(session.token));
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
      const { signupProofCookie } = await context.services.auth.requestSignupCode(input, context.clientAddress);
      context.responseCookies.push(signupProofCookie);
      return true;
    },
  }),
  verifySignupCode: t.field({
    type: ViewerRef,
    description: 'Check the code, create the account and log in.',
    errors: { types: [InputValidationError, ValidationError, ConflictError, RateLimitError] },
    args: { input: t.arg({ type: VerifySignupCodeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const session = await context.services.auth.verifySignupCode(input, context.clientAddress, context.userAgent, context.sessionToken);
      await context.services.analytics.recordServerEvent(session.userId, 'sign_up', 'email');
      return startSession(context, session);
    },
  }),
  login: t.field({
    type: ViewerRef,
    description: 'Log in; a new session replaces any previous one on this browser.',
    errors: { types: [InputValidationError, ValidationError, AuthError, RateLimitError] },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const session = await context.services.auth.login(
        input,
        context.clientAddress,
        context.userAgent,
        context.sessionToken,
        context.requestCookies,
      );
      await context.services.analytics.recordServerEvent(session.userId, 'login', 'email');
      context.responseCookies.push(session.knownDeviceCookie);
      return startSession(context, session);
    },
  }),
  logout: t.field({
    type: ViewerRef,
    description: 'End this session. Always succeeds.',
    resolve: async (_root, _args, context) => {
      await context.services.auth.logout(context.sessionToken);
      context.responseCookies.push(context.services.auth.expiredSessionCookie());
      context.sessionToken = null;
      context.viewer = null;
      context.loaders = createRequestLoaders(context.services, null);
      return { identity: null };
    },
  }),
}));

// ───────────── password reset ─────────────

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  description: 'Ask for a password reset link by e-mail.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'The address of the account.' }),
    externalId: t.string({ required: false, description: "A partner's external id (rid), carried into the link." }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'Set a new password with the token from the reset link.',
  fields: (t) => ({
    tokenValue: t.string({ required: true, description: 'The `t` parameter of the reset link.' }),
    newPassword: t.string({ required: true, description: 'The new password, 8-128 characters, not a common one.' }),
    externalId: t.string({ required: false, description: "A partner's external id (rid), kept when the account has none." }),
  }),
});

// ───────────── Google and Facebook ─────────────

const SocialSignInStatus = builder.enumType('SocialSignInStatus', {
  description: 'What a social sign-in came to.',
  values: {
    LOGGED_IN: { value: 'logged_in', description: 'Logged in (the account existed or was just created).' },
    NO_USER: { value: 'no_user', description: 'The identity has no account yet: choose a username and sign up.' },
    EXPIRED: { value: 'expired', description: "The provider's token expired: start again." },
  } as const,
});

type SocialSignInShape = { status: 'logged_in' | 'no_user' | 'expired'; isNewUser: boolean; viewer: ViewerShape };

const SocialSignInResultRef = builder.objectRef<SocialSignInShape>('SocialSignInResult').implement({
  description: 'The outcome of a Google or Facebook sign-in.',
  fields: (t) => ({
    status: t.field({ type: SocialSignInStatus, description: 'logged_in, no_user or expired.', resolve: (result) => result.status }),
    isNewUser: t.exposeBoolean('isNewUser', { description: 'True when this call created the account.' }),
    viewer: t.field({ type: ViewerRef, description: 'The viewer after the call.', resolve: (result) => result.viewer }),
  }),
});

const GoogleLoginInput = builder.inputType('GoogleLoginInput', {
  description: 'Log in with a Google ID token.',
  fields: (t) => ({ idToken: t.string({ required: true, description: 'The ID token (JWT) from Google Identity Services.' }) }),
});

const GoogleSignupInput = builder.inputType('GoogleSignupInput', {
  description: 'Create an account from a Google ID token with the chosen username.',
  fields: (t) => ({
    idToken: t.string({ required: true, description: 'The ID token (JWT) from Google Identity Services.' }),
    username: t.string({ required: true, description: 'Username, 3-24 letters, digits or underscores.' }),
    externalId: t.string({ required: false, description: "A partner's external id (rid), if any." }),
  }),
});

const FacebookLoginInput = builder.inputType('FacebookLoginInput', {
  description: 'Log in with a Facebook user access token.',
  fields: (t) => ({
    accessToken: t.string({ required: true, description: 'The user access token from the Facebook SDK.' }),
    email: t.string({ required: false, description: 'Ignored: the address is read from the Graph API, not trusted from the browser.' }),
  }),
});

const FacebookSignupInput = builder.inputType('FacebookSignupInput', {
  description: 'Create an account from a Facebook access token with the chosen username.',
  fields: (t) => ({
    accessToken: t.string({ required: true, description: 'The user access token from the Facebook SDK.' }),
    email: t.string({ required: false, description: 'Ignored: the address is read from the Graph API, not trusted from the browser.' }),
    username: t.string({ required: true, description: 'Username, 3-24 letters, digits or underscores.' }),
    externalId: t.string({ required: false, description: "A partner's external id (rid), if any." }),
  }),
});

const SocialSignInSettingsRef = builder.objectRef<SocialSettings>('SocialSignInSettings').implement({
  description: 'Public settings the browser needs to get Google and Facebook tokens.',
  fields: (t) => ({
    googleClientId: t.exposeString('googleClientId', { nullable: true, description: 'Google OAuth client id; null when Google sign-in is off.' }),
    facebookAppId: t.exposeString('facebookAppId', { nullable: true, description: 'Facebook app id; null when Facebook login is off.' }),
    standInUrl: t.exposeString('standInUrl', {
      nullable: true,
      description: 'Development and tests only: a local stand-in that issues tokens instead of the real providers.',
    }),
  }),
});

builder.queryFields((t) => ({
  socialSignInSettings: t.field({
    type: SocialSignInSettingsRef,
    description: 'Which social sign-in methods are available, and how the browser gets their tokens.',
    resolve: (_root, _args, context) => context.services.auth.socialSettings,
  }),
}));

/** Starts the session of a logged_in outcome; no_user and expired change nothing. */
async function socialResult(context: RequestContext, method: 'google' | 'facebook', outcome: SocialOutcome): Promise<SocialSignInShape> {
  if (outcome.status !== 'logged_in') return { status: outcome.status, isNewUser: false, viewer: { identity: context.viewer } };
  await context.services.analytics.recordServerEvent(outcome.session.userId, outcome.isNewUser ? 'sign_up' : 'login', method);
  return { status: 'logged_in', isNewUser: outcome.isNewUser, viewer: await startSession(context, outcome.session) };
}

const socialErrors = [InputValidationError, ValidationError, AuthError, NotFoundError, RateLimitError];

builder.mutationFields((t) => ({
  requestPasswordReset: t.boolean({
    description: 'E-mail a single-use reset link if the address has an account. Answers the same either way.',
    errors: { types: [InputValidationError, ValidationError, RateLimitError] },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.auth.requestPasswordReset(input, context.clientAddress);
      return true;
    },
  }),
  resetPassword: t.field({
    type: ViewerRef,
    description: 'Set a new password with a reset token; ends every other session of the account and logs in.',
    errors: { types: [InputValidationError, ValidationError, RateLimitError] },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const session = await context.services.auth.resetPassword(input, context.clientAddress, context.userAgent, context.sessionToken);
      await context.services.analytics.recordServerEvent(session.userId, 'login', 'password_reset');
      return startSession(context, session);
    },
  }),
  googleLogin: t.field({
    type: SocialSignInResultRef,
    description: 'Log in with Google.',
    errors: { types: socialErrors },
    args: { input: t.arg({ type: GoogleLoginInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      socialResult(
        context,
        'google',
        await context.services.auth.socialLogin('GOOGLE', input.idToken, context.clientAddress, context.userAgent, context.sessionToken),
      ),
  }),
  googleSignup: t.field({
    type: SocialSignInResultRef,
    description: 'Sign up with Google and a chosen username.',
    errors: { types: [...socialErrors, ConflictError] },
    args: { input: t.arg({ type: GoogleSignupInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      socialResult(
        context,
        'google',
        await context.services.auth.socialSignup(
          'GOOGLE',
          { token: input.idToken, username: input.username, externalId: input.externalId },
          context.clientAddress,
          context.userAgent,
          context.sessionToken,
        ),
      ),
  }),
  facebookLogin: t.field({
    type: SocialSignInResultRef,
    description: 'Log in with Facebook.',
    errors: { types: socialErrors },
    args: { input: t.arg({ type: FacebookLoginInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      socialResult(
        context,
        'facebook',
        await context.services.auth.socialLogin('FACEBOOK', input.accessToken, context.clientAddress, context.userAgent, context.sessionToken),
      ),
  }),
  facebookSignup: t.field({
    type: SocialSignInResultRef,
    description: 'Sign up with Facebook and a chosen username.',
    errors: { types: [...socialErrors, ConflictError] },
    args: { input: t.arg({ type: FacebookSignupInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      socialResult(
        context,
        'facebook',
        await context.services.auth.socialSignup(
          'FACEBOOK',
          { token: input.accessToken, username: input.username, externalId: input.externalId },
          context.clientAddress,
          context.userAgent,
          context.sessionToken,
        ),
      ),
  }),
}));
