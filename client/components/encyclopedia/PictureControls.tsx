// Setting or removing an encyclopedia picture (a question, a person, a request): a file input
// under a button-like label, Remove, and the refusal in words. The type and size are checked here
// too, so a wrong file is named at once; the server checks and re-encodes it anyway
// (api/modules/encyclopedia/images.ts).
import { useId, useState, type ChangeEvent } from 'react';
import type { EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { readAsBase64 } from '../../mutations/useSetAvatarMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import styles from './EncyclopediaItems.module.css';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 2 * 1024 * 1024;

type Props = {
  hasPicture: boolean;
  saving: boolean;
  /** Sends the picture (base64), or null to remove it; a refusal comes back through `onFailure`. */
  onSave: (imageBase64: string | null, onFailure: (refusal: EncyclopediaRefusal) => void) => void;
};

export function PictureControls({ hasPicture, saving, onSave }: Props) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const save = (imageBase64: string | null) => {
    setError(null);
    onSave(imageBase64, (refusal) => setError(refusal.message));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return setError('Please choose a JPEG, PNG, WebP or GIF picture.');
    if (file.size > MAX_BYTES) return setError('The picture is too big (at most 2 MB).');
    try {
      save(await readAsBase64(file));
    } catch (readError) {
      setError((readError as Error).message);
    }
  };

  return (
    <div className={styles.pictureControls}>
      {/* The input stays in the page for keyboards and screen readers; the label after it is what shows (and takes its focus ring). */}
      <input id={inputId} type="file" accept={ACCEPTED_TYPES.join(',')} className={styles.fileInput} onChange={(event) => void choose(event)} disabled={saving} />
      <label htmlFor={inputId} className={styles.fileLabel}>
        {saving ? 'Submitting...' : hasPicture ? 'Change picture' : 'Add a picture'}
      </label>
      {hasPicture ? (
        <Button
          variant="ghost"
          disabled={saving}
          onClick={() => {
            if (window.confirm('Remove the picture?')) save(null);
          }}
        >
          Remove picture
        </Button>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
