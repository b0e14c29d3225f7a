import { useParams } from 'react-router';
import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route userComments (/comments/{username}). */
export function UserCommentsPage() {
  const { username = '' } = useParams();
  return <PageColumn title={`Comments by ${username}`} />;
}
