import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { oneLine } from '../../components/encyclopedia/ArtifactTextForm.tsx';
import { encyclopediaRights } from '../../components/encyclopedia/roles.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useCreatePositionMutation } from '../../mutations/useCreatePositionMutation.ts';
import { useCreateQuestionMutation } from '../../mutations/useCreateQuestionMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { TextArea, TextField } from '../../ui/TextField.tsx';
import { QuestionClassification, type Classification } from '../../components/encyclopedia/QuestionClassification.tsx';
import { newQuestionPageQuery } from './NewQuestionPageQuery.ts';
import type { NewQuestionPageQuery } from './__generated__/NewQuestionPageQuery.graphql.ts';
import styles from './NewQuestionPage.module.css';

type Errors = { title?: string; categories?: string; positions?: string; form?: string };

/** Route newQuestion (/questions/new): a contributor asks a question in 1-3 categories, with its tags, people and first positions. */
export function NewQuestionPage() {
  const data = useRouteQuery<NewQuestionPageQuery>(newQuestionPageQuery);
  const rights = encyclopediaRights(data.viewer);
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [classification, setClassification] = useState<Classification>({ categoryIds: [], tagIds: [], personIds: [] });
  const { categoryIds } = classification;
  const [positions, setPositions] = useState(['', '']);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [createQuestion] = useCreateQuestionMutation();
  const [createPosition] = useCreatePositionMutation();
  const dirty = title !== '' || description !== '' || categoryIds.length > 0 || classification.tagIds.length > 0 || classification.personIds.length > 0 || positions.some((position) => position !== '');

  if (!rights.contributor) {
    return (
      <StatusMessage message="Only contributors can ask questions" />
    );
  }

  const clear = (field: keyof Errors) => setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const filled = positions.map((position) => position.trim()).filter(Boolean);
    const found: Errors = {
      title: title.trim() ? undefined : 'Please enter the question',
      categories: categoryIds.length >= 1 && categoryIds.length <= 3 ? undefined : 'Choose 1 to 3 categories',
      positions: filled.length >= 2 ? undefined : 'Give at least two positions to start with',
    };
    if (found.title || found.categories || found.positions) return setErrors(found);
    setSubmitting(true);
    createQuestion(
      { input: { title: title.trim(), description: description.trim(), ...classification } },
      {
        onSuccess: (question) => {
          // The positions one after another, in the order given; the page shows whatever was made.
          const addPosition = (index: number) => {
            if (index >= filled.length) return void navigate(routePaths.question(question.slug));
            createPosition(
              { input: { questionId: question.databaseId, title: filled[index] } },
              {
                onSuccess: () => addPosition(index + 1),
                onFailure: (refusal) => {
                  setSubmitting(false);
                  setErrors({ form: `The question was asked, but a position was refused: ${refusal.message}` });
                },
              },
            );
          };
          addPosition(0);
        },
        onFailure: (refusal) => {
          setSubmitting(false);
          setErrors(refusal.field === 'title' ? { title: refusal.message } : refusal.field === 'categoryIds' ? { categories: refusal.message } : { form: refusal.message });
        },
      },
    );
  };

  const cancel = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    void navigate(routePaths.questionFeed());
  };

  return (
    <PageColumn title="Ask a question">
      <Card as="section" aria-label="New question">
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="Question"
            value={title}
            maxLength={200}
            onValueChange={(value) => {
              setTitle(oneLine(value));
              clear('title');
            }}
            error={errors.title}
          />
          <TextArea label="Description" value={description} onValueChange={setDescription} rows={4} />
          <QuestionClassification
            choices={data}
            value={classification}
            onChange={(value) => {
              if (value.categoryIds !== classification.categoryIds) clear('categories');
              setClassification(value);
            }}
            keepOneCategory={false}
            categoriesError={errors.categories}
          />
          <fieldset className={styles.fieldset}>
            <legend>Positions to start with (at least two)</legend>
            {positions.map((position, index) => (
              <TextField
                key={index}
                label={`Position ${index + 1}`}
                value={position}
                maxLength={200}
                onValueChange={(value) => {
                  setPositions((current) => current.map((old, at) => (at === index ? oneLine(value) : old)));
                  clear('positions');
                }}
              />
            ))}
            <Button variant="ghost" onClick={() => setPositions((current) => [...current, ''])}>
              Add another position
            </Button>
            {errors.positions ? (
              <p className={styles.error} role="alert">
                {errors.positions}
              </p>
            ) : null}
          </fieldset>
          <FormError message={errors.form ?? null} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Submitting...' : 'Ask the question'}
            </Button>
            <Button onClick={cancel}>Cancel</Button>
          </div>
        </form>
      </Card>
    </PageColumn>
  );
}
