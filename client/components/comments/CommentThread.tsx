import { useId, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import { usePostCommentMutation } from '../../mutations/usePostCommentMutation.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { commentSortLabels, type CommentSortName } from '../../lib/comment-labels.ts';
import type { CommentThread_thread$data, CommentThread_thread$key } from './__generated__/CommentThread_thread.graphql.ts';
import type { CommentThreadRefetchQuery } from './__generated__/CommentThreadRefetchQuery.graphql.ts';
import styles from './CommentThread.module.css';

const commentThreadFragment = graphql`
  fragment CommentThread_thread on CommentThread
  @refetchable(queryName: "CommentThreadRefetchQuery")
  @argumentDefinitions(sort: { type: "CommentSort", defaultValue: SCORE }) {
    id
    key
    closed
    numComments
    requiresResponseType
    viewerCanComment
    viewerIsLoggedIn
    comments(sort: $sort) {
      id
      authorUsername
      ...CommentItem_comment
      children {
        id
        ...CommentItem_comment
      }
    }
  }
`;

type CommentThreadProps = {
  threadRef: CommentThread_thread$key;
  /** The first order shown (the Suggest page uses recent). */
  initialSort?: CommentSortName;
};

/**
 * A comment thread: the sort, the new-comment form and the comments, each top-level comment
 * with its replies below it. Reusable: the opinion page and the Suggest page both show one.
 */
export function CommentThread({ threadRef, initialSort = 'SCORE' }: CommentThreadProps) {
  const [thread, refetch] = useRefetchableFragment<CommentThreadRefetchQuery, CommentThread_thread$key>(commentThreadFragment, threadRef);
  const [sort, setSort] = useState<CommentSortName>(initialSort);
  const [isSorting, startSorting] = useTransition();
  const [post] = usePostCommentMutation();
  const location = useLocation();
  const headingId = useId();
  const sortId = useId();
  const here = location.pathname + location.search;
  const isLoggedIn = thread.viewerIsLoggedIn;

  const changeSort = (next: CommentSortName) => {
    setSort(next);
    startSorting(() => {
      refetch({ sort: next }, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <section className={styles.thread} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Comments ({thread.numComments.toLocaleString('en-US')})
        </h2>
        <div className={styles.sort}>
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={sort} onChange={(event) => changeSort(event.target.value as CommentSortName)} aria-busy={isSorting}>
            {(Object.keys(commentSortLabels) as CommentSortName[]).map((name) => (
              <option key={name} value={name}>
                {commentSortLabels[name]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {thread.viewerCanComment ? (
        <CommentForm
          label="Write a comment"
          submitLabel="Post comment"
          chooseResponseType={thread.requiresResponseType}
          onSubmit={(body, responseType, done) =>
            post({ threadKey: thread.key, threadId: thread.id, sort, body, responseType, onDone: done })
          }
        />
      ) : thread.closed ? (
        <p className={styles.note}>Comments are closed.</p>
      ) : !isLoggedIn ? (
        <p className={styles.note}>
          <Link to={routePaths.login(here)}>Log in</Link> or <Link to={routePaths.signup(here)}>sign up</Link> to comment.
        </p>
      ) : null}

      {thread.comments.length === 0 ? (
        <p className={styles.note}>No comments yet.</p>
      ) : (
        <ol className={[styles.list, isSorting ? styles.busy : ''].filter(Boolean).join(' ')}>
          {thread.comments.map((comment) => (
            <ThreadEntry key={comment.id} comment={comment} thread={thread} sort={sort} isLoggedIn={isLoggedIn} />
          ))}
        </ol>
      )}
    </section>
  );
}

type TopLevelComment = CommentThread_thread$data['comments'][number];

/** A top-level comment, its replies, and the reply form when someone replies in it. */
function ThreadEntry({
  comment,
  thread,
  sort,
  isLoggedIn,
}: {
  comment: TopLevelComment;
  thread: CommentThread_thread$data;
  sort: CommentSortName;
  isLoggedIn: boolean;
}) {
  const [replyTo, setReplyTo] = useState<{ id: string; authorUsername: string } | null>(null);
  const [post] = usePostCommentMutation();
  const itemProps = { canComment: thread.viewerCanComment, isLoggedIn, typed: thread.requiresResponseType, onReply: setReplyTo };
  return (
    <li className={styles.entry}>
      <CommentItem commentRef={comment} {...itemProps} />
      {comment.children.length > 0 || replyTo ? (
        <ol className={styles.replies}>
          {comment.children.map((child) => (
            <li key={child.id}>
              <CommentItem commentRef={child} {...itemProps} />
            </li>
          ))}
          {replyTo ? (
            <li className={styles.replyForm}>
              <CommentForm
                key={replyTo.id}
                label={`Reply to ${replyTo.authorUsername}`}
                submitLabel="Post reply"
                chooseResponseType={false}
                autoFocus
                onCancel={() => setReplyTo(null)}
                onSubmit={(body, _type, done) =>
                  post({
                    threadKey: thread.key,
                    threadId: thread.id,
                    sort,
                    reply: { parentId: replyTo.id, rootId: comment.id },
                    body,
                    responseType: null,
                    onDone: (error) => {
                      done(error);
                      if (!error) setReplyTo(null);
                    },
                  })
                }
              />
            </li>
          ) : null}
        </ol>
      ) : null}
    </li>
  );
}
