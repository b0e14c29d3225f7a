import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { OpinionModal, type OpinionModalMode } from '../../components/opinionWriting/OpinionModal.tsx';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useRestoreOpinionMutation } from '../../mutations/useAdminOpinionMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ActionDialog, AuditNoteField } from './AdminParts.tsx';
import type { RemovedOpinionItem } from './AdminRemovedOpinionsQuery.ts';
import type { RemovedOpinionCard_opinion$key } from './__generated__/RemovedOpinionCard_opinion.graphql.ts';
import hub from './AdminHub.module.css';
import styles from './AdminOpinions.module.css';

const opinionFragment = graphql`
  fragment RemovedOpinionCard_opinion on Opinion {
    id
    databaseId
    slug
    title
    createdAt
    topics {
      id
      slug
      title
    }
  }
`;

type Props = {
  item: RemovedOpinionItem;
  canRestore: boolean;
  canEdit: boolean;
  onRestored: (opinion: { id: string; title: string }) => void;
  /** Another admin restored it first (409): the list reloads. */
  onConflict: (message: string) => void;
};

/** One deleted opinion: what it says, when and by whom it was deleted, Restore and Edit. */
export function RemovedOpinionCard({ item, canRestore, canEdit, onRestored, onConflict }: Props) {
  const opinion = useFragment<RemovedOpinionCard_opinion$key>(opinionFragment, item.opinion);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [editing, setEditing] = useState<OpinionModalMode | null>(null);
  const [restore, restoring] = useRestoreOpinionMutation();

  const submit = () =>
    restore(
      { input: { opinionId: opinion.id, note: note.trim() || null } },
      {
        onSuccess: () => {
          setConfirming(false);
          onRestored({ id: opinion.id, title: opinion.title });
        },
        onFailure: (failure) => {
          if (failure.type === 'ConflictError') {
            setConfirming(false);
            onConflict(failure.message);
          } else setError({ message: failure.message, field: failure.field });
        },
      },
    );

  const deleted = item.deletedAt ? <time dateTime={item.deletedAt}>{relativeTime(item.deletedAt)}</time> : 'at a time not recorded';
  return (
    <Card as="li" className={hub.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${hub.cardTitle} ${styles.opinionTitle}`}>
        <Link to={routePaths.opinion(opinion.slug)}>{opinion.title}</Link>
      </h2>
      <p className={hub.meta}>
        Deleted {deleted}
        {item.deletedBy ? (
          <>
            {' '}
            by <Link to={routePaths.userProfile(item.deletedBy)}>{item.deletedBy}</Link>
          </>
        ) : null}{' '}
        · written <time dateTime={opinion.createdAt}>{relativeTime(opinion.createdAt)}</time>
      </p>
      <p className={styles.topics}>
        <span className={hub.parentLabel}>Topics:</span>{' '}
        {opinion.topics.length > 0 ? opinion.topics.map((topic) => topic.title).join(', ') : <span className={hub.muted}>none</span>}
      </p>
      {item.note ? (
        <p className={styles.note}>
          <span className={hub.parentLabel}>Note:</span> {item.note}
        </p>
      ) : null}
      {canRestore || canEdit ? (
        <div className={hub.actions}>
          {canRestore ? (
            <Button
              variant="primary"
              onClick={() => {
                setError(null);
                setConfirming(true);
              }}
            >
              Restore
            </Button>
          ) : null}
          {canEdit ? (
            <Button onClick={() => setEditing({ kind: 'edit', opinion: { id: opinion.id, title: opinion.title, topics: opinion.topics } })}>Edit</Button>
          ) : null}
        </div>
      ) : null}
      <ActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Restore this opinion?"
        submitLabel="Restore opinion"
        busy={restoring}
        error={error && error.field !== 'note' ? error.message : null}
        onSubmit={submit}
      >
        <blockquote className={`${hub.parent} ${hub.dialogQuote}`}>{opinion.title}</blockquote>
        <p className={hub.intro}>It shows again on its page, in the feeds and in search, and its creator gets the karma back.</p>
        <AuditNoteField value={note} onChange={setNote} refusal={error} clearRefusal={() => setError(null)} />
      </ActionDialog>
      <OpinionModal mode={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
