// A notification as its recipient sees it: in the list, in the live subscription (where it
// crosses Redis as JSON, hence the string date) and in the REST answer.

export type NotificationKind = 'MILESTONE' | 'LIKE_COMMENT' | 'COMMENT' | 'LIKE_REV' | 'MODERATION' | 'SUGGESTION' | 'REVISION';

export type NotificationMessage = {
  id: number;
  recipientId: number;
  kind: NotificationKind;
  actionName: string;
  argsJson: string;
  artifactTitle: string;
  url: string;
  body: string;
  actorUsername: string;
  actorFullName: string;
  /** ISO 8601. */
  createdAt: string;
};
