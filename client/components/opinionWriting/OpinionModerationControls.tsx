import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSetOpinionDeletedMutation } from '../../mutations/useSetOpinionDeletedMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { OpinionModal, type OpinionModalMode } from './OpinionModal.tsx';
import type { OpinionModerationControls_opinion$key } from './__generated__/OpinionModerationControls_opinion.graphql.ts';
import type { OpinionModerationControls_viewer$key } from './__generated__/OpinionModerationControls_viewer.graphql.ts';
import styles from './OpinionModerationControls.module.css';

const opinionFragment = graphql`
  fragment OpinionModerationControls_opinion on Opinion {
    id
    title
    deleted
    topics {
      id
      slug
      title
    }
  }
`;

const viewerFragment = graphql`
  fragment OpinionModerationControls_viewer on Viewer {
    canDeleteContent
    role
  }
`;

type Props = { opinionRef: OpinionModerationControls_opinion$key; viewerRef: OpinionModerationControls_viewer$key };

/**
 * Edit and delete on the opinion page, by permission (docs/product.md#permissions): CanDeleteContent
 * edits and deletes; contributors and admins edit. Deleting asks for confirmation.
 */
export function OpinionModerationControls({ opinionRef, viewerRef }: Props) {
  const opinion = useFragment(opinionFragment, opinionRef);
  const viewer = useFragment(viewerFragment, viewerRef);
  const [modalMode, setModalMode] = useState<OpinionModalMode | null>(null);
  const [setDeleted, isChanging] = useSetOpinionDeletedMutation();
  const canEdit = viewer.canDeleteContent || viewer.role === 'CONTRIBUTOR' || viewer.role === 'ADMIN';
  if (!canEdit) return null;

  const toggleDeleted = () => {
    if (!opinion.deleted && !window.confirm('Delete this opinion?')) return;
    setDeleted(opinion.id, !opinion.deleted, (message) => window.alert(message));
  };

  return (
    <div className={styles.controls} role="group" aria-label="Moderation">
      <Button
        variant="secondary"
        onClick={() => setModalMode({ kind: 'edit', opinion: { id: opinion.id, title: opinion.title, topics: opinion.topics } })}
      >
        Edit
      </Button>
      {viewer.canDeleteContent ? (
        <Button variant="secondary" onClick={toggleDeleted} disabled={isChanging}>
          {opinion.deleted ? 'Restore' : 'Delete'}
        </Button>
      ) : null}
      <OpinionModal mode={modalMode} onClose={() => setModalMode(null)} />
    </div>
  );
}
