import { useId, useState } from 'react';
import { TextItemForm } from '../../components/encyclopedia/TextItemForm.tsx';
import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { routePaths } from '../../lib/route-paths.ts';
import type { EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { useDeleteEncyclopediaArtifactMutation } from '../../mutations/useDeleteEncyclopediaArtifactMutation.ts';
import { useEditArgumentMutation } from '../../mutations/useEditArgumentMutation.ts';
import { useSetArgumentPositionMutation } from '../../mutations/useSetArgumentPositionMutation.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { PositionData, QuestionData, Rights } from './question-data.ts';
import styles from './QuestionPage.module.css';

type ArgumentData = PositionData['arguments'][number];
type ArgumentItemProps = { argument: ArgumentData; position: PositionData; question: QuestionData; rights: Rights; refresh: () => Promise<void>; hash: string };

/** One argument: its text and links; contributors edit it or move it to another position. */
export function ArgumentItem({ argument, position, question, rights, refresh, hash }: ArgumentItemProps) {
  const anchor = `arg-${argument.databaseId}`;
  const selectId = useId();
  const [editing, setEditing] = useState(false);
  const [positionId, setPositionId] = useState(position.databaseId);
  const [error, setError] = useState<string | null>(null);
  const [editArgument] = useEditArgumentMutation();
  const [moveArgument] = useSetArgumentPositionMutation();
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

  const finished = (done: (refusal: EncyclopediaRefusal | null) => void) => () => {
    done(null);
    setEditing(false);
    void refresh();
  };

  /** The text first (when changed), then the move, each from the revision the last one left. */
  const save = (values: { title: string; description: string }, done: (refusal: EncyclopediaRefusal | null) => void) => {
    const move = (baseRevisionId: number) => {
      if (positionId === position.databaseId) return finished(done)();
      moveArgument({ input: { argumentId: argument.databaseId, positionId, baseRevisionId } }, { onSuccess: finished(done), onFailure: done });
    };
    const changes = {
      ...(values.title !== argument.title ? { title: values.title } : {}),
      ...(values.description !== argument.description ? { description: values.description } : {}),
    };
    if (Object.keys(changes).length === 0) return move(argument.latestRevisionId ?? 0);
    editArgument(
      { input: { argumentId: argument.databaseId, baseRevisionId: argument.latestRevisionId ?? 0, ...changes } },
      { onSuccess: (edited) => move(edited.latestRevisionId ?? 0), onFailure: done },
    );
  };

  return (
    <li id={anchor} tabIndex={-1} className={`${styles.argument} ${anchoredItemClass(hash, anchor)}`}>
      <h4 className={styles.argumentTitle}>{argument.title}</h4>
      {argument.description ? <p className={styles.description}>{argument.description}</p> : null}
      <div className={styles.itemActions}>
        {rights.contributor ? (
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit argument: ${argument.title}`}>
            Edit
          </Button>
        ) : null}
        <ButtonLink variant="ghost" to={routePaths.history('arg', argument.databaseId)} aria-label={`History of the argument: ${argument.title}`}>
          History
        </ButtonLink>
        {rights.canDelete ? (
          <Button variant="ghost" className={styles.danger} onClick={remove} disabled={deleting} aria-label={`Delete argument: ${argument.title}`}>
            Delete
          </Button>
        ) : null}
      </div>
      <FormError message={error} />
      <Modal open={editing} onClose={close} title="Edit argument">
        <TextItemForm
          key={argument.latestRevisionId ?? 0}
          titleLabel="Argument"
          initial={{ title: argument.title, description: argument.description }}
          submitLabel="Save changes"
          onCancel={close}
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
        </TextItemForm>
      </Modal>
    </li>
  );
}
