import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import { relativeTime } from '../../lib/formatting.ts';
import { useDeleteCommentMutation } from '../../mutations/useDeleteCommentMutation.ts';
import { useEditCommentMutation } from '../../mutations/useEditCommentMutation.ts';
import { useLikeCommentMutation } from '../../mutations/useLikeCommentMutation.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Avatar } from '../profile/Avatar.tsx';
import { CommentBody } from './CommentBody.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentTypeBadge } from './CommentTypeBadge.tsx';
import { responseTypeLabels, type ChosenResponseType } from '../../lib/comment-labels.ts';
import { ReportCommentModal } from './ReportCommentModal.tsx';
import type { CommentItem_comment$key } from './__generated__/CommentItem_comment.graphql.ts';
import type { CommentItemSourceQuery } from './__generated__/CommentItemSourceQuery.graphql.ts';
import styles from './CommentItem.module.css';

const commentItemFragment = graphql`
  fragment CommentItem_comment on Comment {
    id
    databaseId
    authorUsername
    bodyHtml
    createdAt
    editedAt
    deleted
    deletedText
    responseType
    replyToUsername
    parentDatabaseId
    likeNum
    likedByMe
    viewerIsAuthor
    viewerCanDelete
  }
`;

// Editing loads the source (the text as written) first.
const commentSourceQuery = graphql`
  query CommentItemSourceQuery($commentId: ID!) {
    commentSource(commentId: $commentId) {
      __typename
      ... on Error {
        message
      }
      ... on CommentSource {
        source
        responseType
      }
    }
  }
`;

type CommentItemProps = {
  commentRef: CommentItem_comment$key;
  /** The viewer may post here (logged in, thread open). */
  canComment: boolean;
  isLoggedIn: boolean;
  /** Top-level comments of this thread choose a response type. */
  typed: boolean;
  /** Opens the reply form under the top-level comment this one shows under. */
  onReply: (comment: { id: string; authorUsername: string }) => void;
};

/** One comment: author, type, time, body (or its deleted text) and its actions. */
export function CommentItem({ commentRef, canComment, isLoggedIn, typed, onReply }: CommentItemProps) {
  const comment = useFragment(commentItemFragment, commentRef);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const [like] = useLikeCommentMutation();
  const [edit] = useEditCommentMutation();
  const [remove, isDeleting] = useDeleteCommentMutation();
  const [editing, setEditing] = useState<{ source: string; responseType: ChosenResponseType | null } | null>(null);
  const [loadingSource, setLoadingSource] = useState(false);
  const [reporting, setReporting] = useState(false);
  const isTopLevel = comment.parentDatabaseId === null;
  const goToLogin = () => navigate(routePaths.login(location.pathname + location.search));

  const startEditing = () => {
    setLoadingSource(true);
    fetchQuery<CommentItemSourceQuery>(environment, commentSourceQuery, { commentId: comment.id }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        const result = data?.commentSource;
        if (result?.__typename !== 'CommentSource' || result.source === undefined) {
          throw new Error((result && 'message' in result && result.message) || 'The comment could not be loaded.');
        }
        const type = result.responseType ?? 'NONE';
        setEditing({ source: result.source, responseType: type in responseTypeLabels ? (type as ChosenResponseType) : null });
      })
      .catch((error: Error) => window.alert(error.message))
      .finally(() => setLoadingSource(false));
  };

  const deleteComment = () => {
    if (!window.confirm('Delete this comment?')) return;
    remove(comment.id, (message) => {
      if (message) window.alert(message);
    });
  };

  const toggleLike = () => {
    if (!isLoggedIn) return goToLogin();
    like({ comment, liked: !comment.likedByMe, onFailure: (message) => window.alert(message) });
  };

  const goodPoints = `${comment.likeNum.toLocaleString('en-US')} ${comment.likeNum === 1 ? 'good point' : 'good points'}`;

  return (
    <article id={`comment-${comment.databaseId}`} className={styles.comment} aria-label={`Comment by ${comment.authorUsername}`}>
      <header className={styles.header}>
        <Avatar username={comment.authorUsername} size={28} />
        <Link to={routePaths.userProfile(comment.authorUsername)} className={styles.author}>
          {comment.authorUsername}
        </Link>
        <CommentTypeBadge responseType={comment.responseType} />
        {comment.replyToUsername && !isTopLevel ? <span className={styles.replyTo}>replying to @{comment.replyToUsername}</span> : null}
        <time className={styles.time} dateTime={comment.createdAt} suppressHydrationWarning>
          {relativeTime(comment.createdAt)}
        </time>
        {comment.editedAt && !comment.deleted ? <span className={styles.time}>(edited)</span> : null}
      </header>

      {comment.deleted ? (
        <p className={styles.deleted}>{comment.deletedText}</p>
      ) : editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          chooseResponseType={typed && isTopLevel}
          initialBody={editing.source}
          initialResponseType={editing.responseType}
          autoFocus
          onCancel={() => setEditing(null)}
          onSubmit={(body, responseType, done) =>
            edit(comment.id, body, isTopLevel ? responseType : null, (message) => {
              done(message);
              if (!message) setEditing(null);
            })
          }
        />
      ) : (
        <CommentBody html={comment.bodyHtml} />
      )}

      {comment.deleted || editing ? null : (
        <div className={styles.actions}>
          {comment.viewerIsAuthor ? (
            <span className={styles.count}>{goodPoints}</span>
          ) : (
            <button type="button" className={styles.action} aria-pressed={comment.likedByMe} onClick={toggleLike}>
              {comment.likedByMe ? '★' : '☆'} Good point <span className={styles.count}>({comment.likeNum.toLocaleString('en-US')})</span>
            </button>
          )}
          {canComment ? (
            <button type="button" className={styles.action} onClick={() => onReply({ id: comment.id, authorUsername: comment.authorUsername })}>
              Reply
            </button>
          ) : !isLoggedIn ? (
            <button type="button" className={styles.action} onClick={goToLogin}>
              Reply
            </button>
          ) : null}
          {comment.viewerIsAuthor ? (
            <button type="button" className={styles.action} onClick={startEditing} disabled={loadingSource}>
              {loadingSource ? 'Loading ...' : 'Edit'}
            </button>
          ) : null}
          {comment.viewerCanDelete ? (
            <button type="button" className={styles.action} onClick={deleteComment} disabled={isDeleting}>
              Delete
            </button>
          ) : null}
          {isLoggedIn && !comment.viewerIsAuthor ? (
            <button type="button" className={styles.action} onClick={() => setReporting(true)}>
              Report
            </button>
          ) : null}
        </div>
      )}
      {/* Mounted only while open: a long thread should not carry a dialog per comment. */}
      {reporting ? <ReportCommentModal commentId={comment.id} open onClose={() => setReporting(false)} /> : null}
    </article>
  );
}
