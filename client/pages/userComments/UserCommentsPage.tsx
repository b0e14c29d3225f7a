import { useRouteQuery } from '../../relay/route-queries.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { UserCommentList } from './UserCommentList.tsx';
import { userCommentsPageQuery } from './UserCommentsPageQuery.ts';
import type { UserCommentsPageQuery } from './__generated__/UserCommentsPageQuery.graphql.ts';

/** Route userComments (/comments/{username}): their comments, "No comments", or "User not found". */
export function UserCommentsPage() {
  const data = useRouteQuery<UserCommentsPageQuery>(userCommentsPageQuery);
  if (data.user.history) return <UserCommentList userRef={data.user.history} />;
  return <StatusMessage message="User not found" />;
}
