import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRouteQuery } from '../relay/route-queries.ts';
import { PageLoading } from '../ui/PageLoading.tsx';
import { appShellQuery } from './AppShellQuery.ts';
import { TopBar, TopBarPlaceholder } from './TopBar.tsx';
import { useViewerRefresh } from './useViewerRefresh.ts';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql.ts';
import styles from './AppShell.module.css';

/** The layout of every screen: top bar and main landmark around the current route's page. */
export function AppShell() {
  const location = useLocation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Suspense fallback={<TopBarPlaceholder />}>
        <ViewerTopBar />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Keyed by path: a new page shows "Loading ..." rather than holding the old one on screen. */}
        <Suspense key={location.pathname} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </>
  );
}

function ViewerTopBar() {
  const data = useRouteQuery<AppShellQuery>(appShellQuery);
  useViewerRefresh(appShellQuery);
  return <TopBar viewerRef={data.viewer} />;
}
