import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSetDemographicsMutation, type SetDemographicsInput } from '../../mutations/useSetDemographicsMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import styles from './DemographicsForm.module.css';
import type { DemographicsForm_query$key } from './__generated__/DemographicsForm_query.graphql.ts';

const demographicsFormFragment = graphql`
  fragment DemographicsForm_query on Query {
    demographicQuestions {
      field
      label
      kind
      options {
        value
        label
      }
    }
    viewer {
      demographics {
        gender
        birthYear
        nationality
        education
        maritalStatus
        householdIncome
        sexualOrientation
        religion
        politicalSpectrum
        numChildren
      }
    }
  }
`;

type Field = keyof SetDemographicsInput;
const numericFields = new Set<Field>(['birthYear', 'education', 'householdIncome', 'politicalSpectrum', 'numChildren']);

type DemographicsFormProps = {
  queryRef: DemographicsForm_query$key;
  /**
   * Quiz mode (the quiz's "demographics needed" state): empty questions are highlighted and the
   * form is only sent once every question has an answer. Elsewhere every answer is optional.
   */
  quizMode?: boolean;
  /** Replaces the form's own opening line (the onboarding step welcomes the new member). */
  intro?: string;
  /** Another way on, next to the Save button (the onboarding step's Skip). */
  secondaryAction?: ReactNode;
  onSaved?: () => void;
};

/** The personal details form (docs/product.md#personal-details), used by /settings/details and quizzes. */
export function DemographicsForm({ queryRef, quizMode = false, intro, secondaryAction, onSaved }: DemographicsFormProps) {
  const data = useFragment(demographicsFormFragment, queryRef);
  const saved = data.viewer.demographics;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      data.demographicQuestions.map((question) => {
        const value = saved?.[question.field as Field];
        return [question.field, value === null || value === undefined ? '' : String(value)];
      }),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const [save, isInFlight] = useSetDemographicsMutation();

  const missing = quizMode ? data.demographicQuestions.filter((question) => values[question.field] === '') : [];

  const edit = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
    setSavedNotice(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isInFlight) return;
    if (missing.length > 0) {
      setError('Please answer the highlighted questions to start the quiz.');
      return;
    }
    setError(null);
    const input: Record<string, string | number | null> = {};
    for (const question of data.demographicQuestions) {
      const field = question.field as Field;
      const value = values[field].trim();
      if (value === '') input[field] = null;
      else if (numericFields.has(field)) input[field] = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
      else input[field] = value;
      if (field === 'birthYear' && Number.isNaN(input[field])) {
        setError('Birth year must be a whole number, like 1990');
        return;
      }
    }
    save({
      input: input as SetDemographicsInput,
      onSuccess: () => {
        setSavedNotice(true);
        onSaved?.();
      },
      onFailure: setError,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Personal details">
      <p className={styles.intro}>
        {intro ??
          (quizMode
            ? 'Before the quiz, tell us a little about yourself. Your answers are private: only you can see them.'
            : 'Every answer is optional and private: only you can see them. They let reports compare groups of people.')}
      </p>
      <FormError message={error} />
      <div className={styles.grid}>
        {data.demographicQuestions.map((question) => {
          const id = `demographics-${question.field}`;
          const highlighted = quizMode && values[question.field] === '';
          const className = [styles.control, highlighted ? styles.highlighted : ''].filter(Boolean).join(' ');
          return (
            <div className={styles.field} key={question.field}>
              <label className={styles.label} htmlFor={id}>
                {question.label}
              </label>
              {question.kind === 'number' ? (
                <input
                  id={id}
                  className={className}
                  inputMode="numeric"
                  autoComplete="bday-year"
                  placeholder="e.g. 1990"
                  value={values[question.field]}
                  aria-invalid={highlighted || undefined}
                  aria-required={quizMode || undefined}
                  onChange={(event) => edit(question.field, event.target.value)}
                />
              ) : (
                <select
                  id={id}
                  className={className}
                  value={values[question.field]}
                  aria-invalid={highlighted || undefined}
                  aria-required={quizMode || undefined}
                  onChange={(event) => edit(question.field, event.target.value)}
                >
                  <option value="">Prefer not to say</option>
                  {question.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isInFlight}>
          {isInFlight ? 'Submitting...' : quizMode ? 'Save and start the quiz' : 'Save'}
        </Button>
        {secondaryAction}
        <span role="status" className={styles.saved}>
          {savedNotice ? 'Your details are saved.' : ''}
        </span>
      </div>
    </form>
  );
}
