import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { chosenResponseTypes, commentLengthHint, responseTypeLabels, type ChosenResponseType } from '../../lib/comment-labels.ts';
import styles from './CommentForm.module.css';

type CommentFormProps = {
  /** Accessible name of the text box, e.g. "Your comment", "Your reply". */
  label: string;
  submitLabel: string;
  /** Top-level comments on an opinion choose For, Against, Mixed or Commentary. */
  chooseResponseType: boolean;
  initialBody?: string;
  initialResponseType?: ChosenResponseType | null;
  /** Sends the comment; calls back with an error message, or null when it was saved. */
  onSubmit: (body: string, responseType: ChosenResponseType | null, done: (error: string | null) => void) => void;
  /** Shown as a Cancel button; leaving with changes asks "Discard changes?" first. */
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** The new-comment, reply and edit form: responseType and body (docs/product.md#discussion). */
export function CommentForm({
  label,
  submitLabel,
  chooseResponseType,
  initialBody = '',
  initialResponseType = null,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const [body, setBody] = useState(initialBody);
  const [responseType, setResponseType] = useState<ChosenResponseType | ''>(initialResponseType ?? '');
  const [typeMissing, setTypeMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const bodyId = useId();
  const hintId = useId();
  const typeId = useId();
  const typeErrorId = useId();
  const hint = commentLengthHint(body.trim().length);
  const dirty = body !== initialBody || responseType !== (initialResponseType ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || body.trim() === '') return;
    if (chooseResponseType && responseType === '') {
      // The select is highlighted and submit is blocked.
      setTypeMissing(true);
      selectRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    onSubmit(body, responseType === '' ? null : responseType, (message) => {
      setSubmitting(false);
      if (message) {
        setError(message);
        return;
      }
      setBody('');
      setResponseType('');
    });
  };

  const cancel = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    onCancel?.();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {chooseResponseType ? (
        <div className={styles.typeRow}>
          <label htmlFor={typeId} className={styles.label}>
            Response type
          </label>
          <select
            id={typeId}
            ref={selectRef}
            className={[styles.select, typeMissing ? styles.missing : ''].filter(Boolean).join(' ')}
            value={responseType}
            aria-invalid={typeMissing || undefined}
            aria-describedby={typeMissing ? typeErrorId : undefined}
            onChange={(event) => {
              setResponseType(event.target.value as ChosenResponseType | '');
              setTypeMissing(false);
            }}
          >
            <option value="">Choose...</option>
            {chosenResponseTypes.map((type) => (
              <option key={type} value={type}>
                {responseTypeLabels[type]}
              </option>
            ))}
          </select>
          {typeMissing ? (
            <span id={typeErrorId} className={styles.typeError}>
              Please choose a response type
            </span>
          ) : null}
        </div>
      ) : null}
      <label htmlFor={bodyId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={bodyId}
        className={styles.textarea}
        value={body}
        placeholder={label}
        rows={4}
        autoFocus={autoFocus}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
      />
      <div className={styles.footer}>
        <span id={hintId} className={styles.hint} aria-live="polite">
          {hint}
        </span>
        <div className={styles.buttons}>
          {onCancel ? (
            <Button variant="ghost" onClick={cancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={submitting || body.trim() === ''}>
            {submitting ? 'Submitting...' : submitLabel}
          </Button>
        </div>
      </div>
      <FormError message={error} />
    </form>
  );
}
