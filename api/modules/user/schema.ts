// The Viewer (the current user's info and permission flags) and the public User type.
import { builder } from '../../schema/builder.ts';
import type { ViewerIdentity } from '../../schema/context.ts';

export type ViewerShape = { identity: ViewerIdentity | null };

export const ViewerRef = builder.objectRef<ViewerShape>('Viewer');

builder.node(ViewerRef, {
  description: 'The person using the app. Always present; `user` is null when logged out.',
  id: { resolve: () => 'me' },
  loadOne: (_id, context) => ({ identity: context.viewer }),
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'identity' in value,
  fields: (t) => ({
    isLoggedIn: t.boolean({ description: 'True when a session is active.', resolve: (viewer) => viewer.identity !== null }),
    username: t.string({
      description: 'The cased username; empty when logged out (spec: empty means logged out).',
      resolve: (viewer) => viewer.identity?.username ?? '',
    }),
    user: t.prismaField({
      type: 'User',
      nullable: true,
      description: 'The logged-in user, null when logged out.',
      resolve: (query, viewer, _args, context) =>
        viewer.identity ? context.services.prisma.user.findUnique({ ...query, where: { id: viewer.identity.userId } }) : null,
    }),
    karma: t.int({ description: 'Karma shown in brackets next to the username.', resolve: (viewer) => viewer.identity?.karma ?? 0 }),
    newNotification: t.boolean({
      description: 'A notification arrived since the notifications page was last read.',
      resolve: (viewer, _args, context) =>
        viewer.identity ? context.services.users.hasNewNotification(viewer.identity) : false,
    }),
    canDeleteContent: t.boolean({
      description: 'May edit and delete opinions and delete any comment.',
      resolve: (viewer) => viewer.identity?.canDeleteContent ?? false,
    }),
    adminHub: t.boolean({
      description: 'May see the admin hub (also called canSeeAdminHub).',
      resolve: (viewer) => viewer.identity?.adminHub ?? false,
    }),
    canSeeDetailedOpinionReport: t.boolean({
      description: 'May open the detailed opinion report.',
      resolve: (viewer) => viewer.identity?.canSeeDetailedOpinionReport ?? false,
    }),
    canCreateOpinions: t.boolean({
      description: 'May create opinions (the New opinion button).',
      resolve: (viewer) => viewer.identity?.canCreateOpinions ?? false,
    }),
    canListConvos: t.boolean({
      description: 'May download topic reports and list convos.',
      resolve: (viewer) => viewer.identity?.canListConvos ?? false,
    }),
    role: t.string({
      description: 'USER, CONTRIBUTOR or ADMIN; contributors and admins may edit.',
      resolve: (viewer) => viewer.identity?.role ?? 'USER',
    }),
    subscriptionStatus: t.string({
      description: 'NONE, ACTIVE, PAST_DUE or CANCELED.',
      resolve: (viewer) => viewer.identity?.subscriptionStatus ?? 'NONE',
    }),
    externalId: t.string({
      nullable: true,
      description: "The partner's external id (rid), when one was given.",
      resolve: (viewer) => viewer.identity?.externalId ?? null,
    }),
  }),
});

builder.prismaNode('User', {
  // node(id) answers null for an id that does not exist (or was removed), not an error.
  nullable: true,
  description: 'A person with an account. Public fields only.',
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (UserID / UID in the REST API).' }),
    username: t.exposeString('username', { description: 'The username as its owner cased it.' }),
    karma: t.exposeInt('karma', { description: 'Karma (decisions.md).' }),
    avatarUrl: t.string({
      description: 'Avatar image URL; sizes above 32 ask for the big image.',
      args: { size: t.arg.int({ defaultValue: 32, description: 'Pixel size the avatar is shown at.' }) },
      select: { username: true },
      resolve: (user, args) =>
        `/api/user/profileimage/${encodeURIComponent(user.username)}${(args.size ?? 32) > 32 ? '?size=big' : ''}`,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    description: 'The person using the app (logged in or not).',
    resolve: (_root, _args, context) => ({ identity: context.viewer }),
  }),
);
