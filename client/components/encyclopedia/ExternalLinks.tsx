// An encyclopedia item's external links: shown to everyone (nofollow, a new tab), added, changed
// and removed by contributors. Each change is a revision of the item, made from the version shown.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { EncyclopediaRefusal } from '../../mutations/encyclopedia-mutation.ts';
import { useAddExternalLinkMutation } from '../../mutations/useAddExternalLinkMutation.ts';
import { useEditExternalLinkMutation } from '../../mutations/useEditExternalLinkMutation.ts';
import { useRemoveExternalLinkMutation } from '../../mutations/useRemoveExternalLinkMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { oneLine } from './ArtifactTextForm.tsx';
import styles from './Encyclopedia.module.css';

export type ExternalLinkRow = { readonly databaseId: number; readonly title: string; readonly url: string };
export type LinkedArtifactType = 'CONVO' | 'POS' | 'ARG' | 'PERSON';

type ExternalLinksProps = {
  links: readonly ExternalLinkRow[];
  artifactType: LinkedArtifactType;
  artifactId: number;
  /** The item's newest revision: changes and removals start from it. */
  latestRevisionId: number | null;
  canEdit: boolean;
  /** Reloads the item after a change. */
  onChanged: () => void;
  /** Names the list for screen readers ("Links about …"). */
  label: string;
  /**
   * The item's other buttons: `Add a link` joins them in one row (a row of its own per position
   * and argument made the question page a ladder of buttons). Without them it stands alone.
   */
  actions?: ReactNode;
  /** Buttons after `Add a link` in that row (History, Delete). */
  trailingActions?: ReactNode;
  actionsClassName?: string;
};

export function ExternalLinks({ links, artifactType, artifactId, latestRevisionId, canEdit, onChanged, label, actions, trailingActions, actionsClassName }: ExternalLinksProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removeLink] = useRemoveExternalLinkMutation();
  const [error, setError] = useState<string | null>(null);
  if (links.length === 0 && !canEdit && !actions && !trailingActions) return null;
  const addButton =
    canEdit && editing !== 'new' ? (
      <Button variant="ghost" onClick={() => setEditing('new')}>
        Add a link
      </Button>
    ) : null;

  const remove = (link: ExternalLinkRow) => {
    if (!window.confirm(`Remove the link "${link.title}"?`)) return;
    setError(null);
    removeLink(
      { input: { linkId: link.databaseId, baseRevisionId: latestRevisionId ?? 0 } },
      { onSuccess: onChanged, onFailure: (refusal) => setError(refusal.message) },
    );
  };

  return (
    <div className={styles.links}>
      {links.length > 0 ? (
        <ul className={styles.linkList} aria-label={label}>
          {links.map((link) =>
            editing === link.databaseId ? (
              <li key={link.databaseId}>
                <LinkForm
                  link={link}
                  artifactType={artifactType}
                  artifactId={artifactId}
                  latestRevisionId={latestRevisionId}
                  onDone={() => {
                    setEditing(null);
                    onChanged();
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={link.databaseId} className={styles.linkRow}>
                <a href={link.url} rel="nofollow noopener" target="_blank">
                  {link.title}
                </a>
                {canEdit ? (
                  <span className={styles.inlineActions}>
                    <Button variant="ghost" onClick={() => setEditing(link.databaseId)} aria-label={`Edit the link ${link.title}`}>
                      Edit
                    </Button>
                    <Button variant="ghost" onClick={() => remove(link)} aria-label={`Remove the link ${link.title}`}>
                      Remove
                    </Button>
                  </span>
                ) : null}
              </li>
            ),
          )}
        </ul>
      ) : null}
      <FormError message={error} />
      {actions || trailingActions ? (
        <div className={actionsClassName}>
          {actions}
          {addButton}
          {trailingActions}
        </div>
      ) : (
        addButton
      )}
      {canEdit && editing === 'new' ? (
        <LinkForm
          artifactType={artifactType}
          artifactId={artifactId}
          latestRevisionId={latestRevisionId}
          onDone={() => {
            setEditing(null);
            onChanged();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

type LinkFormProps = {
  link?: ExternalLinkRow;
  artifactType: LinkedArtifactType;
  artifactId: number;
  latestRevisionId: number | null;
  onDone: () => void;
  onCancel: () => void;
};

function LinkForm({ link, artifactType, artifactId, latestRevisionId, onDone, onCancel }: LinkFormProps) {
  const [url, setUrl] = useState(link?.url ?? '');
  const [title, setTitle] = useState(link?.title ?? '');
  const [refusal, setRefusal] = useState<EncyclopediaRefusal | null>(null);
  const [add, adding] = useAddExternalLinkMutation();
  const [edit, saving] = useEditExternalLinkMutation();
  const submitting = adding || saving;
  const dirty = url !== (link?.url ?? '') || title !== (link?.title ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (url.trim() === '') {
      setRefusal({ type: 'ValidationError', message: 'Please enter the address', field: 'url', conflict: null });
      return;
    }
    const callbacks = { onSuccess: onDone, onFailure: setRefusal };
    if (link) edit({ input: { linkId: link.databaseId, baseRevisionId: latestRevisionId ?? 0, url: url.trim(), title: title.trim() } }, callbacks);
    else add({ input: { artifactType, artifactId, url: url.trim(), title: title.trim() } }, callbacks);
  };

  const cancel = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    onCancel();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={link ? 'Edit link' : 'Add a link'}>
      <TextField
        label="Address"
        type="url"
        value={url}
        onValueChange={(value) => {
          setUrl(oneLine(value));
          setRefusal(null);
        }}
        error={refusal && refusal.field !== 'title' ? refusal.message : null}
        hint="https://…"
        maxLength={1000}
      />
      <TextField
        label="Link text (optional)"
        value={title}
        onValueChange={(value) => {
          setTitle(oneLine(value));
          if (refusal?.field === 'title') setRefusal(null);
        }}
        error={refusal?.field === 'title' ? refusal.message : null}
        maxLength={200}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Submitting...' : link ? 'Save link' : 'Add link'}
        </Button>
        <Button onClick={cancel}>Cancel</Button>
      </div>
    </form>
  );
}
