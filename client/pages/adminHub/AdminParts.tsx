// The pieces every hub section is built of: its heading, the search box, the "Load more" footer
// and the dialog each action asks its questions in.
import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextArea, TextField } from '../../ui/TextField.tsx';
import styles from './AdminHub.module.css';

/** The section's <h1> (and document title); focusable, so focus has somewhere to go when a row leaves. */
export function SectionHeader({ id, title, headingRef, children }: { id: string; title: string; headingRef?: Ref<HTMLHeadingElement>; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <title>{`${title} - Opinio`}</title>
      <h1 id={id} className={styles.title} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children ? <p className={styles.intro}>{children}</p> : null}
    </header>
  );
}

export function SearchBox({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  return (
    <div role="search" className={styles.search}>
      <TextField label={label} type="search" value={value} onValueChange={onChange} hint={hint} autoComplete="off" spellCheck={false} />
    </div>
  );
}

/** Something the moderator should know at once: a list that did not load, a decision refused. */
export function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}

type ListFooterProps = { hasNextPage: boolean; loading: boolean; error: string | null; onLoadMore: () => void };

export function ListFooter({ hasNextPage, loading, error, onLoadMore }: ListFooterProps) {
  if (!hasNextPage && !error) return null;
  return (
    <div className={styles.footer}>
      <Alert message={error} />
      {hasNextPage ? (
        <Button onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading ...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

type ActionDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** A refusal that belongs to no one field. */
  error: string | null;
  /** Red submit button: the action removes something. */
  danger?: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A hub action's questions and its confirmation, in a modal dialog (focus stays inside, Escape
 * and Cancel close it). Errors about one field are shown under that field by the caller.
 */
export function ActionDialog({ open, onClose, title, submitLabel, busy, error, danger = false, onSubmit, children }: ActionDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title={title}>
      {/* The server owns the rules, so the browser's own validation is off. */}
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        {children}
        <div className={styles.dialogActions}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" className={danger ? styles.dangerButton : undefined} disabled={busy}>
            {busy ? 'Saving ...' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A small label on a row: "Hidden by reports", "Suspended". */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'warning' | 'danger'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge-${tone}`] ?? ''}`}>{children}</span>;
}

/** A list's status line, read out to screen readers, with the latest action's outcome after it. */
export function ListStatus({ status, notice, testId }: { status: string; notice: string | null; testId: string }) {
  return (
    <p className={styles.status} role="status" data-testid={testId}>
      {status}
      {notice ? <span className={styles.notice}> · {notice}</span> : null}
    </p>
  );
}

/** What an empty list says: why it is empty, and what to do. */
export function EmptyList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{children}</p>
    </div>
  );
}

/** The audit note's limit (docs/product.md#admin-hub-and-moderation). */
const NOTE_MAX = 500;

/** A refusal of a hub write: the server's message, and the field a bad value was in. */
export type Refusal = { message: string; field: string | null };

type AuditNoteFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The dialog's refusal: shown here when it is about the note, and cleared once the note changes. */
  refusal: Refusal | null;
  clearRefusal: () => void;
};

/** The optional note for the audit log a decision asks for, at most 500 characters. */
export function AuditNoteField({ value, onChange, refusal, clearRefusal }: AuditNoteFieldProps) {
  const aboutNote = refusal?.field === 'note';
  return (
    <TextArea
      label="Note for the audit log (optional)"
      value={value}
      onValueChange={(next) => {
        onChange(next);
        if (aboutNote) clearRefusal();
      }}
      maxLength={NOTE_MAX}
      hint={`At most ${NOTE_MAX} characters.`}
      error={aboutNote ? refusal.message : null}
    />
  );
}
