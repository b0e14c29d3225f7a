import { useId, useState } from 'react';
import { ExternalLinks } from '../../components/encyclopedia/ExternalLinks.tsx';
import { HistoryAndDelete } from './HistoryAndDelete.tsx';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { DESCRIPTION_FIELD, titleField, type TextValues } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { anchoredItemClass } from '../../ui/anchored-list.ts';
import type { EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { useDeleteEncyclopediaArtifactMutation } from '../../mutations/useDeleteEncyclopediaArtifactMutation.ts';
import { useEditArgumentMutation } from '../../mutations/useEditArgumentMutation.ts';
import { useSetArgumentPositionMutation } from '../../mutations/useSetArgumentPositionMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import type { PositionData, QuestionData, Rights } from './question-data.ts';
import styles from './QuestionPage.module.css';

type ArgumentData = PositionData['arguments'][number];
type ArgumentItemProps = { argument: ArgumentData; position: PositionData; question: QuestionData; rights: Rights; refresh: () => Promise<void>; hash: string };

/** One argument: its text and links; contributors edit it, add links, or move it to another position. */
export function ArgumentItem({ argument, position, question, rights, refresh, hash }: ArgumentItemProps) {
  const anchor = `arg-${argument.databaseId}`;
  const selectId = useId();
  const [editing, setEditing] = useState(false);
  const [positionId, setPositionId] = useState(position.databaseId);
  const [error, setError] = useState<string | null>(null);
  const [editArgument, savingText] = useEditArgumentMutation();
  const [moveArgument, moving] = useSetArgumentPositionMutation();
  const [deleteArtifact, deleting] = useDeleteEncyclopediaArtifactMutation();

  const remove = () => {
    if (!window.confirm(`Delete the argument "${argument.title}"?`)) return;
    deleteArtifact(
      { input: { artifactType: 'ARG', artifactId: argument.databaseId } },
      { onSuccess: () => void refresh(), onFailure: (refusal) => setError(refusal.message) },
    );
  };

  const close = () => {
    setEditing(false);
    setPositionId(position.databaseId);
  };

  const finished = () => {
    setEditing(false);
    void refresh();
  };

  /** The text first (when changed), then the move, each from the revision the last one left. */
  const save = (values: TextValues, onFailure: (refusal: EncyclopediaRefusal) => void) => {
    const move = (baseRevisionId: number) => {
      if (positionId === position.databaseId) return finished();
      moveArgument({ input: { argumentId: argument.databaseId, positionId, baseRevisionId } }, { onSuccess: finished, onFailure });
    };
    const changes = {
      ...(values.title !== argument.title ? { title: values.title } : {}),
      ...(values.description !== argument.description ? { description: values.description } : {}),
    };
    if (Object.keys(changes).length === 0) return move(argument.latestRevisionId ?? 0);
    editArgument(
      { input: { argumentId: argument.databaseId, baseRevisionId: argument.latestRevisionId ?? 0, ...changes } },
      { onSuccess: (edited) => move(edited.latestRevisionId ?? 0), onFailure },
    );
  };

  return (
    <li id={anchor} tabIndex={-1} className={`${styles.argument} ${anchoredItemClass(hash, anchor)}`}>
      <h4 className={styles.argumentTitle}>{argument.title}</h4>
      {argument.description ? <p className={styles.description}>{argument.description}</p> : null}
      <ExternalLinks
        links={argument.links}
        artifactType="ARG"
        artifactId={argument.databaseId}
        latestRevisionId={argument.latestRevisionId ?? null}
        canEdit={rights.contributor}
        onChanged={() => void refresh()}
        label={`Links about ${argument.title}`}
        actionsClassName={styles.itemActions}
        actions={
          rights.contributor ? (
            <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit argument: ${argument.title}`}>
              Edit
            </Button>
          ) : null
        }
        trailingActions={<HistoryAndDelete kind="arg" id={argument.databaseId} title={argument.title} canDelete={rights.canDelete} deleting={deleting} onDelete={remove} />}
      />
      <FormError message={error} />
      <ArtifactEditModal
        open={editing}
        title="Edit argument"
        onClose={close}
        formKey={argument.latestRevisionId ?? 0}
        fields={[titleField('Argument'), DESCRIPTION_FIELD]}
        initial={{ title: argument.title, description: argument.description }}
        submitLabel="Save changes"
        submitting={savingText || moving}
        onReload={() => void refresh()}
        onSubmit={save}
        extraDirty={positionId !== position.databaseId}
      >
        {question.positions.length > 1 ? (
          <div className={styles.selectField}>
            <label htmlFor={selectId}>Supports the position</label>
            <select id={selectId} value={positionId} onChange={(event) => setPositionId(Number(event.target.value))}>
              {question.positions.map((option) => (
                <option key={option.databaseId} value={option.databaseId}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </ArtifactEditModal>
    </li>
  );
}
