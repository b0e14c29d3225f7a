// User tags for the report overview's tag filter: search and create (AdminHub only).
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { AuthError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import type { UserTagRow } from './service.ts';

export const UserTagRef = builder.objectRef<UserTagRow>('UserTag').implement({
  description: 'A named group of users that report populations can be filtered by.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (ArtifactID in the REST API).' }),
    name: t.exposeString('name', { description: 'The tag as written.' }),
  }),
});

builder.queryField('userTagSearch', (t) =>
  t.field({
    type: [UserTagRef],
    description: 'Tags whose name contains the text (3+ characters, else none), an exact match first. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError] },
    args: { query: t.arg.string({ required: true, description: 'The text typed.' }) },
    complexity: FIELD_COST.search,
    resolve: (_root, args, context) => context.services.userTags.search(args.query.slice(0, 200)),
  }),
);

builder.mutationField('createUserTag', (t) =>
  t.field({
    type: UserTagRef,
    description: 'Create a tag (or get the existing one of that name). AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [InputValidationError, ValidationError, AuthError] },
    args: {
      name: t.arg.string({
        required: true,
        description: 'The tag name, 3 to 60 characters.',
        validate: z.string().trim().min(3, 'A tag name is 3 to 60 characters').max(60, 'A tag name is 3 to 60 characters'),
      }),
    },
    resolve: (_root, args, context) => context.services.userTags.findOrCreate(args.name, context.viewer!.userId),
  }),
);
