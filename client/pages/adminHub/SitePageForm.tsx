// The parts the new page screen and the page editor share: the tabs with the title and text
// fields and the preview of the text through the server's allow-list, and the save bar with its
// "What changed" note.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { AdminFailure } from '../../mutations/useAdminHubMutations.ts';
import { SitePageArticle } from '../../components/sitePages/SitePageArticle.tsx';
import { EditorTabs } from './EditorTabs.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextArea, TextField } from '../../ui/TextField.tsx';
import { adminSitePagePreviewQuery } from './AdminSitePageQuery.ts';
import type { AdminSitePageQueryPreviewQuery } from './__generated__/AdminSitePageQueryPreviewQuery.graphql.ts';
import styles from './SitePages.module.css';

export type SitePageDraft = { title: string; body: string; note: string };
export type FormField = 'slug' | 'title' | 'body' | 'note';
/** A refused save: each field's problem under it, anything else above the form. */
export type FormProblems = { fields: Partial<Record<FormField, string>>; form: string | null };

export const NO_PROBLEMS: FormProblems = { fields: {}, form: null };

/** Limits the server holds too (api/domain/article-html.ts): the browser only helps to keep to them. */
const MAX_TITLE = 120;
const MAX_NOTE = 200;

const FORM_FIELDS: readonly string[] = ['slug', 'title', 'body', 'note'];

export function problemsOf(failure: AdminFailure): FormProblems {
  const fields = Object.fromEntries(Object.entries(failure.fieldMessages).filter(([field]) => FORM_FIELDS.includes(field)));
  return { fields, form: Object.keys(fields).length > 0 ? null : failure.message };
}

/**
 * A page form's state: the draft, the open tab and the problems of the last refusal, with the
 * props its tabs and save bar take.
 */
export function useSitePageForm(initial: SitePageDraft) {
  const formId = useId();
  const [tab, setTab] = useState<SitePageTab>('edit');
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  /** A refused save: each problem under its field, and the Edit tab forward when one of its fields has one. */
  const refuse = (next: FormProblems) => {
    setProblems(next);
    if (next.fields.slug || next.fields.title || next.fields.body) setTab('edit');
  };
  return {
    draft,
    setDraft,
    tab,
    setProblems,
    refuse,
    tabs: { formId, draft, onChange: setDraft, problems, tab, onSelect: setTab },
    saveBar: { formId, note: draft.note, onNote: (note: string) => setDraft({ ...draft, note }), noteError: problems.fields.note },
  };
}

export type SitePageTab = 'edit' | 'preview' | 'history';

type FieldsProps = {
  formId: string;
  draft: SitePageDraft;
  onChange: (draft: SitePageDraft) => void;
  problems: FormProblems;
  onSubmit: () => void;
  /** Fields between the title and the text (the new page's address). */
  children?: ReactNode;
};

type TabsProps = Omit<FieldsProps, 'children'> & {
  tab: SitePageTab;
  onSelect: (tab: SitePageTab) => void;
  /** The new page's address field. */
  extraFields?: ReactNode;
  /** The History tab's panel (an existing page's). */
  history?: ReactNode;
};

/**
 * The editor's tabs: Edit, Preview and (for an existing page) History. A problem that is no
 * field's shows above them, where every tab sees it.
 */
export function SitePageTabs({ tab, onSelect, extraFields, history, ...fields }: TabsProps) {
  return (
    <>
      <FormError message={fields.problems.form} />
      <EditorTabs<SitePageTab>
        label="Page editor"
        current={tab}
        onSelect={onSelect}
        tabs={[
          { id: 'edit', label: 'Edit', panel: <SitePageFields {...fields}>{extraFields}</SitePageFields> },
          { id: 'preview', label: 'Preview', panel: <SitePagePreview active={tab === 'preview'} title={fields.draft.title} body={fields.draft.body} /> },
          ...(history ? [{ id: 'history' as const, label: 'History', panel: history }] : []),
        ]}
      />
    </>
  );
}

/** The Edit tab: the title and the text as HTML (the save bar below the tabs submits this form). */
function SitePageFields({ formId, draft, onChange, problems, onSubmit, children }: FieldsProps) {
  return (
    <form
      id={formId}
      className={styles.fields}
      // The server owns the rules, so the browser's own validation is off.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField label="Title" value={draft.title} onValueChange={(title) => onChange({ ...draft, title })} error={problems.fields.title} maxLength={MAX_TITLE} />
      {children}
      <div className={styles.source}>
        <TextArea
          label="Text (HTML)"
          value={draft.body}
          onValueChange={(body) => onChange({ ...draft, body })}
          error={problems.fields.body}
          hint="Headings (h2 to h4), paragraphs, lists, links, emphasis, quotes, code and tables. Anything else (scripts, styles, images, event handlers) is removed when you save: the Preview shows what stays."
          rows={22}
        />
      </div>
    </form>
  );
}

type SaveBarProps = {
  formId: string;
  note: string;
  onNote: (note: string) => void;
  noteError: string | undefined;
  busy: boolean;
  submitLabel: string;
  /** Shown beside the submit button while there are changes (the editor's "Discard changes"). */
  extraAction?: ReactNode;
};

/** Below the tabs: the note for the history and the button that saves the form. */
export function SaveBar({ formId, note, onNote, noteError, busy, submitLabel, extraAction }: SaveBarProps) {
  return (
    <div className={styles.saveBar}>
      <TextField
        label="What changed"
        value={note}
        onValueChange={onNote}
        error={noteError}
        hint="A few words for the history, e.g. “New section on e-mail”."
        maxLength={MAX_NOTE}
        form={formId}
        autoComplete="off"
      />
      <div className={styles.saveActions}>
        <Button type="submit" variant="primary" form={formId} disabled={busy}>
          {busy ? 'Saving ...' : submitLabel}
        </Button>
        {extraAction}
      </div>
    </div>
  );
}

type PreviewState = { body: string; html: string | null; error: string | null };

/**
 * The Preview tab: the title and the text as the page will show them once saved. The text goes
 * through the server's own allow-list (the one every save uses), each time the tab is opened
 * with a text it has not previewed yet.
 */
function SitePagePreview({ active, title, body }: { active: boolean; title: string; body: string }) {
  const environment = useRelayEnvironment();
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const current = preview?.body === body ? preview : null;

  useEffect(() => {
    if (!active || preview?.body === body) return;
    let cancelled = false;
    fetchQuery<AdminSitePageQueryPreviewQuery>(environment, adminSitePagePreviewQuery, { body }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (answer) => {
          if (cancelled) return;
          const result = answer?.sitePagePreview;
          if (result?.__typename === 'QuerySitePagePreviewSuccess') setPreview({ body, html: result.data ?? '', error: null });
          else setPreview({ body, html: null, error: result?.message ?? 'The preview did not load.' });
        },
        (failure: unknown) => {
          if (!cancelled) setPreview({ body, html: null, error: failure instanceof Error ? failure.message : 'The preview did not load.' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [active, body, environment, preview?.body]);

  if (!active) return null;
  if (!current) {
    return (
      <p className={styles.pageFacts} role="status">
        <Spinner /> Loading the preview ...
      </p>
    );
  }
  if (current.error !== null) return <FormError message={current.error} />;
  return (
    <>
      <p className={styles.pageFacts}>The page as readers will see it once you save: only what the allow-list keeps.</p>
      <div className={styles.previewFrame} data-testid="site-page-preview">
        <h2 className={styles.previewTitle}>{title.trim() || 'Untitled'}</h2>
        {current.html === '' ? (
          <p className={styles.pageFacts}>Nothing would show: the text is empty once scripts, styles and unknown tags are removed.</p>
        ) : (
          <SitePageArticle html={current.html ?? ''} updatedAt={new Date().toISOString()} label="Preview of the text" />
        )}
      </div>
    </>
  );
}
