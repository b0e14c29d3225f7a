// The Viewer (the current user's info and permission flags) and the public User type.
import { InputValidationError } from '@pothos/plugin-validation';
import { z } from 'zod';
import { AVATAR_MAX_UPLOAD_BYTES } from '../../domain/avatar.ts';
import { decodeBase64Image } from '../../domain/uploaded-image.ts';
import { databaseIdOrNone } from '../../domain/database-ids.ts';
import { AuthError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { karmaShownTo, LEVEL_THRESHOLDS } from '../../domain/karma.ts';
import { goodPointsPerComment, heatLevel, PROFILE_LIMITS, type ActivityGrid } from '../../domain/profile.ts';
import { builder } from '../../schema/builder.ts';
import type { ViewerIdentity } from '../../domain/viewer.ts';
import type { RequestContext } from '../../schema/context.ts';
import { LIVE, publicFigures, type FiguresFor, type ProfileMilestones, type ProfileStats } from './karma.ts';

/**
 * A person sees their own figures live; everyone else (other members, visitors, partners) sees
 * the votes in them only up to the start of the UTC day (docs/privacy.md, attack 4).
 */
function figuresFor(userId: number, context: RequestContext, now: Date): FiguresFor {
  return context.viewer?.userId === userId ? LIVE : publicFigures(now);
}

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
      description: 'The cased username; empty when logged out.',
      resolve: (viewer) => viewer.identity?.username ?? '',
    }),
    user: t.prismaField({
      type: 'User',
      nullable: true,
      description: 'The logged-in user, null when logged out.',
      resolve: (query, viewer, _args, context) =>
        viewer.identity ? context.services.users.byId(viewer.identity.userId, query) : null,
    }),
    karma: t.int({ description: 'Karma shown in brackets next to the username.', resolve: (viewer) => viewer.identity?.karma ?? 0 }),
    newNotification: t.boolean({
      description: 'A notification arrived since the notifications page was last read.',
      resolve: (viewer, _args, context) =>
        viewer.identity ? context.services.notifications.hasUnread(viewer.identity) : false,
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
  findUnique: (id) => ({ id: databaseIdOrNone(id) }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (UserID / UID in the REST API).' }),
    username: t.exposeString('username', { description: 'The username as its owner cased it.' }),
    karma: t.int({
      description:
        'Karma (docs/product.md#profiles-karma-and-awards). To anyone but its owner, votes count only up to the start of the UTC day.',
      select: { id: true, karma: true, karmaDay: true, karmaDayVotes: true },
      resolve: (user, _args, context) => karmaShownTo(context.viewer?.userId ?? null, user.id, user, new Date()),
    }),
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

// ─────── profiles (docs/product.md#profiles-karma-and-awards), karma, comment history, avatars ───────

const ProfileMilestonesRef = builder.objectRef<ProfileMilestones>('ProfileMilestones').implement({
  description: 'Where someone stands: level and the highest award of each kind (0 when none yet).',
  fields: (t) => ({
    level: t.exposeInt('level', { description: 'Level 1-7 from karma (docs/product.md#profiles-karma-and-awards).' }),
    award: t.exposeInt('award', { description: 'Highest vote award reached (1, 10, 100, 1,000, 10,000); 0 if none.' }),
    comments: t.exposeInt('comments', { description: 'Highest comment award reached; 0 if none.' }),
    goodPointsReceived: t.exposeInt('goodPointsReceived', { description: 'Highest good-point award reached; 0 if none.' }),
    nextLevelKarma: t.int({
      nullable: true,
      description: 'Karma at which the next level starts; null at level 7.',
      resolve: (milestones) => LEVEL_THRESHOLDS[milestones.level] ?? null,
    }),
  }),
});

type ProfileStatsShape = ProfileStats & { milestones: ProfileMilestones };

const ProfileStatsRef = builder.objectRef<ProfileStatsShape>('ProfileStats').implement({
  description: "Counts on a person's profile.",
  fields: (t) => ({
    opinionsTotal: t.exposeInt('opinions', { description: 'Opinions created that are not deleted.' }),
    numVotes: t.exposeInt('votes', { description: 'Opinions voted on.' }),
    numComments: t.exposeInt('comments', { description: 'Comments written that are not deleted.' }),
    numCommentLikes: t.exposeInt('goodPointsReceived', { description: 'Good points received on those comments.' }),
    goodPointsPerComment: t.string({
      description: 'Good points per comment, to 2 decimals.',
      resolve: (stats) => goodPointsPerComment(stats.goodPointsReceived, stats.comments),
    }),
    karma: t.exposeInt('karma', { description: 'Karma recounted from the counts above.' }),
    milestones: t.field({ type: ProfileMilestonesRef, description: 'Level and awards.', resolve: (stats) => stats.milestones }),
  }),
});

const ActivityGridRef = builder.objectRef<ActivityGrid>('ActivityGrid').implement({
  description: 'Daily contributions (votes, comments, opinions created) over the last year, UTC days.',
  fields: (t) => ({
    startTime: t.expose('startTime', { type: 'DateTime', description: 'UTC midnight of the first day (a Sunday).' }),
    activity: t.exposeIntList('activity', { description: 'Contributions per day from startTime through today.' }),
    heat: t.intList({
      description: 'Heat colour step per day: 5 over 40, 4 over 30, 3 over 20, 2 over 10, 1 over 0, else 0.',
      resolve: (grid) => grid.activity.map(heatLevel),
    }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  fullName: t.exposeString('fullName', { description: 'Full name; may be empty.' }),
  location: t.exposeString('location', { description: 'Where they are; may be empty.' }),
  bio: t.exposeString('bio', { description: 'About them (plain text); may be empty.' }),
  expertise: t.exposeString('expertise', { description: 'What they know about; may be empty.' }),
  joined: t.expose('createdAt', { type: 'DateTime', description: 'When the account was created.' }),
  isViewer: t.boolean({
    description: 'True on one’s own profile.',
    select: { id: true },
    resolve: (user, _args, context) => context.viewer?.userId === user.id,
  }),
  hasUploadedAvatar: t.boolean({
    description: 'They uploaded a picture (otherwise a generated one is shown).',
    select: { avatarMime: true },
    resolve: (user) => user.avatarMime !== null,
  }),
  profileStats: t.field({
    type: ProfileStatsRef,
    description:
      'Counts, karma, level and awards (profile pages only: a few statements each). To anyone but the person, votes count only up to the start of the UTC day.',
    // Several counting statements per user: a list of users asking for it should cost its share.
    complexity: 20,
    select: { id: true },
    resolve: async (user, _args, context) => {
      const stats = await context.services.users.profileStats(user.id, figuresFor(user.id, context, new Date()));
      return { ...stats, milestones: context.services.users.profileMilestones(stats) };
    },
  }),
  activityGrid: t.field({
    type: ActivityGridRef,
    description: "Daily contributions over the last year. To anyone but the person, today's votes are left out.",
    complexity: 20,
    select: { id: true },
    resolve: (user, _args, context) => {
      const now = new Date();
      return context.services.users.activityGrid(user.id, figuresFor(user.id, context, now), now);
    },
  }),
}));

builder.queryField('user', (t) =>
  t.prismaField({
    type: 'User',
    description: 'A person by username (case-insensitive), or NotFoundError "User not found".',
    args: { username: t.arg.string({ required: true, description: 'The username.' }) },
    errors: { types: [NotFoundError], directResult: true, union: { name: 'UserLookup' } },
    resolve: async (query, _root, args, context) => {
      const user = await context.services.users.findProfileUser(args.username, query);
      if (!user) throw new NotFoundError('User not found');
      return user;
    },
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  description: "One's own profile details; each is trimmed, empty clears it.",
  fields: (t) => ({
    fullName: t.string({ required: true, description: `Full name, up to ${PROFILE_LIMITS.fullName} characters.` }),
    location: t.string({ required: true, description: `Location, up to ${PROFILE_LIMITS.location} characters.` }),
    bio: t.string({ required: true, description: `Bio, up to ${PROFILE_LIMITS.bio} characters.` }),
    expertise: t.string({ required: true, description: `Expertise, up to ${PROFILE_LIMITS.expertise} characters.` }),
  }),
});

const SetAvatarInput = builder.inputType('SetAvatarInput', {
  description: 'A picture to use as one’s avatar.',
  fields: (t) => ({
    imageBase64: t.string({
      required: true,
      description: 'The image file (JPEG, PNG, WebP or GIF, at most 2 MB), base64-encoded.',
      // The decoded size is checked by the service; this bounds the text before decoding.
      validate: z.string().max(Math.ceil((AVATAR_MAX_UPLOAD_BYTES * 4) / 3) + 4, 'The image is too large (at most 2 MB)'),
    }),
  }),
});

/** The logged-in user's row with the caller's selection, after a change. */
async function viewerUser(query: object, context: RequestContext) {
  const user = await context.services.users.byId(context.viewer!.userId, query);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: 'User',
    description: 'Change one’s own name, location, bio and expertise. Nobody can change another person’s.',
    authScopes: { loggedIn: true },
    errors: { types: [InputValidationError, ValidationError, AuthError] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.users.updateProfileDetails(context.viewer!.userId, input);
      return viewerUser(query, context);
    },
  }),
  setAvatar: t.prismaField({
    type: 'User',
    description: 'Upload one’s avatar: validated, re-encoded and stripped of metadata.',
    authScopes: { loggedIn: true },
    errors: { types: [InputValidationError, ValidationError, AuthError] },
    args: { input: t.arg({ type: SetAvatarInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      await context.services.users.setAvatar(context.viewer!.userId, decodeBase64Image(input.imageBase64, ['imageBase64']));
      return viewerUser(query, context);
    },
  }),
  removeAvatar: t.prismaField({
    type: 'User',
    description: 'Go back to the generated avatar.',
    authScopes: { loggedIn: true },
    errors: { types: [AuthError] },
    resolve: async (query, _root, _args, context) => {
      await context.services.users.removeAvatar(context.viewer!.userId);
      return viewerUser(query, context);
    },
  }),
}));
