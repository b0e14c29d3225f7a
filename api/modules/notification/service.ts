// Notifications: the only writer of Notification. They are made in reaction to domain events
// (a reply, a good point, a milestone: api/event-subscriptions.ts), after the event's own write
// has committed; each new one is announced as notification.created, which the live red dot
// hangs off. When someone last read theirs is kept on their User row (the user module writes it).
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import type { NotificationKind, NotificationMessage } from '../../domain/notification-message.ts';
import type { ViewerIdentity } from '../../domain/viewer.ts';
import type { DomainEventPublisher, DomainEvents } from '../../events/domain-events.ts';
import type { UserService } from '../user/service.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

export type NewNotification = {
  /** Who receives it. */
  userId: number;
  kind: NotificationKind;
  /** Who caused it (null for system events such as milestones). */
  actorId?: number | null;
  /** Action names (docs/product.md#notifications), e.g. CommentInit, CommentLike. */
  actionName?: string;
  /** Free-form arguments (ArgsJSON in the REST API, e.g. { FieldName }). */
  args?: Record<string, unknown>;
  artifactTitle?: string;
  /** Where the notification leads: a path on this site. */
  url: string;
  /** A short text: an excerpt of a reply, the name of an award. */
  body?: string;
};

const BODY_MAX = 280;
const PAGE_SIZE = 50;

const eventSelect = {
  id: true,
  recipientId: true,
  kind: true,
  actionName: true,
  argsJson: true,
  artifactTitle: true,
  url: true,
  body: true,
  createdAt: true,
  actor: { select: { username: true, fullName: true } },
} as const;

type EventRow = {
  id: number;
  recipientId: number;
  kind: NotificationKind;
  actionName: string;
  argsJson: unknown;
  artifactTitle: string;
  url: string;
  body: string;
  createdAt: Date;
  actor: { username: string; fullName: string } | null;
};

function toMessage(row: EventRow): NotificationMessage {
  return {
    id: row.id,
    recipientId: row.recipientId,
    kind: row.kind,
    actionName: row.actionName,
    argsJson: JSON.stringify(row.argsJson ?? {}),
    artifactTitle: row.artifactTitle,
    url: row.url,
    body: row.body,
    actorUsername: row.actor?.username ?? '',
    actorFullName: row.actor?.fullName ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only a path on this site: a notification must never send anyone elsewhere. */
function sitePath(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}

function commentAnchor(path: string, commentId: number): string {
  return `${path}#comment-${commentId}`;
}

export function createNotificationService(dependencies: { prisma: PrismaClient; events: DomainEventPublisher; users: UserService }) {
  const { prisma, events, users } = dependencies;

  const service = {
    /**
     * Creates one notification and publishes it to the recipient's live topic. Call it after
     * your own write has committed (the event must never announce something rolled back).
     * Nobody is notified about their own actions: actorId === userId creates nothing.
     */
    async createNotification(input: NewNotification): Promise<NotificationMessage | null> {
      if (input.actorId != null && input.actorId === input.userId) return null;
      const row = await prisma.notification.create({
        data: {
          recipientId: input.userId,
          actorId: input.actorId ?? null,
          kind: input.kind,
          actionName: input.actionName ?? '',
          argsJson: (input.args ?? {}) as object,
          artifactTitle: (input.artifactTitle ?? '').slice(0, 300),
          url: sitePath(input.url),
          body: (input.body ?? '').slice(0, BODY_MAX),
        },
        select: eventSelect,
      });
      const message = toMessage(row as EventRow);
      await events.publish('notification.created', message);
      return message;
    },

    /** The newest notifications of a user, newest first. */
    async listFor(userId: number, limit = PAGE_SIZE): Promise<NotificationMessage[]> {
      const rows = await prisma.notification.findMany({
        where: { recipientId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: Math.min(Math.max(limit, 1), PAGE_SIZE),
        select: eventSelect,
      });
      return (rows as EventRow[]).map(toMessage);
    },

    async byId(id: number): Promise<NotificationMessage | null> {
      const row = await prisma.notification.findUnique({ where: { id }, select: eventSelect });
      return row ? toMessage(row as EventRow) : null;
    },

    /** True when a notification arrived after the viewer last opened their notifications. */
    async hasUnread(viewer: ViewerIdentity): Promise<boolean> {
      const newest = await prisma.notification.findFirst({
        where: {
          recipientId: viewer.userId,
          ...(viewer.notificationsReadAt ? { createdAt: { gt: viewer.notificationsReadAt } } : {}),
        },
        select: { id: true },
      });
      return newest !== null;
    },

    /** Clears the red dot: everything up to now counts as read. */
    async markRead(userId: number, now = new Date()): Promise<Date> {
      await users.setNotificationsReadAt(userId, now);
      return now;
    },

    // ── Reactions (api/event-subscriptions.ts) ──

    /** A reply tells the person replied to; a top-level comment tells the opinion's creator. */
    async notifyAboutComment(event: DomainEvents['comment.posted']): Promise<void> {
      const recipientId = event.parentAuthorId ?? event.thread.ownerId;
      if (recipientId === null) return;
      await service.createNotification({
        userId: recipientId,
        kind: 'COMMENT',
        actorId: event.authorId,
        actionName: 'CommentInit',
        args: { FieldName: event.parentAuthorId === null ? 'opinion' : 'reply' },
        artifactTitle: event.thread.title,
        url: commentAnchor(event.thread.path, event.commentId),
        body: event.excerpt,
      });
    },

    /** Tells the author their comment got a good point. */
    async notifyAboutGoodPoint(event: DomainEvents['comment.liked']): Promise<void> {
      await service.createNotification({
        userId: event.authorId,
        kind: 'LIKE_COMMENT',
        actorId: event.likerId,
        actionName: 'CommentLike',
        args: {},
        artifactTitle: event.thread.title,
        url: commentAnchor(event.thread.path, event.commentId),
        body: event.excerpt,
      });
    },

    /** Tells the author what a moderator decided about their reported comment. */
    async announceModeration(event: DomainEvents['comment.moderated']): Promise<void> {
      await service.createNotification({
        userId: event.authorId,
        kind: 'MODERATION',
        actionName: event.decision === 'DELETE' ? 'CommentRemoved' : 'CommentReportsDismissed',
        args: { Decision: event.decision },
        artifactTitle: event.threadTitle,
        url: event.decision === 'DELETE' ? event.threadPath : commentAnchor(event.threadPath, event.commentId),
        body:
          event.decision === 'DELETE'
            ? `A moderator removed your comment${event.reported ? ' after members reported it' : ''}: "${event.excerpt}"`
            : `A moderator reviewed the reports on your comment and it stays up: "${event.excerpt}"`,
      });
    },

    /** A moderator's warning, in their words. */
    async announceWarning(event: DomainEvents['member.warned']): Promise<void> {
      await service.createNotification({
        userId: event.userId,
        kind: 'MODERATION',
        actionName: 'Warning',
        args: {},
        artifactTitle: 'A warning from the moderators',
        url: '/terms-of-service',
        body: event.message,
      });
    },

    /** An admin made an opinion from the member's suggestion: it links to the opinion. */
    async announceOpinionFromSuggestion(event: DomainEvents['opinion.createdFromSuggestion']): Promise<void> {
      await service.createNotification({
        userId: event.suggesterId,
        kind: 'SUGGESTION',
        actorId: event.authorId,
        actionName: 'SuggestionAccepted',
        args: {},
        artifactTitle: event.title,
        url: event.path,
        body: `Your suggestion became an opinion: ${event.title}`,
      });
    },

    /**
     * A change to an encyclopedia item members follow (or to something in a question they
     * follow): each follower hears of it, the author never. ActionName is the revision's
     * (ConvoEditTextField, ArgSetPos, ...), ArgsJSON's FieldName the field it changed.
     */
    async notifyFollowersOfRevision(event: DomainEvents['encyclopedia.revised']): Promise<void> {
      for (const userId of event.followerIds) {
        await service.createNotification({
          userId,
          kind: 'REVISION',
          actorId: event.authorId,
          actionName: event.actionName,
          args: { FieldName: event.fieldName ?? '' },
          artifactTitle: event.artifactTitle,
          url: event.path,
          body: event.excerpt,
        });
      }
    },

    /** Tells the author of an encyclopedia revision that someone liked it (LikeRev), linking to it in the history. */
    async notifyAboutRevisionLike(event: DomainEvents['revision.liked']): Promise<void> {
      await service.createNotification({
        userId: event.authorId,
        kind: 'LIKE_REV',
        actorId: event.likerId,
        actionName: event.actionName,
        args: { FieldName: event.fieldName ?? '', RevisionID: event.revisionId },
        artifactTitle: event.artifactTitle,
        url: event.path,
      });
    },

    /** Crossing a level or award threshold: a Milestone notification linking to the profile. */
    async announceMilestone(event: DomainEvents['milestone.reached']): Promise<void> {
      await service.createNotification({
        userId: event.userId,
        kind: 'MILESTONE',
        actionName: 'Milestone',
        args: { FieldName: event.kind, Threshold: event.threshold },
        url: `/u/${encodeURIComponent(event.username)}`,
        body: event.text,
      });
    },

    // ── The owner's data (docs/product.md#your-data). ──

    personalDataOf(userId: number) {
      return prisma.notification.findMany({
        where: { recipientId: userId },
        select: { kind: true, artifactTitle: true, url: true, body: true, createdAt: true },
        orderBy: { id: 'asc' },
      });
    },

    /** Notifications to them, and those their actions sent others (which name them), go. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.notification.deleteMany({ where: { OR: [{ recipientId: userId }, { actorId: userId }] } });
    },
  };
  return service;
}
