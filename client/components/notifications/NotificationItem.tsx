import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { relativeTime } from '../../lib/formatting.ts';
import { likedRevisionHeadline, revisionHeadline } from '../../lib/revision-words.ts';
import type { NotificationItem_notification$key } from './__generated__/NotificationItem_notification.graphql.ts';
import styles from './NotificationItem.module.css';

const notificationItemFragment = graphql`
  fragment NotificationItem_notification on Notification {
    kind
    actionName
    argsJson
    artifactTitle
    url
    body
    actorUsername
    createdAt
  }
`;

type Notification = { kind: string; actionName: string; argsJson: string; artifactTitle: string; actorUsername: string; body: string };

/** ArgsJSON's FieldName (a reply or a comment on one's opinion); '' when absent or unreadable. */
function fieldName(argsJson: string): string {
  try {
    const args = JSON.parse(argsJson) as { FieldName?: unknown };
    return typeof args.FieldName === 'string' ? args.FieldName : '';
  } catch {
    return '';
  }
}

function headline(notification: Notification): string {
  const who = notification.actorUsername || 'Someone';
  const on = notification.artifactTitle ? ` on "${notification.artifactTitle}"` : '';
  switch (notification.kind) {
    case 'COMMENT':
      return fieldName(notification.argsJson) === 'reply' ? `${who} replied to you${on}` : `${who} commented${on}`;
    case 'LIKE_COMMENT':
      return `${who} gave your comment a good point${on}`;
    case 'LIKE_REV':
      return likedRevisionHeadline(who, notification.artifactTitle);
    case 'REVISION':
      // Someone changed an encyclopedia item the member follows.
      return revisionHeadline(who, notification.actionName, fieldName(notification.argsJson), notification.artifactTitle);
    case 'MILESTONE':
      return notification.body || 'You reached a milestone';
    case 'SUGGESTION':
      // "Your suggestion became an opinion: {title}": the sentence is the notification.
      return notification.body || `Your suggestion became an opinion: ${notification.artifactTitle}`;
    case 'MODERATION':
      // A warning is about the member, not a comment: its title is the headline.
      if (notification.actionName === 'Warning') return notification.artifactTitle || 'A warning from the moderators';
      return `A moderator reviewed your comment${on}`;
    default:
      return notification.artifactTitle || 'Notification';
  }
}

/** One notification, linking to its URL. */
export function NotificationItem({ notificationRef }: { notificationRef: NotificationItem_notification$key }) {
  const notification = useFragment(notificationItemFragment, notificationRef);
  const showBody = notification.kind !== 'MILESTONE' && notification.kind !== 'SUGGESTION' && notification.body !== '';
  return (
    <Link to={notification.url} className={styles.item}>
      <span className={styles.headline}>{headline(notification)}</span>
      {showBody ? <span className={styles.body}>{notification.body}</span> : null}
      <time className={styles.time} dateTime={notification.createdAt} suppressHydrationWarning>
        {relativeTime(notification.createdAt)}
      </time>
    </Link>
  );
}
