import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { SitePageArticle } from '../../components/sitePages/SitePageArticle.tsx';
import { useRestoreSitePageRevisionMutation } from '../../mutations/useSitePageMutations.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { adminSitePageRevisionsQuery, adminSitePageVersionQuery } from './AdminSitePageQuery.ts';
import { ActionDialog, Badge, ListFooter } from './AdminParts.tsx';
import { problemsOf, type FormProblems, NO_PROBLEMS } from './SitePageForm.tsx';
import { useCursorList, type CursorPage } from './useCursorList.ts';
import type { AdminSitePageQueryRevisionsQuery } from './__generated__/AdminSitePageQueryRevisionsQuery.graphql.ts';
import type { AdminSitePageQueryVersionQuery } from './__generated__/AdminSitePageQueryVersionQuery.graphql.ts';
import type { SitePageHistory_revision$data } from './__generated__/SitePageHistory_revision.graphql.ts';
import styles from './SitePages.module.css';

// Spread unmasked by the editor's query and the next pages' query.
export const sitePageRevisionFragment = graphql`
  fragment SitePageHistory_revision on SitePageRevision {
    databaseId
    kind
    authorUsername
    title
    note
    createdAt
    restoredFromId
  }
`;

export type SitePageRevision = Omit<SitePageHistory_revision$data, ' $fragmentType'>;

/** "3 December 2026, 14:05" in the reader's time zone. */
function whenText(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** "Revision 12", or the built-in text's name. */
export function revisionName(revision: { databaseId: number; kind: string }): string {
  return revision.kind === 'BUILT_IN' ? 'Built-in text' : `Revision ${revision.databaseId}`;
}

function restoredText(restoredFromId: number): string {
  return restoredFromId === 0 ? 'Restored the built-in text' : `Restored revision ${restoredFromId}`;
}

type HistoryProps = {
  slug: string;
  firstPage: CursorPage<SitePageRevision>;
  /** The page's newest revision: the version readers see now. */
  currentRevisionId: number;
  /** The editor holds changes that a restore would discard. */
  dirty: boolean;
  onRestored: (revision: SitePageRevision, newRevisionId: number) => void;
  /** Someone else saved the page first: the editor says so and offers to load their version. */
  onConflict: (message: string) => void;
};

/**
 * The History tab: every version of the page, newest first (the built-in text last), 20 at a
 * time, each with who saved it, when and their note; any version can be read, and any but the
 * current one restored (as a new revision, so the history keeps everything).
 */
export function SitePageHistory({ slug, firstPage, currentRevisionId, dirty, onRestored, onConflict }: HistoryProps) {
  const environment = useRelayEnvironment();
  const versions = useCursorList<SitePageRevision>(firstPage, async (after) => {
    const next = await fetchQuery<AdminSitePageQueryRevisionsQuery>(environment, adminSitePageRevisionsQuery, { slug, after }, { fetchPolicy: 'network-only' }).toPromise();
    const answer = next?.sitePageRevisions;
    if (!answer?.data) throw new Error(answer?.message ?? 'The history did not load.');
    return answer.data;
  });
  const [viewing, setViewing] = useState<SitePageRevision | null>(null);
  const [restoring, setRestoring] = useState<SitePageRevision | null>(null);

  return (
    <section className={styles.history} aria-labelledby="history-heading">
      <h2 id="history-heading" className="visually-hidden">
        History
      </h2>
      <p className={styles.pageFacts}>Every saved version, newest first. Restoring one saves it again as the newest version; nothing is lost.</p>
      <ol className={styles.versions} aria-label="Versions, newest first">
        {versions.items.map((revision) => {
          const current = revision.databaseId === currentRevisionId;
          return (
            <li key={revision.databaseId} className={styles.version}>
              <div className={styles.versionText}>
                <h3 className={styles.versionTitle}>
                  {revisionName(revision)}
                  {current ? <Badge>Current</Badge> : null}
                  {revision.restoredFromId !== null && revision.restoredFromId !== undefined ? <Badge>{restoredText(revision.restoredFromId)}</Badge> : null}
                </h3>
                <p className={styles.pageFacts}>
                  {revision.kind === 'BUILT_IN' ? (
                    <span>The text every deployment starts with</span>
                  ) : (
                    <>
                      <span>{revision.kind === 'CREATED' ? 'Created' : 'Saved'} by {revision.authorUsername}</span>
                      {revision.createdAt ? <time dateTime={revision.createdAt}>{whenText(revision.createdAt)}</time> : null}
                    </>
                  )}
                  <span>Title: “{revision.title}”</span>
                </p>
                {revision.note ? <p className={styles.versionNote}>{revision.note}</p> : null}
              </div>
              <div className={styles.versionActions}>
                <Button onClick={() => setViewing(revision)}>
                  View<span className="visually-hidden"> {revisionName(revision)}</span>
                </Button>
                {current ? null : (
                  <Button onClick={() => setRestoring(revision)}>
                    Restore<span className="visually-hidden"> {revisionName(revision)}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <ListFooter hasNextPage={versions.hasNextPage} loading={versions.loading} error={versions.error} onLoadMore={versions.loadMore} />
      <VersionDialog
        slug={slug}
        revision={viewing}
        canRestore={viewing !== null && viewing.databaseId !== currentRevisionId}
        onClose={() => setViewing(null)}
        onRestore={(revision) => {
          setViewing(null);
          setRestoring(revision);
        }}
      />
      <RestoreDialog
        slug={slug}
        revision={restoring}
        baseRevisionId={currentRevisionId}
        dirty={dirty}
        onClose={() => setRestoring(null)}
        onRestored={(revision, newRevisionId) => {
          setRestoring(null);
          onRestored(revision, newRevisionId);
        }}
        onConflict={(message) => {
          setRestoring(null);
          onConflict(message);
        }}
      />
    </section>
  );
}

type Loaded = { revisionId: number; html: string | null; error: string | null };

type VersionDialogProps = {
  slug: string;
  revision: SitePageRevision | null;
  canRestore: boolean;
  onClose: () => void;
  onRestore: (revision: SitePageRevision) => void;
};

/** One version's text, as the page showed it, with a way to restore it. */
function VersionDialog({ slug, revision, canRestore, onClose, onRestore }: VersionDialogProps) {
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const revisionId = revision?.databaseId ?? null;

  useEffect(() => {
    if (revisionId === null) return;
    let cancelled = false;
    const settle = (result: Loaded) => {
      if (!cancelled) setLoaded(result);
    };
    fetchQuery<AdminSitePageQueryVersionQuery>(environment, adminSitePageVersionQuery, { slug, revisionId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (answer) => {
          const result = answer?.sitePageVersion;
          settle(
            result?.data
              ? { revisionId, html: result.data.html, error: null }
              : { revisionId, html: null, error: result?.message ?? 'This version did not load.' },
          );
        },
        () => settle({ revisionId, html: null, error: 'This version did not load.' }),
      );
    return () => {
      cancelled = true;
    };
  }, [environment, slug, revisionId]);

  const shown = revision && loaded?.revisionId === revision.databaseId ? loaded : null;

  return (
    <Modal open={revision !== null} onClose={onClose} title={revision ? `${revisionName(revision)}: ${revision.title}` : ''}>
      {revision ? (
        <>
          {/* It scrolls on its own: focusable, so the keyboard can scroll it too. */}
          <div className={styles.versionDialogText} data-testid="site-page-version" role="region" aria-label={`Text of ${revisionName(revision)}`} tabIndex={0}>
            {shown === null ? (
              <p role="status">Loading ...</p>
            ) : shown.error !== null ? (
              <FormError message={shown.error} />
            ) : (
              <SitePageArticle html={shown.html ?? ''} updatedAt={null} />
            )}
          </div>
          <div className={styles.dialogButtons}>
            <Button onClick={onClose}>Close</Button>
            {canRestore ? (
              <Button variant="primary" onClick={() => onRestore(revision)}>
                Restore this version
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </Modal>
  );
}

type RestoreDialogProps = {
  slug: string;
  revision: SitePageRevision | null;
  baseRevisionId: number;
  dirty: boolean;
  onClose: () => void;
  onRestored: (revision: SitePageRevision, newRevisionId: number) => void;
  onConflict: (message: string) => void;
};

/** "Restore this version?": says what happens, asks the note for the history (prefilled). */
function RestoreDialog({ slug, revision, baseRevisionId, dirty, onClose, onRestored, onConflict }: RestoreDialogProps) {
  const [restore, busy] = useRestoreSitePageRevisionMutation();
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  if (revision && openedFor !== revision.databaseId) {
    setOpenedFor(revision.databaseId);
    setNote(revision.kind === 'BUILT_IN' ? 'Restored the built-in text' : `Restored revision ${revision.databaseId}`);
    setProblems(NO_PROBLEMS);
  }
  if (!revision && openedFor !== null) setOpenedFor(null);

  const submit = () => {
    if (!revision) return;
    restore(
      { slug, revisionId: revision.databaseId, baseRevisionId, note },
      {
        onSuccess: (data) => onRestored(revision, data.page.revisionId),
        onFailure: (failure) => (failure.type === 'ConflictError' ? onConflict(failure.message) : setProblems(problemsOf(failure))),
      },
    );
  };

  return (
    <ActionDialog open={revision !== null} onClose={onClose} title="Restore this version?" submitLabel="Restore" busy={busy} error={problems.form} onSubmit={submit}>
      {revision ? (
        <>
          <p className={styles.dialogText}>
            The page will read as {revision.kind === 'BUILT_IN' ? 'its built-in text' : `revision ${revision.databaseId}`} (“{revision.title}”) again. It is saved as
            a new version: the history keeps the current one.
          </p>
          {dirty ? <p className={styles.dialogText}>Your unsaved changes in the editor will be discarded.</p> : null}
          <TextField label="What changed" value={note} onValueChange={setNote} error={problems.fields.note} maxLength={200} autoComplete="off" />
        </>
      ) : null}
    </ActionDialog>
  );
}
