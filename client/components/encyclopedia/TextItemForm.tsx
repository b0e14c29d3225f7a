// The encyclopedia's title-and-description form (a question, a position, an argument, a request),
// with the spec's form behaviour: "Submitting..." while it is sent, the server's refusal shown in
// the form (on its field when it names one), editing a value clears its error, "Discard changes?"
// before cancelling with edits, line breaks stripped from the one-line title. A stale edit shows
// the newer text someone saved and a way to load it.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextArea, TextField } from '../../ui/TextField.tsx';
import styles from './Encyclopedia.module.css';

export type TextItemValues = { title: string; description: string };

type TextItemFormProps = {
  titleLabel: string;
  descriptionLabel?: string;
  initial?: TextItemValues;
  submitLabel: string;
  /** Sends the values; calls `done` with the refusal, or null when they were saved. */
  onSubmit: (values: TextItemValues, done: (refusal: EncyclopediaRefusal | null) => void) => void;
  onCancel?: () => void;
  /** Loads the newer version after a stale-edit refusal (the form then starts from it). */
  onReload?: () => void;
  titleMax?: number;
  /** More fields, between the description and the buttons. */
  children?: ReactNode;
  /** Whether the extra fields have changed (for "Discard changes?"). */
  extraDirty?: boolean;
};

const emptyValues: TextItemValues = { title: '', description: '' };

/** One line: pasted line breaks become spaces. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export function TextItemForm({
  titleLabel,
  descriptionLabel = 'Description',
  initial = emptyValues,
  submitLabel,
  onSubmit,
  onCancel,
  onReload,
  titleMax = 200,
  children,
  extraDirty = false,
}: TextItemFormProps) {
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState<EncyclopediaRefusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const dirty = extraDirty || values.title !== initial.title || values.description !== initial.description;
  const fieldError = (field: keyof TextItemValues) => (refusal && !refusal.conflict && refusal.field === field ? refusal.message : null);
  const formError = refusal && !refusal.conflict && refusal.field !== 'title' && refusal.field !== 'description' ? refusal.message : null;

  const change = (field: keyof TextItemValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'title' ? oneLine(value) : value }));
    if (refusal?.field === field) setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (values.title.trim() === '') {
      setRefusal({ type: 'ValidationError', message: `Please enter the ${titleLabel.toLowerCase()}`, field: 'title', conflict: null });
      return;
    }
    setSubmitting(true);
    setRefusal(null);
    onSubmit({ title: values.title.trim(), description: values.description.trim() }, (answer) => {
      setSubmitting(false);
      setRefusal(answer);
    });
  };

  const cancel = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    onCancel?.();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={titleLabel} value={values.title} onValueChange={change('title')} error={fieldError('title')} maxLength={titleMax} required />
      <TextArea label={descriptionLabel} value={values.description} onValueChange={change('description')} error={fieldError('description')} rows={4} />
      {children}
      {refusal?.conflict ? (
        <div className={styles.conflict} role="alert">
          <p className={styles.conflictTitle}>Someone changed this since you opened it</p>
          {refusal.conflict.currentText !== null ? (
            <>
              <p className={styles.muted}>Their {refusal.conflict.fieldName} now reads:</p>
              <blockquote className={styles.conflictText}>{refusal.conflict.currentText || '(empty)'}</blockquote>
            </>
          ) : null}
          <p className={styles.muted}>Your text is still in the form; reloading replaces it with the newer version.</p>
          {onReload ? (
            <Button onClick={onReload}>Reload the newer version</Button>
          ) : null}
        </div>
      ) : null}
      <FormError message={formError} />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Submitting...' : submitLabel}
        </Button>
        {onCancel ? <Button onClick={cancel}>Cancel</Button> : null}
      </div>
    </form>
  );
}
