import { useId, useState, type ChangeEvent } from 'react';
import { useSetQuestionImageMutation } from '../../mutations/useSetQuestionImageMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import type { QuestionData } from './question-data.ts';
import styles from './QuestionPage.module.css';

/** The server's limits (api/modules/encyclopedia/images.ts), checked here too so a wrong file is named at once. */
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const maxBytes = 2 * 1024 * 1024;

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** The question's picture, and for contributors a file input to set it and a button to remove it. */
export function QuestionPicture({ question, canEdit, onChanged }: { question: QuestionData; canEdit: boolean; onChanged: () => Promise<void> }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [setImage, saving] = useSetQuestionImageMutation();
  if (!question.imageUrl && !canEdit) return null;

  const save = (imageBase64: string | null) =>
    setImage(
      { input: { id: question.databaseId, baseRevisionId: question.latestRevisionId ?? 0, imageBase64 } },
      { onSuccess: () => void onChanged(), onFailure: (refusal) => setError(refusal.message) },
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!acceptedTypes.includes(file.type)) return setError('Please choose a JPEG, PNG, WebP or GIF picture.');
    if (file.size > maxBytes) return setError('The picture is too big (at most 2 MB).');
    try {
      save(await readAsBase64(file));
    } catch (readError) {
      setError((readError as Error).message);
    }
  };

  return (
    <figure className={styles.picture}>
      {question.imageUrl ? (
        <img src={question.imageUrl} srcSet={question.imageSrcSet || undefined} sizes="(min-width: 1100px) 20rem, 100vw" alt="" className={styles.image} />
      ) : null}
      {canEdit ? (
        <figcaption className={styles.pictureActions}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            {saving ? 'Submitting...' : question.imageUrl ? 'Change picture' : 'Add a picture'}
          </label>
          <input id={inputId} type="file" accept={acceptedTypes.join(',')} className={styles.fileInput} onChange={(event) => void choose(event)} disabled={saving} />
          {question.imageUrl ? (
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
        </figcaption>
      ) : null}
    </figure>
  );
}
