// Single sign-on: start a handoff (logged in), redeem a token (the sister site, server to
// server), and the logout address that passes through the sister site.
import { AuthError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import { ViewerRef } from '../user/schema.ts';
import type { SsoIdentity } from './service.ts';

const SingleSignOnHandoffRef = builder.objectRef<{ url: string }>('SingleSignOnHandoff').implement({
  description: 'Where to send the browser: the sister site, with a one-minute single-use token.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The sister site sign-on address.' }),
  }),
});

const SingleSignOnIdentityRef = builder.objectRef<SsoIdentity>('SingleSignOnIdentity').implement({
  description: 'Who a redeemed sign-on token belongs to.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'The numeric user id.' }),
    username: t.exposeString('username', { description: 'The cased username.' }),
    email: t.exposeString('email', { description: 'The verified e-mail address (empty when none).' }),
    externalId: t.exposeString('externalId', { nullable: true, description: "The partner's external id (rid)." }),
    returnUrl: t.exposeString('returnUrl', { nullable: true, description: 'Where the person asked to land on the sister site.' }),
  }),
});

builder.objectField(ViewerRef, 'ssoLogoutUrl', (t) =>
  t.string({
    description: "Where the browser goes after logging out: the sister site's single-sign-on logout, or / when there is none.",
    resolve: (_viewer, _args, context) => context.services.sso.logoutUrl(),
  }),
);

builder.mutationFields((t) => ({
  startSingleSignOn: t.field({
    type: SingleSignOnHandoffRef,
    description: 'Hand the logged-in session over to the sister site. The return URL must be on the sister site.',
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError, AuthError] },
    args: { returnUrl: t.arg.string({ required: false, description: 'Where to land on the sister site.' }) },
    resolve: (_root, args, context) => context.services.sso.startHandoff(context.viewer!, args.returnUrl),
  }),
  redeemSingleSignOnToken: t.field({
    type: SingleSignOnIdentityRef,
    description: 'For the sister site, server to server: trade a handoff token (once) for the identity.',
    errors: { types: [AuthError] },
    args: { token: t.arg.string({ required: true, description: 'The token from the handoff URL.' }) },
    resolve: (_root, args, context) => context.services.sso.redeem(args.token),
  }),
}));
