import { useState, useTransition } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { useSaveSitePageMutation } from '../../mutations/useSitePageMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { adminSitePageQuery } from './AdminSitePageQuery.ts';
import { SectionHeader } from './AdminParts.tsx';
import { NO_PROBLEMS, problemsOf, SaveBar, SitePageTabs, useSitePageForm } from './SitePageForm.tsx';
import { revisionName, SitePageHistory, type SitePageRevision } from './SitePageHistory.tsx';
import type { CursorPage } from './useCursorList.ts';
import { DISCARD_QUESTION, useUnsavedChanges } from './useUnsavedChanges.ts';
import type { AdminSitePageQuery, AdminSitePageQuery$data } from './__generated__/AdminSitePageQuery.graphql.ts';
import styles from './AdminHub.module.css';
import pageStyles from './SitePages.module.css';

type PageAnswer = NonNullable<AdminSitePageQuery$data['adminSitePage']['data']>;

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
  const arrival = useLocation().state as EditorArrival | null;
  const [save, saving] = useSaveSitePageMutation();
  const form = useSitePageForm({ title: page.title, body: html, note: '' });
  const { draft, setDraft } = form;
  // The revision the draft started from: a newer one loaded (after a save, a restore, or loading
  // someone else's version) starts the draft again from it.
  const [base, setBase] = useState<number | null>(page.revisionId);
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState(arrival?.notice ?? '');
  // What the last save stored, until the page loaded again shows it: the draft is saved work
  // meanwhile, and leaving the page must not ask whether to discard it.
  const [saved, setSaved] = useState<{ title: string; body: string } | null>(null);
  if (base !== page.revisionId) {
    setBase(page.revisionId);
    setSaved(null);
    setDraft({ title: page.title, body: html, note: '' });
  }
  const matches = (text: { title: string; body: string }) => draft.title === text.title && draft.body === text.body;
  const dirty = !matches({ title: page.title, body: html }) && !(saved && matches(saved));
  useUnsavedChanges(dirty);

  const submit = () => {
    if (saving || isReloading) return;
    setNotice('');
    save(
      { slug, title: draft.title, body: draft.body, note: draft.note, baseRevisionId: page.revisionId },
      {
        onSuccess: (answer) => {
          form.setProblems(NO_PROBLEMS);
          setConflict(null);
          setSaved({ title: draft.title, body: draft.body });
          setNotice(`Saved as revision ${answer.page.revisionId}: ${answer.page.path} shows the new text.`);
          reload();
        },
        onFailure: (failure) => {
          if (failure.type === 'ConflictError') {
            form.setProblems(NO_PROBLEMS);
            setConflict(failure.message);
            return;
          }
          form.refuse(problemsOf(failure));
        },
      },
    );
  };

  const discard = () => {
    if (!window.confirm(DISCARD_QUESTION)) return;
    setDraft({ title: page.title, body: html, note: '' });
    form.setProblems(NO_PROBLEMS);
  };

  const loadLatest = () => {
    if (dirty && !window.confirm(DISCARD_QUESTION)) return;
    setConflict(null);
    setBase(null);
    reload();
  };

  const onRestored = (revision: SitePageRevision, newRevisionId: number) => {
    setConflict(null);
    form.setProblems(NO_PROBLEMS);
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
      <SitePageTabs
        {...form.tabs}
        onSubmit={submit}
        history={
          <SitePageHistory
            slug={slug}
            firstPage={revisions}
            currentRevisionId={page.revisionId}
            dirty={dirty}
            onRestored={onRestored}
            onConflict={(message) => setConflict(message)}
          />
        }
      />
      {form.tab === 'history' ? null : (
        <SaveBar
          {...form.saveBar}
          busy={saving || isReloading}
          submitLabel="Save"
          extraAction={dirty ? <Button onClick={discard}>Discard changes</Button> : null}
        />
      )}
    </section>
  );
}
