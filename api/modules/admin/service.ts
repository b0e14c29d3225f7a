// The admin hub's actions (docs/product.md#admin-hub-and-moderation) and their audit log. Each
// action runs in one transaction that calls the owning module's method (which takes the
// transaction) and writes the AuditEntry, so an action is never done without its record, nor
// recorded without being done. What follows from an action (the author's notification, karma)
// hangs off the domain event published after the commit. Owns AuditEntry.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { MAX_ARTICLE_SOURCE, sanitizeArticleHtml } from '../../domain/article-html.ts';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { DomainEventPublisher } from '../../events/domain-events.ts';
import type { ModerationDecision, ReportedComment } from '../comment/moderation.ts';

// The types this module's schema shows (a schema file reads only its own service).
export type { MemberRow, MemberPermission, ReportedComment, SitePageRevisionRow, SitePageRow, SitePageText, SitePageVersion };
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

export type AdminService = ReturnType<typeof createAdminService>;

export type AdminActor = { userId: number; canDeleteContent: boolean };

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
const MAX_PAGE = 50;

function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new ValidationError(`first must be from 1 to ${MAX_PAGE}`);
  return first;
}

/** Cursors are opaque to clients: base64 of the keyset position. */
function encodeCursor(parts: Array<string | number>): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A page of `rows` (fetched one beyond `first`, to know whether more follow) with the last item's cursor. */
function pageOf<Item>(rows: Item[], first: number, cursorOf: (item: Item) => Array<string | number>) {
  const items = rows.slice(0, first);
  return { items, hasNextPage: rows.length > first, endCursor: items.length > 0 ? encodeCursor(cursorOf(items[items.length - 1]!)) : null };
}

function decodeCursor(cursor: string | null | undefined, shape: Array<'date' | 'int' | 'text'>): Array<Date | number | string> | null {
  if (cursor === null || cursor === undefined) return null;
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(parts) || parts.length !== shape.length) throw new Error('shape');
    return parts.map((part, index) => {
      if (shape[index] === 'date') {
        const date = new Date(String(part));
        if (Number.isNaN(date.getTime())) throw new Error('date');
        return date;
      }
      if (shape[index] === 'text') {
        if (typeof part !== 'string' || part.length > 200) throw new Error('text');
        return part;
      }
      if (!Number.isSafeInteger(part)) throw new Error('int');
      return part as number;
    });
  } catch {
    throw new ValidationError('That page cursor is not one this list gave');
  }
}

export function createAdminService(dependencies: {
  prisma: PrismaClient;
  events: DomainEventPublisher;
  comments: CommentService;
  users: UserService;
  auth: AuthService;
  encyclopedia: EncyclopediaService;
  now?: () => Date;
}) {
  const { prisma, events, comments, users, auth, encyclopedia } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  async function record(
    db: Db,
    entry: { actorId: number; action: string; targetType: string; targetId: number | null; targetLabel: string; before?: unknown; after?: unknown; note?: string },
  ): Promise<void> {
    await db.auditEntry.create({
      data: {
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetLabel: entry.targetLabel,
        before: entry.before === undefined ? undefined : (entry.before as object),
        after: entry.after === undefined ? undefined : (entry.after as object),
        note: entry.note ?? '',
      },
    });
  }

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
    /** Members by name (contains) or exact e-mail address, by id, a page at a time. */
    async members(options: { search?: string | null; first?: number | null; after?: string | null }) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['int']);
      const rows = await users.searchMembers({ search: options.search ?? null, first: first + 1, afterId: after ? (after[0] as number) : null });
      const items = rows.slice(0, first);
      return { items, hasNextPage: rows.length > first, endCursor: items.length > 0 ? encodeCursor([items[items.length - 1]!.id]) : null };
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
      const after = decodeCursor(options.after, ['text']);
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
    async moderationQueue(options: { first?: number | null; after?: string | null; search?: string | null }) {
      const first = pageSize(options.first);
      const after = decodeCursor(options.after, ['date', 'int']);
      const items = await comments.moderationQueue({
        first: first + 1,
        after: after ? { lastReportedAt: after[0] as Date, commentId: after[1] as number } : null,
        search: options.search ?? null,
      });
      const page = items.slice(0, first);
      const cursorOf = (item: ReportedComment) => encodeCursor([item.lastReportedAt.toISOString(), item.commentId]);
      return {
        items: page,
        hasNextPage: items.length > first,
        endCursor: page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
        search: options.search ?? null,
      };
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
        excerpt: outcome.excerpt,
        threadTitle: outcome.threadTitle,
        threadPath: outcome.threadPath,
      });
      return outcome;
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
      const items: AuditRecord[] = rows.slice(0, first).map(({ actor, ...row }) => ({ ...row, actorUsername: actor?.username ?? null }));
      return { items, hasNextPage: rows.length > first, endCursor: items.length > 0 ? encodeCursor([items[items.length - 1]!.id]) : null };
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
