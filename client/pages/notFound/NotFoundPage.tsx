import { Link } from 'react-router';
import { routePaths } from '../../route-paths.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';

/** Route notFound (/not-found) and every path no route matches. */
export function NotFoundPage() {
  return (
    <StatusMessage message="Not found. The URL you entered may be invalid.">
      <p>
        <Link to={routePaths.opinionFeed()}>Go to the For You feed</Link>
      </p>
    </StatusMessage>
  );
}
