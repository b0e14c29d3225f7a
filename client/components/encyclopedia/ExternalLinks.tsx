// An item's external links (docs/product.md#encyclopedia): they open in a new tab and pass no
// ranking (rel="nofollow noopener"); contributors add, change and remove them, each a revision.
import { useState } from 'react';
import type { LinkedArtifactType } from '../../mutations/__generated__/useAddExternalLinkMutation.graphql.ts';
import { useAddExternalLinkMutation } from '../../mutations/useAddExternalLinkMutation.ts';
import { useEditExternalLinkMutation } from '../../mutations/useEditExternalLinkMutation.ts';
import { useRemoveExternalLinkMutation } from '../../mutations/useRemoveExternalLinkMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { ArtifactTextForm, type TextFieldSpec } from './ArtifactTextForm.tsx';
import styles from './Encyclopedia.module.css';

type Link = { readonly databaseId: number; readonly url: string; readonly title: string };

type Props = {
  artifactType: LinkedArtifactType;
  artifactId: number;
  links: readonly Link[];
  /** The item's latestRevisionId: edits and removals start from it. */
  baseRevisionId: number | null | undefined;
  canEdit: boolean;
  /** The links changed (or a 409 asks for the item as it is now): reload it. */
  onChanged: () => void;
};

const linkFields: TextFieldSpec[] = [
  { name: 'url', label: 'Address (https://...)', max: 1000, required: true },
  { name: 'title', label: 'Title (optional)', max: 200 },
];

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function ExternalLinks({ artifactType, artifactId, links, baseRevisionId, canEdit, onChanged }: Props) {
  // null: no form; 'new': adding; a number: editing that link.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [add, adding] = useAddExternalLinkMutation();
  const [edit, saving] = useEditExternalLinkMutation();
  const [remove, removing] = useRemoveExternalLinkMutation();
  const editedLink = typeof editing === 'number' ? links.find((link) => link.databaseId === editing) : undefined;

  const close = () => {
    setEditing(null);
    setDirty(false);
  };
  const cancel = () => {
    if (dirty && !window.confirm('Discard changes?')) return;
    close();
  };
  const saved = () => {
    close();
    onChanged();
  };
  const save = (values: Record<string, string>, onFailure: Parameters<typeof add>[1]['onFailure']) => {
    const value = { url: values.url!.trim(), title: values.title?.trim() || null };
    if (editedLink) edit({ input: { linkId: editedLink.databaseId, baseRevisionId: baseRevisionId ?? 0, ...value } }, { onSuccess: saved, onFailure });
    else add({ input: { artifactType, artifactId, ...value } }, { onSuccess: saved, onFailure });
  };
  const removeLink = (link: Link) => {
    if (!window.confirm(`Remove the link “${link.title}”?`)) return;
    remove(
      { input: { linkId: link.databaseId, baseRevisionId: baseRevisionId ?? 0 } },
      { onSuccess: onChanged, onFailure: (failure) => window.alert(failure.conflict ? `${failure.message} The page will reload.` : failure.message) },
    );
  };

  if (links.length === 0 && !canEdit) return null;
  return (
    <section aria-labelledby="external-links" className={styles.section}>
      <h2 id="external-links" className={styles.sectionTitle}>
        Links
      </h2>
      {links.length === 0 ? <p className={styles.muted}>No links yet.</p> : null}
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.databaseId} className={styles.linkRow}>
            <a href={link.url} rel="nofollow noopener" target="_blank" className={styles.linkTitle}>
              {link.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <span className={styles.muted}>{hostOf(link.url)}</span>
            {canEdit ? (
              <span className={styles.rowButtons}>
                <Button variant="ghost" onClick={() => setEditing(link.databaseId)} disabled={editing !== null}>
                  Edit<span className="visually-hidden"> link {link.title}</span>
                </Button>
                <Button variant="ghost" onClick={() => removeLink(link)} disabled={removing || editing !== null}>
                  Remove<span className="visually-hidden"> link {link.title}</span>
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <div className={styles.inlineForm}>
          <h3 className={styles.inlineFormTitle}>{editedLink ? 'Edit link' : 'Add a link'}</h3>
          <ArtifactTextForm
            key={String(editing)}
            fields={linkFields}
            initial={editedLink ? { url: editedLink.url, title: editedLink.title } : { url: '', title: '' }}
            submitLabel={editedLink ? 'Save link' : 'Add link'}
            submitting={adding || saving}
            onSubmit={save}
            onCancel={cancel}
            onDirtyChange={setDirty}
            onReload={saved}
          />
        </div>
      ) : canEdit ? (
        <Button onClick={() => setEditing('new')}>Add a link</Button>
      ) : null}
    </section>
  );
}
