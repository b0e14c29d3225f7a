// The admin hub's actions (docs/product.md#admin-hub-and-moderation) and their audit log. Each
// action runs in one transaction that calls the owning module's method (which takes the
// transaction) and writes the AuditEntry, so an action is never done without its record, nor
// recorded without being done. What follows from an action (the author's notification, karma)
// hangs off the domain event published after the commit. Owns AuditEntry.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { MAX_ARTICLE_SOURCE, sanitizeArticleHtml } from '../../domain/article-html.ts';
import { commentErrors } from '../../domain/comment-rules.ts';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import type { ModerationDecision, ReportedComment } from '../comment/moderation.ts';
import { decodeCursor, pageOf, pageSize } from '../../domain/list-paging.ts';
import type { Suggestion } from '../comment/suggestions.ts';
import type { OpinionDraft, OpinionService } from '../opinion/service.ts';
import { record } from './audit-entry.ts';

// The types this module's schema shows (a schema file reads only its own service).
export type { MemberRow, MemberPermission, ReportedComment, SitePageRevisionRow, SitePageRow, SitePageText, SitePageVersion, Suggestion };
export type { TagAssignmentOutcome, TaggedMember, UserTagSummary } from './user-tags.ts';
export { MEMBER_PERMISSIONS };

export type MemberRole = 'USER' | 'CONTRIBUTOR' | 'ADMIN';

/** A suspension's reason is told to the member at every refused log-in. */
export const MAX_REASON_LENGTH = 300;
/** Suspensions end; "for ever" is a decision for deleting content, not accounts. */
const MAX_SUSPENSION_DAYS = 3650;
import type { AuthService } from '../auth/service.ts';
import type { CommentService } from '../comment/service.ts';
import type { EncyclopediaService, SavedArticle, SitePageRevisionRow, SitePageRow, SitePageText, SitePageVersion } from '../encyclopedia/service.ts';
import { MEMBER_PERMISSIONS, type MemberPermission, type MemberRow, type UserService } from '../user/service.ts';
import type { UserTagService } from '../usertag/service.ts';
import { createUserTagActions } from './user-tags.ts';

export type AdminService = ReturnType<typeof createAdminService>;

export type AdminActor = { userId: number; canDeleteContent: boolean };

/** Who deleted an opinion and why, from the audit log. */
export type OpinionDeletion = { deletedBy: string | null; note: string };

export type AuditRecord = {
  id: number;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string;
  before: unknown;
  after: unknown;
  note: string;
  createdAt: Date;
};

/** A moderator's note is a sentence or two, not an essay. */
export const MAX_NOTE_LENGTH = 500;

type ListOptions = { first?: number | null; after?: string | null; search?: string | null };

/**
 * One page of a list searched and paged on a keyset (the position of its last row, in `shape`):
 * one row more than the page is asked for, to know whether more follow.
 */
async function keysetPage<Item>(
  options: ListOptions,
  shape: Array<'date' | 'int'>,
  load: (request: { first: number; after: Array<Date | number> | null; search: string | null }) => Promise<Item[]>,
  positionOf: (item: Item) => Array<string | number>,
) {
  const first = pageSize(options.first);
  const search = options.search ?? null;
  const rows = await load({ first: first + 1, after: decodeCursor(options.after, shape), search });
  return { ...pageOf(rows, first, positionOf), search };
}

export function createAdminService(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  comments: CommentService;
  users: UserService;
  auth: AuthService;
  encyclopedia: EncyclopediaService;
  userTags: UserTagService;
  opinions: OpinionService;
  now?: () => Date;
}) {
  const { prisma, events, comments, users, auth, encyclopedia, userTags, opinions } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  /** A page save's audit entry: the title and revision before and after, and the author's note. */
  async function recordPageSave(
    db: Db,
    actor: AdminActor,
    action: 'article.created' | 'article.edited' | 'article.restored',
    saved: SavedArticle,
    restoredFrom?: number,
  ): Promise<void> {
    await record(db, {
      actorId: actor.userId,
      action,
      targetType: 'Article',
      targetId: saved.articleId,
      targetLabel: `${saved.page.title} (${saved.page.path})`,
      before: saved.before ?? undefined,
      after: { title: saved.page.title, revision: saved.page.revisionId, ...(restoredFrom === undefined ? {} : { restoredFrom }) },
      note: saved.note,
    });
  }

  function checkNote(note: string | null | undefined): string {
    const text = (note ?? '').trim();
    if (text.length > MAX_NOTE_LENGTH) throw new ValidationError(`A note is at most ${MAX_NOTE_LENGTH} characters`, [{ path: ['note'], message: 'Too long' }]);
    return text;
  }

  async function requireMember(userId: number, db: Db): Promise<MemberRow> {
    const member = await users.memberById(userId, db);
    if (!member) throw new NotFoundError('This member does not exist');
    return member;
  }

  /** The last holder of the admin hub, or of the admin role, keeps it (rows locked while deciding). */
  async function keepLastHolder(db: Db, flag: 'adminHub' | 'roleAdmin', userId: number): Promise<void> {
    const holders = await users.lockHoldersOf(flag, db);
    if (holders.length === 1 && holders[0] === userId) {
      throw new ConflictError(flag === 'adminHub' ? 'The last member with the admin hub keeps it' : 'The last admin stays an admin');
    }
  }

  function checkReason(reason: string | null | undefined, required: boolean): string {
    const text = (reason ?? '').trim();
    if (required && text === '') throw new ValidationError('Give the member a reason', [{ path: ['reason'], message: 'Required' }]);
    if (text.length > MAX_REASON_LENGTH) throw new ValidationError(`A reason is at most ${MAX_REASON_LENGTH} characters`, [{ path: ['reason'], message: 'Too long' }]);
    return text;
  }

  const permissionsOf = (member: MemberRow) => ({ ...Object.fromEntries(MEMBER_PERMISSIONS.map((flag) => [flag, member[flag]])), role: member.role });

  return {
    ...createUserTagActions({ prisma, users, userTags, now }),

    /** Members by name (contains) or exact e-mail address, by id, a page at a time. */
    async members(options: { search?: string | null; first?: number | null; after?: string | null }) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const rows = await users.searchMembers({ search: options.search ?? null, first: first + 1, afterId: after ? (after[0] as number) : null });
      return pageOf(rows, first, (row) => [row.id]);
    },

    /** Grants or revokes one permission flag; the last admin-hub member keeps theirs. */
    async setMemberPermission(actor: AdminActor, input: { userId: number; permission: MemberPermission; granted: boolean }): Promise<MemberRow> {
      if (!MEMBER_PERMISSIONS.includes(input.permission)) throw new ValidationError(`Unknown permission: ${String(input.permission).slice(0, 40)}`);
      return prisma.$transaction(async (db) => {
        const member = await requireMember(input.userId, db);
        if (member[input.permission] === input.granted) return member;
        if (input.permission === 'adminHub' && !input.granted) await keepLastHolder(db, 'adminHub', member.id);
        await users.setPermission(member.id, input.permission, input.granted, db);
        await record(db, {
          actorId: actor.userId,
          action: input.granted ? 'member.permissionGranted' : 'member.permissionRevoked',
          targetType: 'User',
          targetId: member.id,
          targetLabel: member.username,
          before: permissionsOf(member),
          after: { ...permissionsOf(member), [input.permission]: input.granted },
          note: input.permission,
        });
        return (await users.memberById(member.id, db))!;
      });
    },

    /** Sets the member's role (contributor, admin); the last admin stays one. */
    async setMemberRole(actor: AdminActor, input: { userId: number; role: MemberRole }): Promise<MemberRow> {
      return prisma.$transaction(async (db) => {
        const member = await requireMember(input.userId, db);
        if (member.role === input.role) return member;
        if (member.role === 'ADMIN') await keepLastHolder(db, 'roleAdmin', member.id);
        await users.setRole(member.id, input.role, db);
        await record(db, {
          actorId: actor.userId,
          action: 'member.roleChanged',
          targetType: 'User',
          targetId: member.id,
          targetLabel: member.username,
          before: { role: member.role },
          after: { role: input.role },
        });
        return (await users.memberById(member.id, db))!;
      });
    },

    /**
     * Suspends a member until a day in the future with a reason they are told at every refused
     * log-in; every session of theirs ends at once. Not oneself, not the last admin-hub member.
     */
    async suspendMember(actor: AdminActor, input: { userId: number; until: Date; reason: string }): Promise<MemberRow> {
      const reason = checkReason(input.reason, true);
      const at = now();
      if (Number.isNaN(input.until.getTime()) || input.until.getTime() <= at.getTime()) {
        throw new ValidationError('A suspension ends in the future', [{ path: ['until'], message: 'In the past' }]);
      }
      if (input.until.getTime() - at.getTime() > MAX_SUSPENSION_DAYS * 24 * 60 * 60 * 1000) {
        throw new ValidationError(`A suspension lasts at most ${MAX_SUSPENSION_DAYS} days`, [{ path: ['until'], message: 'Too far' }]);
      }
      if (input.userId === actor.userId) throw new ValidationError('You cannot suspend yourself');
      return prisma.$transaction(async (db) => {
        const member = await requireMember(input.userId, db);
        if (member.adminHub) await keepLastHolder(db, 'adminHub', member.id);
        await users.setSuspension(member.id, input.until, reason, db);
        await auth.endAllSessions(member.id, db);
        await record(db, {
          actorId: actor.userId,
          action: 'member.suspended',
          targetType: 'User',
          targetId: member.id,
          targetLabel: member.username,
          before: { suspendedUntil: member.suspendedUntil, reason: member.suspensionReason },
          after: { suspendedUntil: input.until, reason },
          note: reason,
        });
        return (await users.memberById(member.id, db))!;
      });
    },

    /** Ends a suspension now. */
    async liftSuspension(actor: AdminActor, input: { userId: number; note?: string | null }): Promise<MemberRow> {
      const note = checkNote(input.note);
      return prisma.$transaction(async (db) => {
        const member = await requireMember(input.userId, db);
        if (!member.suspendedUntil || member.suspendedUntil.getTime() <= now().getTime()) {
          throw new ConflictError('This member is not suspended');
        }
        await users.setSuspension(member.id, null, null, db);
        await record(db, {
          actorId: actor.userId,
          action: 'member.suspensionLifted',
          targetType: 'User',
          targetId: member.id,
          targetLabel: member.username,
          before: { suspendedUntil: member.suspendedUntil },
          after: { suspendedUntil: null },
          note,
        });
        return (await users.memberById(member.id, db))!;
      });
    },

    /** A warning: a notification to the member in the moderator's words, recorded. */
    async warnMember(actor: AdminActor, input: { userId: number; message: string }): Promise<MemberRow> {
      const message = input.message.trim();
      if (message === '') throw new ValidationError('Write the warning', [{ path: ['message'], message: 'Required' }]);
      if (message.length > MAX_REASON_LENGTH) throw new ValidationError(`A warning is at most ${MAX_REASON_LENGTH} characters`, [{ path: ['message'], message: 'Too long' }]);
      const member = await prisma.$transaction(async (db) => {
        const found = await requireMember(input.userId, db);
        await record(db, { actorId: actor.userId, action: 'member.warned', targetType: 'User', targetId: found.id, targetLabel: found.username, note: message });
        return found;
      });
      await events.publish('member.warned', { userId: member.id, message });
      return member;
    },

    // ── Site pages (docs/product.md#site-pages): the editor's reads and its three writes. ──

    /** Pages whose address or title contains `search`, by address, a page at a time. */
    async sitePages(options: { search?: string | null; first?: number | null; after?: string | null }) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['string']);
      const rows = await encyclopedia.sitePageRows({ search: options.search ?? null, afterSlug: after ? (after[0] as string) : null, take: first + 1 });
      return pageOf(rows, first, (row) => [row.slug]);
    },

    sitePage: (slug: string) => encyclopedia.sitePageText(slug),

    /** A page's versions, newest first, a page at a time (the built-in text, revision 0, last). */
    async sitePageRevisions(slug: string, options: { first?: number | null; after?: string | null }) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const rows = await encyclopedia.sitePageRevisionRows(slug, { beforeId: after ? (after[0] as number) : null, take: first + 1 });
      return pageOf(rows, first, (row) => [row.id]);
    },

    sitePageVersion: (slug: string, revisionId: number) => encyclopedia.sitePageVersion(slug, revisionId),

    /** The text as the page would show it once saved: sanitized by the same allow-list. */
    previewSitePage(body: string): string {
      if (body.length > MAX_ARTICLE_SOURCE) {
        throw new ValidationError(`A page is at most ${MAX_ARTICLE_SOURCE.toLocaleString('en')} characters`, [{ path: ['body'], message: 'Too long' }]);
      }
      return sanitizeArticleHtml(body);
    },

    /** A new article at a free address, recorded in the audit log. */
    async createSitePage(actor: AdminActor, input: { slug: string; title: string; body: string; note: string }): Promise<SitePageText> {
      return prisma.$transaction(async (db) => {
        const saved = await encyclopedia.createArticle(db, { slug: input.slug, title: input.title, source: input.body, note: input.note, authorId: actor.userId });
        await recordPageSave(db, actor, 'article.created', saved);
        return saved;
      });
    },

    /** A new version of a page, if nobody saved it since `baseRevisionId` (else 409), recorded in the audit log. */
    async saveSitePage(actor: AdminActor, input: { slug: string; title: string; body: string; note: string; baseRevisionId: number }): Promise<SitePageText> {
      return prisma.$transaction(async (db) => {
        const saved = await encyclopedia.editArticle(db, {
          slug: input.slug,
          title: input.title,
          source: input.body,
          note: input.note,
          authorId: actor.userId,
          baseRevisionId: input.baseRevisionId,
        });
        await recordPageSave(db, actor, 'article.edited', saved);
        return saved;
      });
    },

    /**
     * Brings an earlier version back as a new revision (the history keeps everything), if nobody
     * saved the page since `baseRevisionId`; recorded in the audit log.
     */
    async restoreSitePage(actor: AdminActor, input: { slug: string; revisionId: number; baseRevisionId: number; note: string }): Promise<SitePageText> {
      return prisma.$transaction(async (db) => {
        const version = await encyclopedia.sitePageVersion(input.slug, input.revisionId, db);
        const saved = await encyclopedia.editArticle(db, {
          slug: input.slug,
          title: version.revision.title,
          source: version.html,
          note: input.note,
          authorId: actor.userId,
          baseRevisionId: input.baseRevisionId,
          restoredFromId: version.revision.id,
        });
        await recordPageSave(db, actor, 'article.restored', saved, version.revision.id);
        return saved;
      });
    },

    /** The moderation queue, a page at a time; `after` is the cursor of the last item seen. */
    moderationQueue(options: ListOptions) {
      return keysetPage(
        options,
        ['date', 'int'],
        ({ first, after, search }) =>
          comments.moderationQueue({ first, after: after ? { lastReportedAt: after[0] as Date, commentId: after[1] as number } : null, search }),
        (item: ReportedComment) => [item.lastReportedAt.toISOString(), item.commentId],
      );
    },

    /** How many comments wait in the queue (those `search` matches). */
    moderationQueueSize(search: string | null): Promise<number> {
      return comments.moderationQueueSize(search);
    },

    /**
     * Dismisses a comment's open reports (anyone in the hub) or deletes it as a moderator
     * (CanDeleteContent), recorded in the audit log; then the author is told.
     */
    async decideReportedComment(actor: AdminActor, input: { commentId: number; decision: ModerationDecision; note?: string | null }) {
      if (input.decision === 'DELETE' && !actor.canDeleteContent) throw new AuthError('Deleting a comment needs the CanDeleteContent permission', 403);
      const note = checkNote(input.note);
      const at = now();
      const outcome = await prisma.$transaction(async (db) => {
        const decided = await comments.decideReports(db, { commentId: input.commentId, decision: input.decision, moderatorId: actor.userId, now: at });
        await record(db, {
          actorId: actor.userId,
          action: input.decision === 'DELETE' ? 'comment.deletedByModerator' : 'comment.reportsDismissed',
          targetType: 'Comment',
          targetId: decided.commentId,
          targetLabel: decided.excerpt,
          before: { hidden: decided.wasHidden, openReports: decided.reports },
          after: { deleted: input.decision === 'DELETE', openReports: 0 },
          note,
        });
        return decided;
      });
      await events.publish('comment.moderated', {
        commentId: outcome.commentId,
        authorId: outcome.authorId,
        decision: outcome.decision,
        wasHidden: outcome.wasHidden,
        reported: true,
        excerpt: outcome.excerpt,
        threadTitle: outcome.threadTitle,
        threadPath: outcome.threadPath,
      });
      return outcome;
    },

    /**
     * Deleting a comment from its thread. The author's own deletion is theirs (the comment module
     * does it); anyone else's is a moderator's action: CanDeleteContent, an audit entry in the same
     * transaction, its open reports decided with it, and the author told.
     */
    async deleteComment(actor: AdminActor, commentId: number) {
      if ((await comments.authorOf(commentId)) === actor.userId) return comments.deleteComment(actor, commentId);
      if (!actor.canDeleteContent) throw new AuthError(commentErrors.deleteOthers, 403);
      const at = now();
      const outcome = await prisma.$transaction(async (db) => {
        const deleted = await comments.deleteAsModerator(db, { commentId, moderatorId: actor.userId, now: at });
        if (deleted) {
          await record(db, {
            actorId: actor.userId,
            action: 'comment.deletedByModerator',
            targetType: 'Comment',
            targetId: deleted.commentId,
            targetLabel: deleted.excerpt,
            before: { hidden: deleted.wasHidden, openReports: deleted.reports },
            after: { deleted: true, openReports: 0 },
          });
        }
        return deleted;
      });
      if (outcome) {
        await events.publish('comment.moderated', {
          commentId: outcome.commentId,
          authorId: outcome.authorId,
          decision: 'DELETE',
          wasHidden: outcome.wasHidden,
          reported: outcome.reports > 0,
          excerpt: outcome.excerpt,
          threadTitle: outcome.threadTitle,
          threadPath: outcome.threadPath,
        });
      }
      return comments.requireCommentTree(commentId, actor.userId);
    },

    // ── Opinions (docs/product.md#admin-hub-and-moderation): removed ones, edits, suggestions. ──

    /**
     * Edits an opinion (CanDeleteContent, or a contributor or admin) with its audit entry, the
     * title, topics, link and context before and after. An edit that changes nothing is not
     * recorded.
     */
    async editOpinion(actor: AdminActor, input: { opinionId: number; draft: OpinionDraft }): Promise<void> {
      await prisma.$transaction(async (db) => {
        const change = await opinions.editOpinion(db, input.opinionId, input.draft);
        if (!change.changed) return;
        await record(db, {
          actorId: actor.userId,
          action: 'opinion.edited',
          targetType: 'Opinion',
          targetId: change.opinionId,
          targetLabel: change.before.title,
          before: change.before,
          after: change.after,
        });
      });
    },

    /**
     * Deletes or restores an opinion (CanDeleteContent), recorded. Asking for the state it
     * already has changes nothing and records nothing; with `mustChange` (the hub's Restore, where
     * another admin may have restored it a moment ago) it is a ConflictError instead.
     */
    async setOpinionDeleted(actor: AdminActor, input: { opinionId: number; deleted: boolean; note?: string | null; mustChange?: boolean }): Promise<void> {
      if (!actor.canDeleteContent) throw new AuthError('Deleting and restoring opinions needs the CanDeleteContent permission', 403);
      const note = checkNote(input.note);
      const change = await prisma.$transaction(async (db) => {
        const outcome = await opinions.setOpinionDeleted(db, input.opinionId, input.deleted, now());
        if (!outcome.changed) {
          if (input.mustChange) throw new ConflictError(input.deleted ? 'This opinion was already deleted' : 'This opinion was already restored');
          return outcome;
        }
        await record(db, {
          actorId: actor.userId,
          action: input.deleted ? 'opinion.deleted' : 'opinion.restored',
          targetType: 'Opinion',
          targetId: outcome.opinionId,
          targetLabel: outcome.title,
          before: { deleted: !input.deleted },
          after: { deleted: input.deleted },
          note,
        });
        return outcome;
      });
      if (change.changed) {
        await events.publish('opinion.deletedChanged', { opinionId: change.opinionId, authorId: change.authorId, deleted: input.deleted });
      }
    },

    /** Deleted opinions, the most recently deleted first, a page at a time (ids and deletion times). */
    removedOpinions(options: ListOptions) {
      return keysetPage(
        options,
        // The deletion time in ms; -1 for one not known (listed last).
        ['int', 'int'],
        ({ first, after, search }) =>
          opinions.deletedPage({
            first,
            after: after ? { deletedAt: (after[0] as number) < 0 ? null : new Date(after[0] as number), id: after[1] as number } : null,
            search,
          }),
        (row) => [row.deletedAt?.getTime() ?? -1, row.id],
      );
    },

    removedOpinionCount(search: string | null): Promise<number> {
      return opinions.deletedCount(search);
    },

    /**
     * Who deleted each opinion and their note: its latest deletion in the audit log (unknown for
     * deletions made before the log recorded them, or by a member whose account is erased).
     */
    async deletionsOf(opinionIds: readonly number[]): Promise<Map<number, OpinionDeletion>> {
      const entries = await prisma.auditEntry.findMany({
        where: { targetType: 'Opinion', action: 'opinion.deleted', targetId: { in: [...opinionIds] } },
        orderBy: { id: 'desc' },
        select: { targetId: true, note: true, actor: { select: { username: true } } },
      });
      const deletions = new Map<number, OpinionDeletion>();
      for (const entry of entries) {
        if (entry.targetId !== null && !deletions.has(entry.targetId)) deletions.set(entry.targetId, { deletedBy: entry.actor?.username ?? null, note: entry.note });
      }
      return deletions;
    },

    /** The Suggest page's suggestions, newest first, a page at a time. */
    suggestions(options: ListOptions) {
      return keysetPage(
        options,
        ['date', 'int'],
        ({ first, after, search }) => comments.suggestions({ first, after: after ? { createdAt: after[0] as Date, commentId: after[1] as number } : null, search }),
        (item: Suggestion) => [item.createdAt.toISOString(), item.commentId],
      );
    },

    suggestionCount(search: string | null): Promise<number> {
      return comments.suggestionCount(search);
    },

    /**
     * Makes an opinion from a suggestion (AdminHub and CanCreateOpinions): the opinion records the
     * suggestion and credits its author, the audit log records it, and after the commit the
     * suggester is told. A suggestion makes one opinion; a second attempt is a ConflictError.
     */
    async createOpinionFromSuggestion(actor: AdminActor, input: { commentId: number; draft: OpinionDraft }): Promise<{ id: number; slug: string }> {
      const created = await prisma.$transaction(async (db) => {
        const suggestion = await comments.lockSuggestion(db, input.commentId);
        const opinion = await opinions.createFromSuggestion(db, actor, input.draft, { commentId: suggestion.commentId, suggesterId: suggestion.authorId });
        await record(db, {
          actorId: actor.userId,
          action: 'opinion.createdFromSuggestion',
          targetType: 'Opinion',
          targetId: opinion.id,
          targetLabel: opinion.state.title,
          // Nothing was there before; what was made, and from whose words (no empty link or context).
          after: {
            ...Object.fromEntries(Object.entries(opinion.state).filter(([, value]) => value !== '')),
            suggestedBy: suggestion.authorUsername,
            suggestion: suggestion.excerpt,
          },
        });
        return { ...opinion, suggesterId: suggestion.authorId };
      });
      await events.publish('opinion.createdFromSuggestion', {
        opinionId: created.id,
        authorId: actor.userId,
        suggesterId: created.suggesterId,
        title: created.state.title,
        path: `/o/${created.slug}`,
      });
      return { id: created.id, slug: created.slug };
    },

    /** The audit log, newest first, optionally one action or one actor's. */
    async auditLog(options: { first?: number | null; after?: string | null; action?: string | null; actorId?: number | null }) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const rows = await prisma.auditEntry.findMany({
        where: {
          ...(after ? { id: { lt: after[0] as number } } : {}),
          ...(options.action ? { action: options.action } : {}),
          ...(options.actorId ? { actorId: options.actorId } : {}),
        },
        orderBy: { id: 'desc' },
        take: first + 1,
        select: {
          id: true,
          actorId: true,
          actor: { select: { username: true } },
          action: true,
          targetType: true,
          targetId: true,
          targetLabel: true,
          before: true,
          after: true,
          note: true,
          createdAt: true,
        },
      });
      const records: AuditRecord[] = rows.map(({ actor, ...row }) => ({ ...row, actorUsername: actor?.username ?? null }));
      return pageOf(records, first, (row) => [row.id]);
    },

    // ── The owner's data (docs/product.md#your-data). ──

    /**
     * The log keeps what was done, not who a departed member was: entries they made lose their
     * actor, entries about their account or their comments lose the name and the excerpt. Runs
     * before the comment module erases their comments (it reads which were theirs; joins Comment).
     */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.$executeRaw`UPDATE "AuditEntry" SET "targetLabel" = '[deleted]'
        WHERE "targetType" = 'Comment' AND "targetId" IN (SELECT id FROM "Comment" WHERE "authorId" = ${userId})`;
      await db.auditEntry.updateMany({ where: { actorId: userId }, data: { actorId: null } });
      await db.auditEntry.updateMany({ where: { targetType: 'User', targetId: userId }, data: { targetId: null, targetLabel: '[deleted]' } });
    },
  };
}
