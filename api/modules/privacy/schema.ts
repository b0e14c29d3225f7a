// The viewer's own data (docs/product.md#your-data): `myData` is a copy of everything stored about
// the logged-in person (only ever the viewer's: nothing takes a user argument), and
// `deleteAccount` erases their account and signs them out everywhere.
import { AuthError, RateLimitError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import { createRequestLoaders } from '../../schema/loaders.ts';
import { ViewerRef } from '../user/schema.ts';

type PersonalDataExport = { username: string; json: string };

const PersonalDataExportRef = builder.objectRef<PersonalDataExport>('PersonalDataExport').implement({
  description: 'Everything Opinio stores about the viewer, as one JSON document.',
  fields: (t) => ({
    username: t.exposeString('username', { description: 'Whose data it is (names the downloaded file).' }),
    json: t.exposeString('json', { description: 'The JSON document (format "opinio-personal-data/1"), indented.' }),
  }),
});

builder.queryField('myData', (t) =>
  t.field({
    type: PersonalDataExportRef,
    description: 'A copy of everything stored about the logged-in person. 5 per hour per account.',
    authScopes: { loggedIn: true },
    errors: { types: [AuthError, RateLimitError] },
    complexity: FIELD_COST.scan,
    resolve: async (_root, _args, context) => {
      const data = await context.services.privacy.exportOf(context.viewer!.userId);
      return { username: data.account.username, json: JSON.stringify(data, null, 2) };
    },
  }),
);

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: ViewerRef,
    description:
      'Erase your account: your votes stay only in the anonymous counts, everything else that names you goes, and every ' +
      'device is signed out. Confirm with your password, or, for an account without one, by typing your username.',
    authScopes: { loggedIn: true },
    errors: { types: [AuthError, RateLimitError] },
    args: { confirmation: t.arg.string({ required: true, description: 'Your password, or your username for an account without one.' }) },
    resolve: async (_root, { confirmation }, context) => {
      await context.services.privacy.deleteAccount(context.viewer!.userId, confirmation);
      context.responseCookies.push(context.services.auth.expiredSessionCookie());
      context.sessionToken = null;
      context.viewer = null;
      context.loaders = createRequestLoaders(context.services, null);
      return { identity: null };
    },
  }),
);

builder.objectField(ViewerRef, 'hasPassword', (t) =>
  t.boolean({
    description:
      'Whether the viewer has a password (false when logged out, or for a Google or Facebook account without one): ' +
      'what deleting the account asks to confirm.',
    resolve: async (viewer, _args, context) =>
      viewer.identity ? Boolean((await context.services.users.accountToConfirm(viewer.identity.userId))?.passwordHash) : false,
  }),
);
