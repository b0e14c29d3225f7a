// The admin hub (docs/product.md#admin-hub-and-moderation): the moderation queue and its decisions,
// and the audit log. AdminHub users only; deleting a comment also needs CanDeleteContent.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { InputValidationError } from '@pothos/plugin-validation';
import { parseDatabaseId } from '../../domain/database-ids.ts';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { builder, FIELD_COST } from '../../schema/builder.ts';
import { MEMBER_PERMISSIONS, type AuditRecord, type MemberRow, type ReportedComment } from './service.ts';

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

type Page<Item> = { items: Item[]; hasNextPage: boolean; endCursor: string | null };

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

const AuditLogRef = builder.objectRef<Page<AuditRecord>>('AuditLog').implement({
  description: 'A page of the audit log, newest first.',
  fields: (t) => ({
    items: t.field({ type: [AuditEntryRef], description: 'The entries.', resolve: (page) => page.items }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

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

const MemberRef = builder.objectRef<MemberRow>('AdminMember').implement({
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
  }),
});

const MembersRef = builder.objectRef<Page<MemberRow>>('AdminMembers').implement({
  description: 'A page of members, by id.',
  fields: (t) => ({
    items: t.field({ type: [MemberRef], description: 'The members.', resolve: (page) => page.items }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Whether more follow.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next page.' }),
  }),
});

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
