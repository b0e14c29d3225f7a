// The encyclopedia's text forms (docs/product.md#encyclopedia): a question, position, argument or
// request's title and description, a person's name, a tag's title, new or edited. The spec's form behaviour: "Submitting..." while the
// server works, its refusal shown in the form (under the field it is about), editing a value
// clears that field's error, single-line fields take no line breaks, and a stale edit (409) shows
// what the text reads now with a Reload that starts again from it.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { EditConflict, EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextArea, TextField } from '../../ui/TextField.tsx';
import styles from './EncyclopediaItems.module.css';

export type TextFieldSpec = { name: string; label: string; max: number; multiline?: boolean; required?: boolean };
export type TextValues = Record<string, string>;

/** The description every encyclopedia item has: plain text with line breaks. */
export const DESCRIPTION_FIELD: TextFieldSpec = { name: 'description', label: 'Description', max: 5000, multiline: true };

/** A required one-line `title` field under the item's own name ("Question", "Position", ...). */
export const titleField = (label: string, max = 200): TextFieldSpec => ({ name: 'title', label, max, required: true });

type Props = {
  fields: TextFieldSpec[];
  initial: TextValues;
  submitLabel: string;
  submitting: boolean;
  /** Saves the (checked) values; a refusal comes back through `onFailure`. */
  onSubmit: (values: TextValues, onFailure: (failure: EncyclopediaRefusal) => void) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** After a 409: load the item as it is now (the form starts again from it). */
  onReload?: () => void;
  /** Controls the caller keeps (a tag picker), shown before the buttons. */
  children?: ReactNode;
  /** Whether those controls changed. */
  extraDirty?: boolean;
};

/** One line: pasted line breaks become spaces. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** What the form checks before asking the server: required fields and lengths. */
function localErrors(fields: TextFieldSpec[], values: TextValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name]?.trim() ?? '';
    if (field.required && value === '') errors[field.name] = `Please enter the ${field.label.toLowerCase()}`;
    else if (value.length > field.max) errors[field.name] = `At most ${field.max.toLocaleString('en-US')} characters`;
  }
  return errors;
}

export function ArtifactTextForm({ fields, initial, submitLabel, submitting, onSubmit, onCancel, onDirtyChange, onReload, children, extraDirty = false }: Props) {
  const [values, setValues] = useState<TextValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const dirty = extraDirty || fields.some((field) => (values[field.name] ?? '') !== (initial[field.name] ?? ''));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const change = (field: TextFieldSpec, value: string) => {
    setValues((current) => ({ ...current, [field.name]: field.multiline ? value : oneLine(value) }));
    setFieldErrors(({ [field.name]: _cleared, ...rest }) => rest);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = localErrors(fields, values);
    setFieldErrors(errors);
    setFormError(null);
    setConflict(null);
    if (Object.keys(errors).length > 0) return;
    const trimmed = Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()]));
    onSubmit(trimmed, (failure) => {
      if (failure.conflict) {
        setConflict(failure.conflict);
        return;
      }
      if (failure.field && fields.some((field) => field.name === failure.field)) setFieldErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {fields.map((field) => {
        const common = {
          label: field.label,
          value: values[field.name] ?? '',
          onValueChange: (value: string) => change(field, value),
          error: fieldErrors[field.name] ?? null,
          required: field.required,
          hint: field.multiline ? `At most ${field.max.toLocaleString('en-US')} characters` : undefined,
        };
        return field.multiline ? <TextArea key={field.name} rows={6} {...common} /> : <TextField key={field.name} {...common} />;
      })}
      {children}
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>Someone else changed the {conflict.fieldName} while you were editing. Nothing was saved.</p>
          {conflict.currentText !== null ? (
            <>
              <p>It now reads:</p>
              <blockquote className={styles.conflictText}>{conflict.currentText}</blockquote>
            </>
          ) : null}
          {onReload ? (
            <Button onClick={onReload}>Reload</Button>
          ) : null}
        </div>
      ) : null}
      <FormError message={formError} />
      <div className={styles.formButtons}>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? 'Submitting...' : submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
