import { useRouteQuery } from '../../relay/route-queries.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { userProfilePageQuery } from './UserProfilePageQuery.ts';
import type { UserProfilePageQuery } from './__generated__/UserProfilePageQuery.graphql.ts';

/** Route userProfile (/u/{username}): the profile, or "User not found". */
export function UserProfilePage() {
  const data = useRouteQuery<UserProfilePageQuery>(userProfilePageQuery);
  if (data.user.profile) return <ProfileDetails userRef={data.user.profile} />;
  return <StatusMessage message="User not found" />;
}
