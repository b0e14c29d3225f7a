import { EncyclopediaPicture } from '../../components/encyclopedia/EncyclopediaPicture.tsx';
import { PictureControls } from '../../components/encyclopedia/PictureControls.tsx';
import { useSetQuestionImageMutation } from '../../mutations/useSetQuestionImageMutation.ts';
import type { QuestionData } from './question-data.ts';
import styles from './QuestionPage.module.css';

/** The question's picture, and for contributors the controls to set or remove it. */
export function QuestionPicture({ question, canEdit, onChanged }: { question: QuestionData; canEdit: boolean; onChanged: () => Promise<void> }) {
  const [setImage, saving] = useSetQuestionImageMutation();
  if (!question.imageUrl && !canEdit) return null;
  return (
    <figure className={styles.picture}>
      <EncyclopediaPicture picture={question} className={styles.image} sizes="(min-width: 1100px) 20rem, 100vw" alt="" atTopOfPage />
      {canEdit ? (
        <figcaption>
          <PictureControls
            hasPicture={Boolean(question.imageUrl)}
            saving={saving}
            onSave={(imageBase64, onFailure) =>
              setImage({ input: { id: question.databaseId, baseRevisionId: question.latestRevisionId ?? 0, imageBase64 } }, { onSuccess: () => void onChanged(), onFailure })
            }
          />
        </figcaption>
      ) : null}
    </figure>
  );
}
