// The admin hub (docs/product.md#admin-hub-and-moderation): the moderation queue and its decisions,
// members, the audit log, removed opinions and suggestions. AdminHub users only; deleting a
// comment or restoring an opinion also needs CanDeleteContent, an opinion from a suggestion
// CanCreateOpinions.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { InputValidationError } from '@pothos/plugin-validation';
import { parseDatabaseId } from '../../domain/database-ids.ts';
import { AuthError, ConflictError, GoneError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { OPINION_TITLE_MAX, titleDraftFrom } from '../../domain/opinion-rules.ts';
import { builder, FIELD_COST, mutationErrorTypes } from '../../schema/builder.ts';
import { OpinionRef, opinionDraftFields, topicIdsOf } from '../opinion/schema.ts';
import { UserTagRef } from '../usertag/schema.ts';
import { cursorPageRef, type Page } from '../../schema/cursor-page.ts';
import { MEMBER_PERMISSIONS, type AuditRecord, type MemberRow, type ReportedComment, type Suggestion } from './service.ts';

const ReportedCommentAuthorRef = builder.objectRef<ReportedComment['author']>('ReportedCommentAuthor').implement({
  description: "The reported comment's author and their history, for the moderator's decision.",
  fields: (t) => ({
    username: t.exposeString('username', { description: 'Their username (links to the profile).' }),
    comments: t.exposeInt('comments', { description: 'Comments they wrote, deleted ones included.' }),
    deletedByModerators: t.exposeInt('deletedByModerators', { description: 'Their comments moderators deleted.' }),
    reportsDecidedAgainst: t.exposeInt('reportsDecidedAgainst', { description: 'Their reported comments moderators decided to delete.' }),
  }),
});

const ReportedCommentRef = builder.objectRef<ReportedComment>('ReportedComment').implement({
  description: 'A comment with reports no moderator has decided yet.',
  fields: (t) => ({
    commentId: t.id({ description: 'The comment (global id).', resolve: (item) => encodeGlobalID('Comment', item.commentId) }),
    databaseId: t.exposeInt('commentId', { description: 'The comment id as a number.' }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The comment as written (sanitized HTML), for the moderator to read.' }),
    excerpt: t.exposeString('excerpt', { description: 'Its first words as plain text.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    hidden: t.exposeBoolean('hidden', { description: 'Hidden from readers by reports from 3 or more members until a decision.' }),
    deleted: t.exposeBoolean('deleted', { description: 'Already deleted (by its author or a moderator).' }),
    author: t.field({ type: ReportedCommentAuthorRef, description: 'Who wrote it.', resolve: (item) => item.author }),
    threadTitle: t.exposeString('threadTitle', { description: 'The opinion it was written under (or the Suggest page).' }),
    threadPath: t.exposeString('threadPath', { description: "The thread's page." }),
    parentExcerpt: t.exposeString('parentExcerpt', { nullable: true, description: 'The comment it replied to; null for a top-level comment.' }),
    reporters: t.exposeInt('reporters', { description: 'How many different members reported it.' }),
    uncivil: t.exposeInt('uncivil', { description: 'Reports giving "Uncivil".' }),
    unproductive: t.exposeInt('unproductive', { description: 'Reports giving "Unproductive".' }),
    firstReportedAt: t.expose('firstReportedAt', { type: 'DateTime', description: 'The first open report.' }),
    lastReportedAt: t.expose('lastReportedAt', { type: 'DateTime', description: 'The latest open report.' }),
  }),
});

const ModerationQueueRef = builder.objectRef<Page<ReportedComment> & { search: string | null }>('ModerationQueue').implement({
  description: 'A page of the moderation queue, the most recently reported first.',
  fields: (t) => ({
    items: t.field({ type: [ReportedCommentRef], description: 'The reported comments.', resolve: (page) => page.items }),
    // Counted only when asked for: the hub shows it, paging through does not need it.
    total: t.int({
      description: 'How many comments wait for a decision in all (those the search matches).',
      complexity: FIELD_COST.statement,
      resolve: (page, _args, context) => context.services.admin.moderationQueueSize(page.search),
    }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

const AuditEntryRef = builder.objectRef<AuditRecord>('AuditEntry').implement({
  description: 'One admin action: who did what to what, when, and the state before and after.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The entry number.' }),
    actorUsername: t.exposeString('actorUsername', { nullable: true, description: 'Who did it; null once their account is erased.' }),
    action: t.exposeString('action', { description: 'What was done, e.g. comment.deletedByModerator.' }),
    targetType: t.exposeString('targetType', { description: 'What kind of thing it was done to: Comment, User, Opinion, ...' }),
    targetId: t.exposeInt('targetId', { nullable: true, description: 'Its id.' }),
    targetLabel: t.exposeString('targetLabel', { description: 'A short description of it as it was.' }),
    before: t.string({ nullable: true, description: 'The state before, as JSON.', resolve: (entry) => (entry.before == null ? null : JSON.stringify(entry.before)) }),
    after: t.string({ nullable: true, description: 'The state after, as JSON.', resolve: (entry) => (entry.after == null ? null : JSON.stringify(entry.after)) }),
    note: t.exposeString('note', { description: "The admin's note or reason." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
  }),
});

const AuditLogRef = cursorPageRef('AuditLog', AuditEntryRef, 'A page of the audit log, newest first.', 'The entries.');

const ModerationDecisionEnum = builder.enumType('ModerationDecision', {
  description: "A moderator's decision on a reported comment.",
  values: {
    DISMISS: { description: 'The reports are unfounded: the comment stays (or shows again).' },
    DELETE: { description: 'Delete it as a moderator (needs CanDeleteContent).' },
  } as const,
});

const ModerationOutcomeRef = builder
  .objectRef<{ commentId: number; decision: 'DISMISS' | 'DELETE'; reports: number }>('ModerationOutcome')
  .implement({
    description: 'What a decision did.',
    fields: (t) => ({
      commentId: t.id({ description: 'The comment (global id).', resolve: (outcome) => encodeGlobalID('Comment', outcome.commentId) }),
      decision: t.field({ type: ModerationDecisionEnum, description: 'The decision taken.', resolve: (outcome) => outcome.decision }),
      reports: t.exposeInt('reports', { description: 'How many open reports it decided.' }),
    }),
  });

const DecideReportedCommentInput = builder.inputType('DecideReportedCommentInput', {
  fields: (t) => ({
    commentId: t.globalID({ required: true, description: 'The reported comment (global id).' }),
    decision: t.field({ type: ModerationDecisionEnum, required: true, description: 'Dismiss the reports or delete the comment.' }),
    note: t.string({ description: 'A note for the audit log (at most 500 characters).' }),
  }),
});

export const MemberRef = builder.objectRef<MemberRow>('AdminMember').implement({
  description: 'A member as the admin hub manages them: permissions, role, suspension. Never their e-mail address or personal details.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The member id.' }),
    username: t.exposeString('username', { description: 'Their username.' }),
    joinedAt: t.expose('createdAt', { type: 'DateTime', description: 'When they joined.' }),
    karma: t.exposeInt('karma', { description: 'Their karma.' }),
    role: t.exposeString('role', { description: 'USER, CONTRIBUTOR or ADMIN.' }),
    canDeleteContent: t.exposeBoolean('canDeleteContent', { description: 'May delete any content.' }),
    adminHub: t.exposeBoolean('adminHub', { description: 'May use the admin hub.' }),
    canSeeDetailedOpinionReport: t.exposeBoolean('canSeeDetailedOpinionReport', { description: 'May read detailed opinion reports.' }),
    canCreateOpinions: t.exposeBoolean('canCreateOpinions', { description: 'May create opinions.' }),
    canListConvos: t.exposeBoolean('canListConvos', { description: 'May list questions and download topic reports.' }),
    suspendedUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Suspended until then; null when not suspended (or the suspension is over).',
      resolve: (member) => (member.suspendedUntil && member.suspendedUntil.getTime() > Date.now() ? member.suspendedUntil : null),
    }),
    suspensionReason: t.exposeString('suspensionReason', { description: 'The reason the member is told (kept after it ends).' }),
    tags: t.field({
      type: [UserTagRef],
      description: 'The user tags they carry, by name.',
      resolve: (member, _args, context) => context.loaders.memberTags.load(member.id),
    }),
  }),
});

const MembersRef = cursorPageRef('AdminMembers', MemberRef, 'A page of members, by id.', 'The members.');

const MemberPermissionEnum = builder.enumType('MemberPermission', {
  description: 'A permission flag an admin grants or revokes.',
  values: Object.fromEntries(MEMBER_PERMISSIONS.map((flag) => [flag, { value: flag, description: `The ${flag} permission.` }])) as Record<
    (typeof MEMBER_PERMISSIONS)[number],
    { value: (typeof MEMBER_PERMISSIONS)[number]; description: string }
  >,
});

const MemberRoleEnum = builder.enumType('MemberRole', {
  description: "A member's role.",
  values: { USER: { description: 'A member.' }, CONTRIBUTOR: { description: 'A contributor.' }, ADMIN: { description: 'An admin.' } } as const,
});

const memberErrors = [InputValidationError, ValidationError, AuthError, NotFoundError, ConflictError];

builder.queryFields((t) => ({
  adminMembers: t.field({
    type: MembersRef,
    description: 'Members whose username contains `search` or whose e-mail address is exactly it. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: {
      search: t.arg.string({ description: 'Part of a username, or a whole e-mail address.' }),
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.members({ search: args.search, first: args.first, after: args.after }),
  }),
  moderationQueue: t.field({
    type: ModerationQueueRef,
    description: 'Reported comments no moderator has decided, the most recently reported first. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: {
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
      search: t.arg.string({ description: "Only comments whose author's name or text contains this." }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.moderationQueue({ first: args.first, after: args.after, search: args.search }),
  }),
  auditLog: t.field({
    type: AuditLogRef,
    description: 'Every admin action, newest first. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: {
      first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
      action: t.arg.string({ description: 'Only this action, e.g. comment.deletedByModerator.' }),
    },
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.auditLog({ first: args.first, after: args.after, action: args.action }),
  }),
}));

export const actorOf = (context: { viewer: { userId: number; canDeleteContent: boolean } | null }) => ({
  userId: context.viewer!.userId,
  canDeleteContent: context.viewer!.canDeleteContent,
});

builder.mutationFields((t) => ({
  setMemberPermission: t.field({
    type: MemberRef,
    description: 'Grant or revoke a permission flag. AdminHub only; the last admin-hub member keeps theirs (409). Recorded in the audit log.',
    authScopes: { adminHub: true },
    errors: { types: memberErrors },
    args: {
      userId: t.arg.int({ required: true, description: 'The member id.' }),
      permission: t.arg({ type: MemberPermissionEnum, required: true, description: 'Which permission.' }),
      granted: t.arg.boolean({ required: true, description: 'Grant (true) or revoke (false).' }),
    },
    resolve: (_root, args, context) =>
      context.services.admin.setMemberPermission(actorOf(context), { userId: args.userId, permission: args.permission, granted: args.granted }),
  }),
  setMemberRole: t.field({
    type: MemberRef,
    description: "Set a member's role. AdminHub only; the last admin stays one (409). Recorded in the audit log.",
    authScopes: { adminHub: true },
    errors: { types: memberErrors },
    args: {
      userId: t.arg.int({ required: true, description: 'The member id.' }),
      role: t.arg({ type: MemberRoleEnum, required: true, description: 'The new role.' }),
    },
    resolve: (_root, args, context) => context.services.admin.setMemberRole(actorOf(context), { userId: args.userId, role: args.role }),
  }),
  suspendMember: t.field({
    type: MemberRef,
    description:
      'Suspend a member until a future time with a reason they are told when a log-in is refused; their sessions end. AdminHub only; not oneself, not the last admin-hub member. Recorded.',
    authScopes: { adminHub: true },
    errors: { types: memberErrors },
    args: {
      userId: t.arg.int({ required: true, description: 'The member id.' }),
      until: t.arg({ type: 'DateTime', required: true, description: 'When the suspension ends (in the future, at most 10 years).' }),
      reason: t.arg.string({ required: true, description: 'What the member is told (1-300 characters).' }),
    },
    resolve: (_root, args, context) => context.services.admin.suspendMember(actorOf(context), { userId: args.userId, until: args.until, reason: args.reason }),
  }),
  liftSuspension: t.field({
    type: MemberRef,
    description: "End a member's suspension now. AdminHub only. Recorded.",
    authScopes: { adminHub: true },
    errors: { types: memberErrors },
    args: {
      userId: t.arg.int({ required: true, description: 'The member id.' }),
      note: t.arg.string({ description: 'A note for the audit log.' }),
    },
    resolve: (_root, args, context) => context.services.admin.liftSuspension(actorOf(context), { userId: args.userId, note: args.note }),
  }),
  warnMember: t.field({
    type: MemberRef,
    description: 'Warn a member: a notification in your words (1-300 characters). AdminHub only. Recorded.',
    authScopes: { adminHub: true },
    errors: { types: memberErrors },
    args: {
      userId: t.arg.int({ required: true, description: 'The member id.' }),
      message: t.arg.string({ required: true, description: 'The warning.' }),
    },
    resolve: (_root, args, context) => context.services.admin.warnMember(actorOf(context), { userId: args.userId, message: args.message }),
  }),
  decideReportedComment: t.field({
    type: ModerationOutcomeRef,
    description: "Decide a reported comment's open reports: dismiss them, or delete the comment as a moderator. AdminHub only; deleting also needs CanDeleteContent. The author is notified; the audit log records it.",
    authScopes: { adminHub: true },
    errors: { types: [InputValidationError, ValidationError, AuthError, NotFoundError, ConflictError] },
    args: { input: t.arg({ type: DecideReportedCommentInput, required: true }) },
    resolve: (_root, { input }, context) => {
      const commentId = input.commentId.typename === 'Comment' ? parseDatabaseId(input.commentId.id) : null;
      if (commentId === null) throw new NotFoundError('This comment does not exist');
      const viewer = context.viewer!;
      return context.services.admin.decideReportedComment(
        { userId: viewer.userId, canDeleteContent: viewer.canDeleteContent },
        { commentId, decision: input.decision, note: input.note },
      );
    },
  }),
}));

// ── Opinions (docs/product.md#admin-hub-and-moderation): removed ones, suggestions. ──

/**
 * A deleted opinion as the hub lists it: the opinion itself (so the edit dialog and the opinion
 * page share one record in the client's store), when it was deleted and, from the audit log, by
 * whom and why.
 */
const RemovedOpinionRef = builder.prismaObject('Opinion', {
  variant: 'RemovedOpinion',
  description: 'A deleted opinion in the admin hub, with who deleted it and when.',
  select: { id: true },
  fields: (t) => ({
    opinion: t.variant(OpinionRef, { description: 'The opinion (its page shows "Deleted").' }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true, description: 'When it was deleted; null when that was not kept.' }),
    deletedBy: t.string({
      nullable: true,
      description: 'Who deleted it (the audit log); null when not recorded or their account is erased.',
      resolve: async (opinion, _args, context) => (await context.loaders.opinionDeletion.load(opinion.id)).deletedBy,
    }),
    note: t.string({
      description: "The moderator's note on deleting it; empty when none.",
      resolve: async (opinion, _args, context) => (await context.loaders.opinionDeletion.load(opinion.id)).note,
    }),
  }),
});

type RemovedOpinionsPage = Page<{ id: number }> & { search: string | null };

const RemovedOpinionsRef = builder.objectRef<RemovedOpinionsPage>('RemovedOpinions').implement({
  description: 'A page of deleted opinions, the most recently deleted first.',
  fields: (t) => ({
    items: t.prismaField({
      type: [RemovedOpinionRef],
      description: 'The deleted opinions.',
      resolve: (query, page, _args, context) => context.services.opinions.byIds(page.items.map((item) => item.id), query),
    }),
    total: t.int({
      description: 'How many opinions are deleted in all (those the search matches).',
      complexity: FIELD_COST.statement,
      resolve: (page, _args, context) => context.services.admin.removedOpinionCount(page.search),
    }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

const SuggestionOpinionRef = builder.objectRef<NonNullable<Suggestion['opinion']>>('SuggestionOpinion').implement({
  description: 'The opinion an admin made from a suggestion.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The opinion id.' }),
    slug: t.exposeString('slug', { description: 'Its page: /o/{slug}.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
  }),
});

const SuggestionRef = builder.objectRef<Suggestion>('Suggestion').implement({
  description: 'A top-level comment of the Suggest page: a member suggesting an opinion.',
  fields: (t) => ({
    commentId: t.id({ description: 'The comment (global id).', resolve: (item) => encodeGlobalID('Comment', item.commentId) }),
    databaseId: t.exposeInt('commentId', { description: 'The comment id as a number.' }),
    authorUsername: t.string({ description: 'Who suggested it (links to the profile).', resolve: (item) => item.author.username }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The suggestion as written (sanitized HTML).' }),
    titleDraft: t.string({
      description: `Its text as a first draft of an opinion title: one line, at most ${OPINION_TITLE_MAX} characters.`,
      resolve: (item) => titleDraftFrom(item.text),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    goodPoints: t.exposeInt('goodPoints', { description: 'Good points members gave it.' }),
    replies: t.exposeInt('replies', { description: 'Replies to it (not deleted).' }),
    opinion: t.field({
      type: SuggestionOpinionRef,
      nullable: true,
      description: 'The opinion made from it; null while there is none.',
      resolve: (item) => item.opinion,
    }),
  }),
});

const SuggestionsRef = builder.objectRef<Page<Suggestion> & { search: string | null }>('Suggestions').implement({
  description: 'A page of suggestions from the Suggest page, newest first.',
  fields: (t) => ({
    items: t.field({ type: [SuggestionRef], description: 'The suggestions.', resolve: (page) => page.items }),
    total: t.int({
      description: 'How many suggestions there are in all (those the search matches).',
      complexity: FIELD_COST.statement,
      resolve: (page, _args, context) => context.services.admin.suggestionCount(page.search),
    }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

const listArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0], search: string) => ({
  first: t.arg.int({ description: 'Page size, 1-50 (20).' }),
  after: t.arg.string({ description: "The previous page's endCursor." }),
  search: t.arg.string({ description: search }),
});

builder.queryFields((t) => ({
  removedOpinions: t.field({
    type: RemovedOpinionsRef,
    description: 'Deleted opinions, the most recently deleted first. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: listArgs(t, 'Only opinions whose title contains this.'),
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.removedOpinions({ first: args.first, after: args.after, search: args.search }),
  }),
  opinionSuggestions: t.field({
    type: SuggestionsRef,
    description: 'Suggestions from the Suggest page (its top-level comments), newest first. AdminHub only.',
    authScopes: { adminHub: true },
    errors: { types: [AuthError, ValidationError] },
    args: listArgs(t, "Only suggestions whose author's name or text contains this."),
    complexity: FIELD_COST.scan,
    resolve: (_root, args, context) => context.services.admin.suggestions({ first: args.first, after: args.after, search: args.search }),
  }),
}));

const RestoreOpinionInput = builder.inputType('RestoreOpinionInput', {
  description: 'Restore a deleted opinion from the admin hub.',
  fields: (t) => ({
    opinionId: t.globalID({ required: true, description: 'The opinion (global id).' }),
    note: t.string({ description: 'A note for the audit log (at most 500 characters).' }),
  }),
});

const CreateOpinionFromSuggestionInput = builder.inputType('CreateOpinionFromSuggestionInput', {
  description: "A new opinion from a member's suggestion (the opinion modal, prefilled in the hub).",
  fields: (t) => ({
    suggestionId: t.globalID({ required: true, description: 'The suggestion: a top-level comment of the Suggest page (global id).' }),
    ...opinionDraftFields(t),
  }),
});

const opinionIdOf = (globalId: { typename: string; id: string }) => {
  const id = globalId.typename === 'Opinion' ? parseDatabaseId(globalId.id) : null;
  if (id === null) throw new NotFoundError('This opinion does not exist');
  return id;
};

builder.mutationFields((t) => ({
  restoreOpinion: t.prismaField({
    type: 'Opinion',
    description:
      'Restore a deleted opinion. AdminHub and CanDeleteContent. Recorded in the audit log; when another admin restored it first, a ConflictError (409) and nothing is recorded twice.',
    authScopes: { $all: { adminHub: true, canDeleteContent: true } },
    errors: { types: [InputValidationError, ValidationError, AuthError, NotFoundError, GoneError, ConflictError] },
    args: { input: t.arg({ type: RestoreOpinionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const opinionId = opinionIdOf(input.opinionId);
      await context.services.admin.setOpinionDeleted(actorOf(context), { opinionId, deleted: false, note: input.note, mustChange: true });
      return context.services.opinions.byId(opinionId, query);
    },
  }),
  createOpinionFromSuggestion: t.prismaField({
    type: 'Opinion',
    description:
      "Create an opinion from a suggestion: it credits the suggester (Opinion.suggestedBy), who is notified. AdminHub and CanCreateOpinions. One opinion per suggestion (a second is a ConflictError); recorded in the audit log.",
    authScopes: { $all: { adminHub: true, canCreateOpinions: true } },
    errors: { types: [...mutationErrorTypes, NotFoundError, GoneError, ConflictError] },
    args: { input: t.arg({ type: CreateOpinionFromSuggestionInput, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const commentId = input.suggestionId.typename === 'Comment' ? parseDatabaseId(input.suggestionId.id) : null;
      if (commentId === null) throw new NotFoundError('This suggestion does not exist');
      const created = await context.services.admin.createOpinionFromSuggestion(actorOf(context), {
        commentId,
        draft: { title: input.title, topicIds: topicIdsOf(input.topicIds), link: input.link, tidbit: input.tidbit },
      });
      return context.services.opinions.byId(created.id, query);
    },
  }),
}));
