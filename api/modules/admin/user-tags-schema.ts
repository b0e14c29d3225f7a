// The admin hub's User tags section (docs/product.md#admin-hub-and-moderation): tags with their
// member counts, a tag's members, and the audited writes (create, rename, delete, assign, take
// away). AdminHub users only. The report filters' tag search stays with the usertag module.
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import { UserTagRef } from '../usertag/schema.ts';
import { cursorPageRef } from '../../schema/cursor-page.ts';
import { actorOf, MemberRef } from './schema.ts';
import type { TagAssignmentOutcome, TaggedMember, UserTagSummary } from './service.ts';

const AdminUserTagRef = builder.objectRef<UserTagSummary>('AdminUserTag').implement({
  description: 'A user tag as the admin hub manages it: its name, how many members carry it, who created it and when.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The tag id (ArtifactID in the REST API).' }),
    name: t.exposeString('name', { description: 'The tag as written.' }),
    members: t.exposeInt('members', { description: 'How many members carry it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    createdByUsername: t.exposeString('createdByUsername', {
      nullable: true,
      description: 'Who created it; null when nobody did in the hub (demo data) or their account is erased.',
    }),
  }),
});

const TaggedMemberRef = builder.objectRef<TaggedMember>('AdminTaggedMember').implement({
  description: 'A member carrying a tag.',
  fields: (t) => ({
    databaseId: t.exposeInt('userId', { description: 'The member id.' }),
    username: t.exposeString('username', { description: 'Their username.' }),
    taggedAt: t.expose('taggedAt', { type: 'DateTime', description: 'Since when they carry it.' }),
  }),
});

const AdminUserTagsRef = cursorPageRef('AdminUserTags', AdminUserTagRef, 'A page of user tags, by name.', 'The tags.');
const TaggedMembersRef = cursorPageRef('AdminTaggedMembers', TaggedMemberRef, "A page of a tag's members, by username.", 'The members.');

const TagAssignmentRef = builder.objectRef<TagAssignmentOutcome>('UserTagAssignmentOutcome').implement({
  description: 'What giving a member a tag, or taking it away, did.',
  fields: (t) => ({
    member: t.field({ type: MemberRef, description: 'The member, with their tags now.', resolve: (outcome) => outcome.member }),
    tag: t.field({ type: AdminUserTagRef, description: 'The tag, with its member count now.', resolve: (outcome) => outcome.tag }),
    changed: t.exposeBoolean('changed', { description: 'False when it was so already (another admin got there first, or a second click).' }),
  }),
});

const TAG_NAME_RULE = 'A tag name is 3 to 60 characters';
const tagName = z.string().trim().min(3, TAG_NAME_RULE).max(60, TAG_NAME_RULE);
const readErrors = { types: [AuthError, ValidationError, NotFoundError] };
const writeErrors = { types: [InputValidationError, ValidationError, AuthError, NotFoundError, ConflictError] };
const pageArgs = {
  first: 'Page size, 1-50 (20).',
  after: "The previous page's endCursor.",
} as const;

builder.queryFields((t) => ({
  adminUserTags: t.field({
    type: AdminUserTagsRef,
    description: 'User tags by name, those whose name contains `search`, with their member counts. AdminHub only.',
    authScopes: { adminHub: true },
    errors: readErrors,
    args: {
      search: t.arg.string({ description: 'Part of a tag name (any case).' }),
      first: t.arg.int({ description: pageArgs.first }),
      after: t.arg.string({ description: pageArgs.after }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.userTags({ search: args.search, first: args.first, after: args.after }),
  }),
  adminUserTag: t.field({
    type: AdminUserTagRef,
    description: 'One user tag with its member count. AdminHub only.',
    authScopes: { adminHub: true },
    errors: readErrors,
    args: { id: t.arg.int({ required: true, description: 'The tag id.' }) },
    complexity: FIELD_COST.statement,
    resolve: (_root, args, context) => context.services.admin.userTag(args.id),
  }),
  adminUserTagMembers: t.field({
    type: TaggedMembersRef,
    description: "A tag's members by username, those whose username contains `search`. AdminHub only.",
    authScopes: { adminHub: true },
    errors: readErrors,
    args: {
      tagId: t.arg.int({ required: true, description: 'The tag id.' }),
      search: t.arg.string({ description: 'Part of a username.' }),
      first: t.arg.int({ description: pageArgs.first }),
      after: t.arg.string({ description: pageArgs.after }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.userTagMembers(args.tagId, { search: args.search, first: args.first, after: args.after }),
  }),
}));

builder.mutationFields((t) => {
  /** Giving a tag and taking it away: the same arguments and answer. */
  const assignment = (description: string, change: 'assignUserTag' | 'unassignUserTag') =>
    t.field({
      type: TagAssignmentRef,
      description,
      authScopes: { adminHub: true },
      errors: writeErrors,
      args: {
        tagId: t.arg.int({ required: true, description: 'The tag id.' }),
        userId: t.arg.int({ required: true, description: 'The member id.' }),
      },
      resolve: (_root, args, context) => context.services.admin[change](actorOf(context), { tagId: args.tagId, userId: args.userId }),
    });
  return {
    createUserTag: t.field({
      type: UserTagRef,
      description:
        'Create a tag. A name taken in any case answers the existing tag (the report overview), or with `refuseExisting` a ConflictError (the hub). AdminHub only. Recorded in the audit log.',
      authScopes: { adminHub: true },
      errors: writeErrors,
      args: {
        name: t.arg.string({ required: true, description: 'The tag name, 3 to 60 characters.', validate: tagName }),
        refuseExisting: t.arg.boolean({ description: 'Refuse a name already taken (409) instead of answering that tag.' }),
      },
      resolve: (_root, args, context) => context.services.admin.createUserTag(actorOf(context), { name: args.name, refuseExisting: args.refuseExisting }),
    }),
    renameUserTag: t.field({
      type: AdminUserTagRef,
      description: 'Rename a tag; a name another tag has in any case is refused (409). AdminHub only. Recorded in the audit log.',
      authScopes: { adminHub: true },
      errors: writeErrors,
      args: {
        id: t.arg.int({ required: true, description: 'The tag id.' }),
        name: t.arg.string({ required: true, description: 'The new name, 3 to 60 characters.', validate: tagName }),
      },
      resolve: (_root, args, context) => context.services.admin.renameUserTag(actorOf(context), { id: args.id, name: args.name }),
    }),
    deleteUserTag: t.field({
      type: AdminUserTagRef,
      description: 'Delete a tag: every member carrying it loses it. Answers the tag as it was. AdminHub only. Recorded in the audit log.',
      authScopes: { adminHub: true },
      errors: writeErrors,
      args: { id: t.arg.int({ required: true, description: 'The tag id.' }) },
      resolve: (_root, args, context) => context.services.admin.deleteUserTag(actorOf(context), { id: args.id }),
    }),
    assignUserTag: assignment('Give a member a tag (nothing changes when they carry it). AdminHub only. Recorded in the audit log.', 'assignUserTag'),
    unassignUserTag: assignment(
      'Take a tag from a member (nothing changes when they do not carry it). AdminHub only. Recorded in the audit log.',
      'unassignUserTag',
    ),
  };
});
