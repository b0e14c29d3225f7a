// Partner API keys for admins: list, create (the key is in the answer once), revoke. AdminHub only.
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { AuthError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder } from '../../schema/builder.ts';
import type { ApiKeyRow } from './service.ts';

const ApiKeyScopeRef = builder.enumType('ApiKeyScope', {
  description: 'What a key may do.',
  values: { READ_ONLY: { description: 'Queries and subscriptions; no mutations, no private fields.' } },
});

export const ApiKeyRef = builder.objectRef<ApiKeyRow>('ApiKey').implement({
  description: "A partner's key to the graph. The secret itself is never readable after creation.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id.' }),
    name: t.exposeString('name', { description: 'Who the key is for, as the admin named it.' }),
    keyPrefix: t.exposeString('keyPrefix', { description: "The key's first characters, to tell keys apart." }),
    scope: t.field({ type: ApiKeyScopeRef, description: 'What the key may do.', resolve: (key) => key.scope }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When it was last used (to the minute).' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was revoked; null while it works.' }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<{ key: string; apiKey: ApiKeyRow }>('CreatedApiKey').implement({
  description: 'A new key and, once only, its secret.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The secret to hand the partner. It cannot be read again.' }),
    apiKey: t.field({ type: ApiKeyRef, description: 'The stored key.', resolve: (created) => created.apiKey }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyRef],
    description: 'Every partner API key, newest first. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError] },
    resolve: (_root, _args, context) => context.services.apiKeys.list(),
  }),
);

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKeyRef,
    description: 'Create a read-only partner API key. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [InputValidationError, ValidationError, AuthError] },
    args: {
      name: t.arg.string({
        required: true,
        description: 'Who the key is for, 1 to 80 characters.',
        validate: z.string().trim().min(1, "A key's name is 1 to 80 characters").max(80, "A key's name is 1 to 80 characters"),
      }),
    },
    resolve: (_root, args, context) => context.services.apiKeys.create(args.name, context.viewer!.userId),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: ApiKeyRef,
    description: 'Revoke a partner API key for good. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [NotFoundError, AuthError] },
    args: { id: t.arg.int({ required: true, description: "The key's databaseId." }) },
    resolve: (_root, args, context) => context.services.apiKeys.revoke(args.id),
  }),
);
