// Notifications (docs/product.md#notifications): the viewer's list, marking them read (clears the
// red dot), and the live notificationAdded subscription that sets the dot without a reload.
import { parseDatabaseId } from '../../domain/database-ids.ts';
import { AuthError } from '../../domain/errors.ts';
import type { NotificationMessage } from '../../domain/notification-message.ts';
import { builder } from '../../schema/builder.ts';
import { ViewerRef } from '../user/schema.ts';

const NotificationKindEnum = builder.enumType('NotificationKind', {
  description: 'What happened (REST Kind: Milestone, LikeComment, Comment, LikeRev, Moderation, Suggestion, Revision).',
  values: {
    MILESTONE: { description: 'A level or award was reached.' },
    LIKE_COMMENT: { description: 'Someone gave your comment a good point.' },
    COMMENT: { description: 'Someone replied to you or commented on your opinion.' },
    LIKE_REV: { description: 'Someone liked your revision.' },
    MODERATION: { description: "A moderator decided about your reported comment." },
    SUGGESTION: { description: 'An admin made an opinion from your suggestion.' },
    REVISION: { description: 'Someone changed an encyclopedia item you follow (ActionName says how, ArgsJSON FieldName which field).' },
  } as const,
});

export const NotificationRef = builder.objectRef<NotificationMessage>('Notification');

builder.node(NotificationRef, {
  description: 'Something that happened that concerns the viewer.',
  id: { resolve: (notification) => notification.id },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'recipientId' in value && 'actionName' in value,
  loadOne: async (id, context) => {
    const notificationId = parseDatabaseId(id);
    if (!context.viewer || notificationId === null) return null;
    const notification = await context.services.notifications.byId(notificationId);
    // Only the recipient may read a notification.
    return notification && notification.recipientId === context.viewer.userId ? notification : null;
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id (EventID in the REST API).' }),
    kind: t.field({ type: NotificationKindEnum, description: 'What happened.', resolve: (n) => n.kind }),
    actionName: t.exposeString('actionName', {
      description: 'The action name (ActionName in the REST API), e.g. CommentInit, CommentLike, ConvoEditTextField, ArgSetPos (for LikeRev: the liked revision’s).',
    }),
    argsJson: t.exposeString('argsJson', { description: 'Arguments as a JSON object text (e.g. FieldName).' }),
    artifactTitle: t.exposeString('artifactTitle', { description: 'Title of what it is about (an opinion...).' }),
    url: t.exposeString('url', { description: 'Where it leads: a path on this site.' }),
    body: t.exposeString('body', { description: 'A short text, e.g. the start of a reply.' }),
    actorUsername: t.exposeString('actorUsername', { description: 'Who did it (cased username); empty for system events.' }),
    actorFullName: t.exposeString('actorFullName', { description: 'Their full name; may be empty.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (n) => new Date(n.createdAt) }),
  }),
});

builder.objectField(ViewerRef, 'notifications', (t) =>
  t.field({
    type: [NotificationRef],
    description: "The viewer's newest notifications (up to 50), newest first; empty when logged out.",
    resolve: (viewer, _args, context) => (viewer.identity ? context.services.notifications.listFor(viewer.identity.userId) : []),
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: ViewerRef,
    description: 'The viewer has seen their notifications: clears NewNotification (the red dot).',
    authScopes: { loggedIn: true },
    errors: { types: [AuthError] },
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer!;
      viewer.notificationsReadAt = await context.services.notifications.markRead(viewer.userId);
      return { identity: viewer };
    },
  }),
);

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: NotificationRef,
    description: "Each new notification of the viewer, as it is created (sets the red dot live).",
    authScopes: { loggedIn: true },
    subscribe: (_root, _args, context) => context.live.subscribe('notifications', context.viewer!.userId),
    resolve: (event) => event,
  }),
);
