import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageStatus } from '../../components/layout/PageStatus.tsx';
import { encyclopediaRights } from '../../components/encyclopedia/roles.ts';
import { useRefresh } from '../../components/encyclopedia/useRefresh.ts';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths, type HistoryType } from '../../lib/route-paths.ts';
import { useScrollToHash } from '../../lib/useScrollToHash.ts';
import { useLikeRevisionMutation } from '../../mutations/useLikeRevisionMutation.ts';
import { useRevertRevisionMutation } from '../../mutations/useRevertRevisionMutation.ts';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { anchoredItemClass } from '../../ui/anchored-list.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { historyPageQuery } from './HistoryPageQuery.ts';
import { historyVariables } from './history-variables.ts';
import { fieldLabel, revisionInWords } from './revision-words.ts';
import type { HistoryPageQuery } from './__generated__/HistoryPageQuery.graphql.ts';
import styles from './HistoryPage.module.css';

type HistoryData = NonNullable<HistoryPageQuery['response']['revisions']['data']>;
type RevisionData = HistoryData['items'][number];
type Segment = RevisionData['diff'][number];

const kindWords: Record<string, string> = { CONVO: 'question', POS: 'position', ARG: 'argument', PERSON: 'person', TAG: 'tag', REQ: 'request' };

/** Route history (/history/{type}/{id}): an encyclopedia item's revisions, newest first, a page at a time. */
export function HistoryPage() {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  const after = search.get('after');
  const data = useRouteQuery<HistoryPageQuery>(historyPageQuery);
  const refresh = useRefresh<HistoryPageQuery>(historyPageQuery, historyVariables(type, id, after));
  const hash = useScrollToHash();
  const result = data.revisions;
  if (result.data) {
    return <History history={result.data} viewer={data.viewer} isFirstPage={!after} refresh={refresh} hash={hash} type={type as HistoryType} />;
  }
  switch (result.__typename) {
    case 'GoneError':
      return <PageStatus status={410} />;
    case 'NotFoundError':
    case 'ValidationError':
      return <PageStatus status={404} />;
    default:
      throw new Error(`Unexpected history result: ${result.__typename}`);
  }
}

type HistoryProps = {
  history: HistoryData;
  viewer: HistoryPageQuery['response']['viewer'];
  isFirstPage: boolean;
  refresh: () => Promise<void>;
  hash: string;
  type: HistoryType;
};

function History({ history, viewer, isFirstPage, refresh, hash, type }: HistoryProps) {
  const rights = encyclopediaRights(viewer);
  const kind = kindWords[history.artifactType] ?? 'item';
  return (
    <PageColumn
      title={`History: ${history.title}`}
      heading={
        <>
          History of the {kind} <Link to={history.url}>{history.title}</Link>
        </>
      }
    >
      {history.items.length === 0 ? (
        <p className={styles.muted}>No changes recorded yet.</p>
      ) : (
        <ol className={styles.revisions} aria-label="Revisions, newest first">
          {history.items.map((revision) => (
            <RevisionItem
              key={revision.databaseId}
              revision={revision}
              isLatest={revision.databaseId === history.latestRevisionId}
              rights={rights}
              refresh={refresh}
              hash={hash}
            />
          ))}
        </ol>
      )}
      <nav className={styles.paging} aria-label="Pages of the history">
        {!isFirstPage ? (
          <ButtonLink to={routePaths.history(type, history.artifactId)} variant="ghost">
            Newest changes
          </ButtonLink>
        ) : null}
        {history.hasNextPage && history.endCursor ? (
          <ButtonLink to={`${routePaths.history(type, history.artifactId)}?after=${encodeURIComponent(history.endCursor)}`}>Older changes</ButtonLink>
        ) : null}
      </nav>
    </PageColumn>
  );
}

type RevisionItemProps = {
  revision: RevisionData;
  isLatest: boolean;
  rights: ReturnType<typeof encyclopediaRights>;
  refresh: () => Promise<void>;
  hash: string;
};

function RevisionItem({ revision, isLatest, rights, refresh, hash }: RevisionItemProps) {
  const anchor = `rev-${revision.databaseId}`;
  const [error, setError] = useState<string | null>(null);
  const [like, liking] = useLikeRevisionMutation();
  const [revert, reverting] = useRevertRevisionMutation();
  const own = revision.authorUsername === rights.username;
  const words = revisionInWords(revision);
  // One field changed: its diff; several (a creation): each field with its text.
  const fields = revision.diff.length > 0 ? [] : revision.changes.filter((change) => Boolean(change.afterText) || Boolean(change.beforeText));

  const toggleLike = () =>
    like({ revisionId: revision.databaseId, liked: !revision.likedByMe }, { onSuccess: () => setError(null), onFailure: (refusal) => setError(refusal.message) });

  const revertToThis = () => {
    if (!window.confirm('Revert to this version? The fields changed since then go back to how this change left them.')) return;
    revert({ revisionId: revision.databaseId }, { onSuccess: () => void refresh(), onFailure: (refusal) => setError(refusal.message) });
  };

  return (
    <li id={anchor} tabIndex={-1} className={`${styles.revision} ${anchoredItemClass(hash, anchor)}`} aria-labelledby={`${anchor}-what`}>
      <p className={styles.line}>
        <strong id={`${anchor}-what`}>{words}</strong>
        <span className={styles.muted}>
          {' '}
          by{' '}
          {revision.authorUsername === '[deleted]' ? (
            '[deleted]'
          ) : (
            <Link to={routePaths.userProfile(revision.authorUsername)}>@{revision.authorUsername}</Link>
          )}{' '}
          <time dateTime={revision.createdAt} title={new Date(revision.createdAt).toLocaleString()}>
            {relativeTime(revision.createdAt)}
          </time>
        </span>
      </p>
      {revision.revertedAt ? (
        <p className={styles.reverted}>
          Undone {revision.revertedByUsername ? `by @${revision.revertedByUsername} ` : ''}
          {relativeTime(revision.revertedAt)}
        </p>
      ) : null}
      {revision.diff.length > 0 ? <WordDiff segments={revision.diff} /> : null}
      {fields.length > 0 ? (
        <dl className={styles.fields}>
          {fields.map((change) => (
            <div key={change.fieldName}>
              <dt>{fieldLabel(change.fieldName)}</dt>
              <dd>{change.afterText ?? <span className={styles.muted}>(none)</span>}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <span className={styles.likes}>{revision.likeCount === 1 ? '1 good point' : `${revision.likeCount} good points`}</span>
        {rights.member && !own ? (
          <Button variant="ghost" onClick={toggleLike} disabled={liking} aria-pressed={revision.likedByMe}>
            {revision.likedByMe ? 'Liked' : 'Like'}
          </Button>
        ) : null}
        {rights.contributor && !isLatest ? (
          <Button variant="ghost" onClick={revertToThis} disabled={reverting}>
            Revert to this
          </Button>
        ) : null}
      </div>
      <FormError message={error} />
    </li>
  );
}

/**
 * The words added and removed, marked by more than colour: struck through or underlined, and
 * named for screen readers.
 */
function WordDiff({ segments }: { segments: readonly Segment[] }) {
  return (
    <p className={styles.diff}>
      {segments.map((segment, index) =>
        segment.kind === 'ADDED' ? (
          <ins key={index} className={styles.added}>
            <span className="visually-hidden">[added: </span>
            {segment.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : segment.kind === 'REMOVED' ? (
          <del key={index} className={styles.removed}>
            <span className="visually-hidden">[removed: </span>
            {segment.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
