// Notifications: the only writer of Notification and of User.notificationsReadAt. Other modules
// call createNotification after their own write has committed; each new notification is
// published once, to the recipient's topic, for the live red dot.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { AppPubSub, NotificationEvent } from '../../realtime/pubsub.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

export type NotificationKind = 'MILESTONE' | 'LIKE_COMMENT' | 'COMMENT' | 'LIKE_REV';

export type NewNotification = {
  /** Who receives it. */
  userId: number;
  kind: NotificationKind;
  /** Who caused it (null for system events such as milestones). */
  actorId?: number | null;
  /** Spec 3 action names, e.g. CommentInit, CommentLike. */
  actionName?: string;
  /** Free-form arguments (spec: ArgsJSON, e.g. { FieldName }). */
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

function toEvent(row: EventRow): NotificationEvent {
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

export function createNotificationService(dependencies: { prisma: PrismaClient; pubsub: AppPubSub }) {
  const { prisma, pubsub } = dependencies;

  return {
    /**
     * Creates one notification and publishes it to the recipient's live topic. Call it after
     * your own write has committed (the event must never announce something rolled back).
     * Nobody is notified about their own actions: actorId === userId creates nothing.
     */
    async createNotification(input: NewNotification): Promise<NotificationEvent | null> {
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
      const event = toEvent(row as EventRow);
      pubsub.publish('notifications', input.userId, event);
      return event;
    },

    /** The newest notifications of a user, newest first. */
    async listFor(userId: number, limit = PAGE_SIZE): Promise<NotificationEvent[]> {
      const rows = await prisma.notification.findMany({
        where: { recipientId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: Math.min(Math.max(limit, 1), PAGE_SIZE),
        select: eventSelect,
      });
      return (rows as EventRow[]).map(toEvent);
    },

    async byId(id: number): Promise<NotificationEvent | null> {
      const row = await prisma.notification.findUnique({ where: { id }, select: eventSelect });
      return row ? toEvent(row as EventRow) : null;
    },

    /** Clears the red dot: everything up to now counts as read. */
    async markRead(userId: number, now = new Date()): Promise<Date> {
      await prisma.user.update({ where: { id: userId }, data: { notificationsReadAt: now } });
      return now;
    },
  };
}
