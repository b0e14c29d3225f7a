import { useParams } from 'react-router';
import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route userProfile (/u/{username}). */
export function UserProfilePage() {
  const { username = '' } = useParams();
  return <PageColumn title={username} />;
}
