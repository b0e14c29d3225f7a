// A user tag's actions that ask first: rename (the new name) and delete (how many members lose
// it). A tag another admin deleted meanwhile closes the dialog and is reported by the screen.
import { useState } from 'react';
import { countLabel } from '../../lib/count-labels.ts';
import type { AdminFailure } from '../../mutations/useAdminHubMutations.ts';
import { useDeleteUserTagMutation, useRenameUserTagMutation, type AdminUserTagRow } from '../../mutations/useUserTagMutations.ts';
import { TextField } from '../../ui/TextField.tsx';
import { ActionDialog } from './AdminParts.tsx';
import { useDialogOutcome } from './MemberDialogs.tsx';
import styles from './AdminHub.module.css';

/** Tag names are 3-60 characters, unique in any case (docs/product.md#limits). */
export const TAG_NAME_MAX = 60;
export const TAG_NAME_HINT = `3 to ${TAG_NAME_MAX} characters, unique in any case.`;

type DialogProps = {
  tag: AdminUserTagRow;
  open: boolean;
  onClose: () => void;
  onDone: (tag: AdminUserTagRow) => void;
  /** The tag is gone (another admin deleted it): the screen says so and reloads. */
  onGone: (message: string) => void;
};

/** The outcome callbacks, with "this tag does not exist" sent to the screen instead of shown in the dialog. */
function useTagDialogOutcome({ onClose, onDone, onGone }: Omit<DialogProps, 'tag' | 'open'>) {
  const outcome = useDialogOutcome<AdminUserTagRow>({ onClose, onDone });
  const onFailure = (failure: AdminFailure) => {
    if (failure.type !== 'NotFoundError') return outcome.callbacks.onFailure(failure);
    onClose();
    onGone(failure.message);
  };
  return { ...outcome, callbacks: { ...outcome.callbacks, onFailure } };
}

export function RenameTagDialog({ tag, open, onClose, onDone, onGone }: DialogProps) {
  const [name, setName] = useState(tag.name);
  const [rename, renaming] = useRenameUserTagMutation();
  const outcome = useTagDialogOutcome({ onClose, onDone, onGone });
  // Each opening starts from the tag's name as it is, not what was typed and cancelled before.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setName(tag.name);
      outcome.clear();
    }
  }
  const fields = ['name'];
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={`Rename the tag “${tag.name}”`}
      submitLabel="Rename"
      busy={renaming}
      error={outcome.errorFor(null, fields)}
      onSubmit={() => {
        outcome.clear();
        rename({ id: tag.databaseId, name }, outcome.callbacks);
      }}
    >
      <p className={styles.intro}>Report filters and the {countLabel(tag.members, 'member', 'members')} carrying it keep the tag under its new name.</p>
      <TextField label="Name" value={name} onValueChange={outcome.edit(setName)} maxLength={TAG_NAME_MAX + 20} hint={TAG_NAME_HINT} error={outcome.errorFor('name', fields)} required />
    </ActionDialog>
  );
}

export function DeleteTagDialog({ tag, open, onClose, onDone, onGone }: DialogProps) {
  const [remove, removing] = useDeleteUserTagMutation();
  const outcome = useTagDialogOutcome({ onClose, onDone, onGone });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={`Delete the tag “${tag.name}”?`}
      submitLabel="Delete tag"
      danger
      busy={removing}
      error={outcome.errorFor(null, [])}
      onSubmit={() => {
        outcome.clear();
        remove({ id: tag.databaseId }, outcome.callbacks);
      }}
    >
      <p className={styles.intro} data-testid="delete-tag-consequence">
        {tag.members === 0
          ? 'No member carries it.'
          : `${countLabel(tag.members, 'member carries', 'members carry')} it: they all lose it, and reports can no longer be filtered by it.`}{' '}
        The audit log keeps its name.
      </p>
    </ActionDialog>
  );
}
