import { useState } from 'react';
import { ExternalLinks } from '../../components/encyclopedia/ExternalLinks.tsx';
import { HistoryAndDelete } from './HistoryAndDelete.tsx';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { DESCRIPTION_FIELD, titleField } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { countLabel } from '../../lib/count-labels.ts';
import { useCreateArgumentMutation } from '../../mutations/useCreateArgumentMutation.ts';
import { useDeleteEncyclopediaArtifactMutation } from '../../mutations/useDeleteEncyclopediaArtifactMutation.ts';
import { useEditPositionMutation } from '../../mutations/useEditPositionMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { ArgumentItem } from './ArgumentItem.tsx';
import type { PositionData, QuestionData, Rights } from './question-data.ts';
import styles from './QuestionPage.module.css';

type PositionColumnProps = { position: PositionData; question: QuestionData; rights: Rights; refresh: () => Promise<void>; hash: string };

/** One position: its text, links and arguments, with the contributors' controls. */
export function PositionColumn({ position, question, rights, refresh, hash }: PositionColumnProps) {
  const anchor = `pos-${position.databaseId}`;
  const [dialog, setDialog] = useState<'edit' | 'argument' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editPosition, editing] = useEditPositionMutation();
  const [createArgument, creating] = useCreateArgumentMutation();
  const [deleteArtifact, deleting] = useDeleteEncyclopediaArtifactMutation();
  const headingId = `${anchor}-title`;
  const saved = () => {
    setDialog(null);
    void refresh();
  };

  const remove = () => {
    if (!window.confirm(`Delete the position "${position.title}" with its arguments?`)) return;
    deleteArtifact(
      { input: { artifactType: 'POS', artifactId: position.databaseId } },
      { onSuccess: () => void refresh(), onFailure: (refusal) => setError(refusal.message) },
    );
  };

  return (
    <li id={anchor} tabIndex={-1} className={`${styles.position} ${anchoredItemClass(hash, anchor)}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.positionTitle}>
        {position.title}
      </h2>
      {position.description ? <p className={styles.description}>{position.description}</p> : null}
      <ExternalLinks
        links={position.links}
        artifactType="POS"
        artifactId={position.databaseId}
        latestRevisionId={position.latestRevisionId ?? null}
        canEdit={rights.contributor}
        onChanged={() => void refresh()}
        label={`Links about ${position.title}`}
        actionsClassName={styles.itemActions}
        actions={
          rights.contributor ? (
            <>
              <Button variant="ghost" onClick={() => setDialog('edit')} aria-label={`Edit position: ${position.title}`}>
                Edit
              </Button>
              <Button variant="ghost" onClick={() => setDialog('argument')} aria-label={`Add an argument for: ${position.title}`}>
                Add an argument
              </Button>
            </>
          ) : null
        }
        trailingActions={<HistoryAndDelete kind="pos" id={position.databaseId} title={position.title} canDelete={rights.canDelete} deleting={deleting} onDelete={remove} />}
      />
      <FormError message={error} />
      <h3 className={styles.argumentsHeading}>{countLabel(position.arguments.length, 'argument', 'arguments')}</h3>
      {position.arguments.length === 0 ? (
        <p className={styles.empty}>No arguments for this position yet.</p>
      ) : (
        <ul className={styles.arguments}>
          {position.arguments.map((argument) => (
            <ArgumentItem key={argument.databaseId} argument={argument} position={position} question={question} rights={rights} refresh={refresh} hash={hash} />
          ))}
        </ul>
      )}

      <ArtifactEditModal
        open={dialog === 'edit'}
        title="Edit position"
        onClose={() => setDialog(null)}
        formKey={position.latestRevisionId ?? 0}
        fields={[titleField('Position'), DESCRIPTION_FIELD]}
        initial={{ title: position.title, description: position.description }}
        submitLabel="Save changes"
        submitting={editing}
        onReload={() => void refresh()}
        onSubmit={(values, onFailure) => {
          const changes = {
            ...(values.title !== position.title ? { title: values.title } : {}),
            ...(values.description !== position.description ? { description: values.description } : {}),
          };
          if (Object.keys(changes).length === 0) return setDialog(null);
          editPosition({ input: { positionId: position.databaseId, baseRevisionId: position.latestRevisionId ?? 0, ...changes } }, { onSuccess: saved, onFailure });
        }}
      />
      <ArtifactEditModal
        open={dialog === 'argument'}
        title={`Add an argument for: ${position.title}`}
        onClose={() => setDialog(null)}
        formKey="new-argument"
        fields={[titleField('Argument'), DESCRIPTION_FIELD]}
        initial={{ title: '', description: '' }}
        submitLabel="Add argument"
        submitting={creating}
        onSubmit={(values, onFailure) =>
          createArgument({ input: { positionId: position.databaseId, title: values.title!, description: values.description! } }, { onSuccess: saved, onFailure })
        }
      />
    </li>
  );
}
