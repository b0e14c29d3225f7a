import { responseTypeLabels, type ChosenResponseType } from '../../lib/comment-labels.ts';
import styles from './CommentTypeBadge.module.css';

const badgeClasses: Record<ChosenResponseType, string> = {
  PRO: styles.pro,
  CON: styles.con,
  NEUTRAL: styles.neutral,
  COMMENTARY: styles.commentary,
};

/**
 * A comment's type (For, Against, Mixed, Commentary) as one badge wherever a comment shows: the
 * opinion's thread, a person's comment history. Nothing for a comment without a chosen type.
 * Takes the GraphQL enum (PRO) or the REST-shaped name (pro).
 */
export function CommentTypeBadge({ responseType }: { responseType: string }) {
  const type = responseType.toUpperCase();
  if (!(type in responseTypeLabels)) return null;
  const chosen = type as ChosenResponseType;
  return <span className={[styles.badge, badgeClasses[chosen]].join(' ')}>{responseTypeLabels[chosen]}</span>;
}
