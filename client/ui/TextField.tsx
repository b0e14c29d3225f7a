import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './TextField.module.css';

type FieldText = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** What is wrong with the value, shown under it (and announced) until it changes. */
  error?: string | null;
};

/** The ids and attributes that tie a control to its label, hint and error. */
function useFieldIds(id: string | undefined, hint: string | undefined, error: string | null | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, controlProps: { id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined } };
}

function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string | null; errorId?: string }) {
  return (
    <>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & FieldText;

/** A labelled text input. */
export function TextField({ label, value, onValueChange, hint, error, id, ...inputProps }: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <input className={styles.input} value={value} onChange={(event) => onValueChange(event.target.value)} {...controlProps} {...inputProps} />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & FieldText;

/** A labelled box for a few lines of text. */
export function TextArea({ label, value, onValueChange, hint, error, id, rows = 3, ...textareaProps }: TextAreaProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <textarea
        className={`${styles.input} ${styles.textarea}`}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...controlProps}
        {...textareaProps}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
