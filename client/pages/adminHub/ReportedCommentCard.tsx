import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CommentBody } from '../../components/comments/CommentBody.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useDecideReportedCommentMutation } from '../../mutations/useAdminHubMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import type { ReportedComment } from './AdminModerationQuery.ts';
import { ActionDialog, AuditNoteField, Badge } from './AdminParts.tsx';
import styles from './AdminHub.module.css';

export type DecidedComment = { commentId: string; decision: 'DISMISS' | 'DELETE'; author: string };

const decisionTexts = {
  DISMISS: {
    title: 'Dismiss the reports?',
    submit: 'Dismiss reports',
    consequence: 'The comment stays (a hidden one shows again). Its author is told a moderator reviewed it.',
  },
  DELETE: {
    title: 'Delete this comment?',
    submit: 'Delete comment',
    consequence: 'The comment is deleted and reads “[This comment was flagged]” to everyone. Its author is told.',
  },
} as const;

type Props = {
  item: ReportedComment;
  canDelete: boolean;
  onDecided: (outcome: DecidedComment) => void;
  /** Another moderator decided first (409): the queue reloads. */
  onConflict: (message: string) => void;
};

/** One reported comment: what was said and where, who reported it and why, the author's record, the decision. */
export function ReportedCommentCard({ item, canDelete, onDecided, onConflict }: Props) {
  const headingId = useId();
  const [decision, setDecision] = useState<'DISMISS' | 'DELETE' | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [decide, deciding] = useDecideReportedCommentMutation();
  const author = item.author.username;

  const open = (next: 'DISMISS' | 'DELETE') => {
    setDecision(next);
    setError(null);
  };
  const submit = () => {
    if (!decision) return;
    const chosen = decision;
    decide(
      { input: { commentId: item.commentId, decision: chosen, note: note.trim() || null } },
      {
        onSuccess: () => {
          setDecision(null);
          onDecided({ commentId: item.commentId, decision: chosen, author });
        },
        onFailure: (failure) => {
          if (failure.type === 'ConflictError') {
            setDecision(null);
            onConflict(failure.message);
          } else setError({ message: failure.message, field: failure.field });
        },
      },
    );
  };

  const reasons = [
    item.uncivil > 0 ? `${item.uncivil} Uncivil` : null,
    item.unproductive > 0 ? `${item.unproductive} Unproductive` : null,
  ].filter(Boolean);
  const texts = decision ? decisionTexts[decision] : null;

  return (
    <Card as="li" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          Comment by <Link to={routePaths.userProfile(author)}>{author}</Link>
        </h2>
        <span className={styles.badges}>
          {item.hidden ? <Badge tone="warning">Hidden by reports</Badge> : null}
          {item.deleted ? <Badge>Already deleted</Badge> : null}
        </span>
      </div>
      <p className={styles.meta}>
        On <Link to={`${item.threadPath}#comment-${item.databaseId}`}>{item.threadTitle}</Link> · written{' '}
        <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
      </p>
      {item.parentExcerpt ? (
        <blockquote className={styles.parent}>
          <span className={styles.parentLabel}>In reply to</span> {item.parentExcerpt}
        </blockquote>
      ) : null}
      <div className={styles.commentText}>
        <CommentBody html={item.bodyHtml} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Reports</dt>
          <dd>
            {countLabel(item.reporters, 'member', 'members')}
            {reasons.length > 0 ? `: ${reasons.join(', ')}` : ''} · last{' '}
            <time dateTime={item.lastReportedAt}>{relativeTime(item.lastReportedAt)}</time>
            {item.firstReportedAt !== item.lastReportedAt ? (
              <>
                , first <time dateTime={item.firstReportedAt}>{relativeTime(item.firstReportedAt)}</time>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{author}’s record</dt>
          <dd>
            {countLabel(item.author.comments, 'comment', 'comments')}, {item.author.deletedByModerators} deleted by moderators,{' '}
            {countLabel(item.author.reportsDecidedAgainst, 'report upheld', 'reports upheld')}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => open('DISMISS')}>Dismiss</Button>
        {canDelete ? (
          <Button className={styles.dangerOutline} onClick={() => open('DELETE')}>
            Delete
          </Button>
        ) : null}
        <Link to={routePaths.adminMembers(author)} className={styles.pushRight}>
          Warn or suspend {author}
        </Link>
      </div>
      <ActionDialog
        open={texts !== null}
        onClose={() => setDecision(null)}
        title={texts?.title ?? ''}
        submitLabel={texts?.submit ?? ''}
        busy={deciding}
        error={error && error.field !== 'note' ? error.message : null}
        danger={decision === 'DELETE'}
        onSubmit={submit}
      >
        <blockquote className={`${styles.parent} ${styles.dialogQuote}`}>
          <span className={styles.parentLabel}>{author} wrote</span> {item.excerpt}
        </blockquote>
        <p className={styles.intro}>{texts?.consequence}</p>
        <AuditNoteField value={note} onChange={setNote} refusal={error} clearRefusal={() => setError(null)} />
      </ActionDialog>
    </Card>
  );
}
