import { useId, useState, useTransition } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useSaveSitePageMutation } from '../../mutations/useSitePageMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { adminSitePageQuery } from './AdminSitePageQuery.ts';
import { SectionHeader } from './AdminParts.tsx';
import { EditorTabs } from './EditorTabs.tsx';
import { NO_PROBLEMS, problemsOf, SaveBar, SitePageFields, SitePagePreview, type FormProblems, type SitePageDraft } from './SitePageForm.tsx';
import { revisionName, SitePageHistory, type SitePageRevision } from './SitePageHistory.tsx';
import type { CursorPage } from './useCursorList.ts';
import { DISCARD_QUESTION, useUnsavedChanges } from './useUnsavedChanges.ts';
import type { AdminSitePageQuery, AdminSitePageQuery$data } from './__generated__/AdminSitePageQuery.graphql.ts';
import styles from './AdminHub.module.css';
import pageStyles from './SitePages.module.css';

type PageAnswer = NonNullable<AdminSitePageQuery$data['adminSitePage']['data']>;
type Tab = 'edit' | 'preview' | 'history';

const NO_REVISIONS: CursorPage<SitePageRevision> = { items: [], hasNextPage: false, endCursor: null };

/** What the new page screen leaves for the editor to say once it opens the page it created. */
export type EditorArrival = { notice: string };

/**
 * Route adminSitePage (/internal/admin/pages/edit/{slug}): one site page's editor: its title and
 * text (HTML), a preview through the server's allow-list, and its history with every version to
 * read or restore. A save names the revision the editor opened: if someone saved since, it is
 * refused and the text stays here to copy.
 */
export function AdminSitePageEditorPage() {
  const { slug = '' } = useParams();
  // A page of its own for each address: nothing typed for one page carries over to the next.
  return <EditorScreen key={slug} slug={slug} />;
}

function EditorScreen({ slug }: { slug: string }) {
  const initialReference = useLoaderData() as PreloadedQuery<AdminSitePageQuery>;
  const [reference, loadQuery] = useQueryLoader<AdminSitePageQuery>(adminSitePageQuery, initialReference);
  const data = usePreloadedQuery<AdminSitePageQuery>(adminSitePageQuery, reference ?? initialReference);
  const [isReloading, startTransition] = useTransition();
  const reload = () => startTransition(() => loadQuery({ slug }, { fetchPolicy: 'network-only' }));

  const loaded = data.adminSitePage.data;
  if (!loaded) return <PageStatus status={404} />;
  return <Editor slug={slug} loaded={loaded} revisions={data.sitePageRevisions.data ?? NO_REVISIONS} reload={reload} isReloading={isReloading} />;
}

type EditorProps = { slug: string; loaded: PageAnswer; revisions: CursorPage<SitePageRevision>; reload: () => void; isReloading: boolean };

function Editor({ slug, loaded, revisions, reload, isReloading }: EditorProps) {
  const { page, html } = loaded;
  const formId = useId();
  const arrival = useLocation().state as EditorArrival | null;
  const [save, saving] = useSaveSitePageMutation();
  const [tab, setTab] = useState<Tab>('edit');
  const [draft, setDraft] = useState<SitePageDraft>({ title: page.title, body: html, note: '' });
  // The revision the draft started from: a newer one loaded (after a save, a restore, or loading
  // someone else's version) starts the draft again from it.
  const [base, setBase] = useState<number | null>(page.revisionId);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState(arrival?.notice ?? '');
  if (base !== page.revisionId) {
    setBase(page.revisionId);
    setDraft({ title: page.title, body: html, note: '' });
  }
  const dirty = draft.title !== page.title || draft.body !== html;
  useUnsavedChanges(dirty);

  const submit = () => {
    if (saving || isReloading) return;
    setNotice('');
    save(
      { slug, title: draft.title, body: draft.body, note: draft.note, baseRevisionId: page.revisionId },
      {
        onSuccess: (saved) => {
          setProblems(NO_PROBLEMS);
          setConflict(null);
          setNotice(`Saved as revision ${saved.page.revisionId}: ${saved.page.path} shows the new text.`);
          reload();
        },
        onFailure: (failure) => {
          if (failure.type === 'ConflictError') {
            setProblems(NO_PROBLEMS);
            setConflict(failure.message);
            return;
          }
          const next = problemsOf(failure);
          setProblems(next);
          if (next.fields.title || next.fields.body) setTab('edit');
        },
      },
    );
  };

  const discard = () => {
    if (!window.confirm(DISCARD_QUESTION)) return;
    setDraft({ title: page.title, body: html, note: '' });
    setProblems(NO_PROBLEMS);
  };

  const loadLatest = () => {
    if (dirty && !window.confirm(DISCARD_QUESTION)) return;
    setConflict(null);
    setBase(null);
    reload();
  };

  const onRestored = (revision: SitePageRevision, newRevisionId: number) => {
    setConflict(null);
    setProblems(NO_PROBLEMS);
    setNotice(`${revisionName(revision)} restored as revision ${newRevisionId}: ${page.path} reads as it did then.`);
    reload();
  };

  return (
    <section className={styles.section} aria-labelledby="site-page-heading">
      <Link to={routePaths.adminSitePages()} className={pageStyles.backLink}>
        ← All site pages
      </Link>
      <SectionHeader id="site-page-heading" title={`Edit “${page.title}”`} />
      <p className={pageStyles.pageFacts}>
        <Link to={page.path}>View {page.path}</Link>
        {page.edited && page.updatedAt ? (
          <>
            <span>
              Last saved by {page.lastEditorUsername ?? '[deleted]'},{' '}
              <time dateTime={page.updatedAt} title={new Date(page.updatedAt).toLocaleString()}>
                {relativeTime(page.updatedAt)}
              </time>
            </span>
            <span data-testid="site-page-revision">Revision {page.revisionId}</span>
          </>
        ) : (
          <span>The built-in text, never edited</span>
        )}
      </p>
      <p className={pageStyles.notice} role="status" data-testid="site-page-notice">
        {notice}
      </p>
      {conflict ? (
        <div className={styles.alert} role="alert">
          <p className={pageStyles.dialogText}>
            {conflict}. Your text is still in the editor: copy what you want to keep, then load the latest version and apply it again.
          </p>
          <Button onClick={loadLatest}>Load the latest version</Button>
        </div>
      ) : null}
      <FormError message={problems.form} />
      <EditorTabs<Tab>
        label="Page editor"
        current={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'edit',
            label: 'Edit',
            panel: <SitePageFields formId={formId} draft={draft} onChange={setDraft} problems={problems} onSubmit={submit} />,
          },
          { id: 'preview', label: 'Preview', panel: <SitePagePreview active={tab === 'preview'} title={draft.title} body={draft.body} /> },
          {
            id: 'history',
            label: 'History',
            panel: (
              <SitePageHistory
                slug={slug}
                firstPage={revisions}
                currentRevisionId={page.revisionId}
                dirty={dirty}
                onRestored={onRestored}
                onConflict={(message) => setConflict(message)}
              />
            ),
          },
        ]}
      />
      {tab === 'history' ? null : (
        <SaveBar
          formId={formId}
          note={draft.note}
          onNote={(note) => setDraft({ ...draft, note })}
          noteError={problems.fields.note}
          busy={saving || isReloading}
          submitLabel="Save"
          extraAction={dirty ? <Button onClick={discard}>Discard changes</Button> : null}
        />
      )}
    </section>
  );
}
