import { useId } from 'react';
import { Link } from 'react-router';
import { CommentBody } from '../../components/comments/CommentBody.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Badge } from './AdminParts.tsx';
import type { SuggestionItem } from './AdminSuggestionsQuery.ts';
import hub from './AdminHub.module.css';
import styles from './AdminOpinions.module.css';

type Props = {
  item: SuggestionItem;
  canCreate: boolean;
  /** Opens the opinion modal prefilled with this suggestion. */
  onCreate: (item: SuggestionItem) => void;
};

/** One suggestion from the Suggest page: who, when, what, how it was received, and what became of it. */
export function SuggestionCard({ item, canCreate, onCreate }: Props) {
  const headingId = useId();
  const author = item.authorUsername;
  return (
    <Card as="li" className={hub.card} aria-labelledby={headingId}>
      <div className={hub.cardHeader}>
        <h2 id={headingId} className={hub.cardTitle}>
          Suggestion by <Link to={routePaths.userProfile(author)}>{author}</Link>
        </h2>
        {item.opinion ? (
          <span className={hub.badges}>
            <Badge>Opinion created</Badge>
          </span>
        ) : null}
      </div>
      <p className={hub.meta}>
        On the <Link to={`/suggest#comment-${item.databaseId}`}>Suggest page</Link> · written{' '}
        <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time> · {countLabel(item.goodPoints, 'good point', 'good points')} ·{' '}
        {countLabel(item.replies, 'reply', 'replies')}
      </p>
      <div className={hub.commentText}>
        <CommentBody html={item.bodyHtml} />
      </div>
      {item.opinion ? (
        <p className={styles.made}>
          Became the opinion <Link to={routePaths.opinion(item.opinion.slug)}>{item.opinion.title}</Link>
        </p>
      ) : canCreate ? (
        <div className={hub.actions}>
          <Button variant="primary" onClick={() => onCreate(item)}>
            Create opinion from this suggestion
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
