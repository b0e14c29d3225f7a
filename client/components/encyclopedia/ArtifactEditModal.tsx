import { useState, type ComponentProps } from 'react';
import { Modal } from '../../ui/Modal.tsx';
import { ArtifactTextForm } from './ArtifactTextForm.tsx';

type Props = Omit<ComponentProps<typeof ArtifactTextForm>, 'onCancel' | 'onDirtyChange'> & {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Changes each time the form must start again (a reload after a 409). */
  formKey: string | number;
};

/** An edit form in a dialog: Cancel, Escape and the backdrop ask "Discard changes?" when something changed. */
export function ArtifactEditModal({ open, title, onClose, formKey, ...formProps }: Props) {
  const [dirty, setDirty] = useState(false);
  const requestClose = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    setDirty(false);
    onClose();
  };
  return (
    <Modal open={open} onClose={requestClose} title={title}>
      <ArtifactTextForm key={formKey} {...formProps} onCancel={requestClose} onDirtyChange={setDirty} />
    </Modal>
  );
}
