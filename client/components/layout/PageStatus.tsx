import { Link } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';

/** The markers a load may answer with, and a missing user (docs/product.md#page-states). */
export type PageStatusKind = 404 | 403 | 410 | 'loading' | 'userNotFound';

export const pageStatusMessages = {
  404: 'Not found. The URL you entered may be invalid.',
  403: 'Access denied',
  410: 'This content has been removed',
  userNotFound: 'User not found',
} as const;

/** The one status page every screen uses, so the texts are the same everywhere. */
export function PageStatus({ status }: { status: PageStatusKind }) {
  if (status === 'loading') return <PageLoading />;
  return (
    <StatusMessage message={pageStatusMessages[status]}>
      <p>
        <Link to={routePaths.opinionFeed()}>Go to the For You feed</Link>
      </p>
    </StatusMessage>
  );
}
