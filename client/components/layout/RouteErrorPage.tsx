import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { PageStatus } from './PageStatus.tsx';

/** What a route shows when loading or rendering its page failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404 || error.status === 410)) {
    return <PageStatus status={error.status} />;
  }
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : null;
  return (
    <StatusMessage message="Something went wrong">
      {detail ? <p>{detail}</p> : null}
      <p>
        <a href={window.location.href}>Try again</a> or <Link to={routePaths.opinionFeed()}>go to the For You feed</Link>.
      </p>
    </StatusMessage>
  );
}

/** The same, when the app shell itself failed (no top bar to keep). */
export function ShellErrorPage() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  );
}
