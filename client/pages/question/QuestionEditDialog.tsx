// Editing a question: its text, categories, tags and people in one dialog, each changed field saved
// as its own revision from the revision the page showed (a field someone else changed since is a
// 409 with their text). The lists to choose from load when the dialog first opens: a visitor's
// question page does not carry every tag and person in the encyclopedia.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ArtifactEditModal } from '../../components/encyclopedia/ArtifactEditModal.tsx';
import { DESCRIPTION_FIELD, titleField, type TextFieldSpec } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { useEditQuestionMutation } from '../../mutations/useEditQuestionMutation.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { QuestionClassification, classificationChanges, type Classification } from '../../components/encyclopedia/QuestionClassification.tsx';
import type { QuestionData } from './question-data.ts';
import styles from './QuestionPage.module.css';
import type { QuestionEditDialogChoicesQuery } from './__generated__/QuestionEditDialogChoicesQuery.graphql.ts';

const choicesQuery = graphql`
  query QuestionEditDialogChoicesQuery {
    ...QuestionClassification_choices
  }
`;

export const QUESTION_TEXT_FIELDS: TextFieldSpec[] = [
  titleField('Question'),
  DESCRIPTION_FIELD,
];

const classificationOf = (question: QuestionData): Classification => ({
  categoryIds: question.categories.map((category) => category.databaseId),
  tagIds: question.tags.map((tag) => tag.databaseId),
  personIds: question.people.map((person) => person.databaseId),
});

type Props = { question: QuestionData; open: boolean; onClose: () => void; refresh: () => Promise<void> };

export function QuestionEditDialog({ question, open, onClose, refresh }: Props) {
  const [classification, setClassification] = useState<Classification>(() => classificationOf(question));
  const [generation, setGeneration] = useState(0);
  const [openedAt, setOpenedAt] = useState<QuestionData | null>(null);
  const [editQuestion, saving] = useEditQuestionMutation();

  // Each opening (and each reload after a 409) starts from the question as the page shows it now.
  if (open && openedAt !== question) {
    setOpenedAt(question);
    setClassification(classificationOf(question));
    setGeneration((value) => value + 1);
  }
  if (!open && openedAt !== null) setOpenedAt(null);

  const changes = classificationChanges(classificationOf(question), classification);

  return (
    <ArtifactEditModal
      open={open}
      title="Edit question"
      onClose={onClose}
      formKey={generation}
      fields={QUESTION_TEXT_FIELDS}
      initial={{ title: question.title, description: question.description }}
      submitLabel="Save changes"
      submitting={saving}
      extraDirty={Object.keys(changes).length > 0}
      onReload={() => void refresh()}
      onSubmit={(values, onFailure) => {
        const input = {
          // Only what changed: an unchanged field cannot conflict with someone else's edit.
          ...(values.title !== question.title ? { title: values.title } : {}),
          ...(values.description !== question.description ? { description: values.description } : {}),
          ...changes,
        };
        if (Object.keys(input).length === 0) return onClose();
        editQuestion(
          { input: { questionId: question.databaseId, baseRevisionId: question.latestRevisionId ?? 0, ...input } },
          {
            onSuccess: () => {
              onClose();
              void refresh();
            },
            onFailure,
          },
        );
      }}
    >
      <Suspense
        fallback={
          <p className={styles.loading}>
            <Spinner /> Loading categories, tags and people...
          </p>
        }
      >
        <Choices value={classification} onChange={setClassification} />
      </Suspense>
    </ArtifactEditModal>
  );
}

function Choices({ value, onChange }: { value: Classification; onChange: (value: Classification) => void }) {
  const choices = useLazyLoadQuery<QuestionEditDialogChoicesQuery>(choicesQuery, {}, { fetchPolicy: 'store-or-network' });
  return <QuestionClassification choices={choices} value={value} onChange={onChange} keepOneCategory />;
}
