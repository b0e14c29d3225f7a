import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
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
function useField(label: string, id: string | undefined, hint: string | undefined, error: string | null | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    frame: { label, controlId, hint, hintId, error, errorId },
    controlProps: { id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined },
  };
}

type FrameProps = { label: string; controlId: string; hint?: string; hintId?: string; error?: string | null; errorId?: string; children: ReactNode };

/** The label above the control, the hint and the error under it. */
function FieldFrame({ label, controlId, hint, hintId, error, errorId, children }: FrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
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
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & FieldText;

/** A labelled text input. */
export function TextField({ label, value, onValueChange, hint, error, id, ...inputProps }: TextFieldProps) {
  const { frame, controlProps } = useField(label, id, hint, error);
  return (
    <FieldFrame {...frame}>
      <input className={styles.input} value={value} onChange={(event) => onValueChange(event.target.value)} {...controlProps} {...inputProps} />
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & FieldText;

/** A labelled box for a few lines of text. */
export function TextArea({ label, value, onValueChange, hint, error, id, rows = 3, ...textareaProps }: TextAreaProps) {
  const { frame, controlProps } = useField(label, id, hint, error);
  return (
    <FieldFrame {...frame}>
      <textarea
        className={`${styles.input} ${styles.textarea}`}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...controlProps}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
