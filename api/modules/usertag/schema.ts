// User tags for the report filters: the search (AdminHub only). Creating, renaming, deleting and
// assigning them are admin hub actions with an audit entry (api/modules/admin/user-tags-schema.ts).
import { AuthError } from '../../domain/errors.ts';
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
