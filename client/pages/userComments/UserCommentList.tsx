import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { Avatar } from '../../components/profile/Avatar.tsx';
import { CommentTypeBadge } from '../../components/comments/CommentTypeBadge.tsx';
import { InfiniteScrollFooter } from '../../components/feed/InfiniteScrollFooter.tsx';
import { countLabel } from '../../lib/count-labels.ts';
import { relativeTime } from '../../lib/formatting.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import type { UserCommentListPaginationQuery } from './__generated__/UserCommentListPaginationQuery.graphql.ts';
import type { UserCommentList_user$key } from './__generated__/UserCommentList_user.graphql.ts';
import styles from './UserCommentList.module.css';

const userCommentListFragment = graphql`
  fragment UserCommentList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "UserCommentListPaginationQuery") {
    username
    fullName
    commentHistory(first: $count, after: $cursor) @connection(key: "UserCommentList_commentHistory") {
      edges {
        node {
          commentId
          bodyHtml
          responseType
          createdAt
          editedAt
          replyToName
          likeNum
          opinionTitle
          url
        }
      }
    }
  }
`;


/** A person's comment history, newest first, with infinite scroll. */
export function UserCommentList({ userRef }: { userRef: UserCommentList_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserCommentListPaginationQuery, UserCommentList_user$key>(
    userCommentListFragment,
    userRef,
  );
  const comments = data.commentHistory.edges.map((edge) => edge.node);
  const heading = (
    <span className={styles.heading}>
      <Avatar username={data.username} size={40} aboveTheFold />
      <span>
        Comments by <Link to={routePaths.userProfile(data.username)}>{data.fullName || data.username}</Link>
      </span>
    </span>
  );
  return (
    <PageColumn title={`Comments by ${data.username}`} heading={heading}>
      {comments.length === 0 ? (
        <Card>
          <p className={styles.empty}>No comments</p>
        </Card>
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <Card as="li" key={comment.commentId} className={styles.comment}>
              <p className={styles.context}>
                {comment.replyToName ? `Reply to @${comment.replyToName} on ` : 'On '}
                <Link to={comment.url}>{comment.opinionTitle}</Link>
              </p>
              <p className={styles.meta}>
                <CommentTypeBadge responseType={comment.responseType} />
                <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
                {comment.editedAt ? <span>(edited)</span> : null}
                <span>{countLabel(comment.likeNum, 'good point', 'good points')}</span>
              </p>
              {/* Sanitized on the server with an allow-list when it was written (sanitizeCommentHtml, api/domain/comment-html.ts). */}
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: comment.bodyHtml }} />
            </Card>
          ))}
        </ol>
      )}
      <InfiniteScrollFooter hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(20)} throttleMs={1000} />
    </PageColumn>
  );
}
