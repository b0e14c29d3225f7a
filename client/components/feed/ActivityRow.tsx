import { Link } from 'react-router';
import { relativeTime, truncate } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import styles from './ActivityRow.module.css';

type ActivityRowProps = {
  entry: { commentId: number; username: string; opinionTitle: string; opinionSlug: string; createdAt: string };
  /** The sidebar cuts titles at 70 characters; the Latest Activity page does not. */
  titleLength?: number;
};

/** "@username made a comment on <opinion title>", linking to the comment. */
export function ActivityRow({ entry, titleLength }: ActivityRowProps) {
  const title = titleLength ? truncate(entry.opinionTitle, titleLength) : entry.opinionTitle;
  return (
    <>
      <Link className={styles.link} to={routePaths.opinionComment(entry.opinionSlug, entry.commentId)}>
        @{entry.username} made a comment on {title}
      </Link>{' '}
      <time className={styles.time} dateTime={entry.createdAt} suppressHydrationWarning>
        {relativeTime(entry.createdAt)}
      </time>
    </>
  );
}
