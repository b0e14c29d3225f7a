import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { OpinionModalHost } from '../opinionWriting/OpinionModalHost.tsx';
import { appShellQuery } from './AppShellQuery.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { AuthModalProvider } from '../auth/AuthModal.tsx';
import { TopBar, TopBarPlaceholder } from './TopBar.tsx';
import { useViewerRefresh } from './useViewerRefresh.ts';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql.ts';
import styles from './AppShell.module.css';

/** The layout of every screen: top bar and main landmark around the current route's page. */
export function AppShell() {
  const location = useLocation();
  // Pages that live in a frame (the sister site's e-mail preferences, our hidden tracking
  // frames) show only themselves: no top bar, no second cookie banner.
  const framed = location.pathname === '/emailpref-iframe' || location.pathname.startsWith('/tracking/');
  if (framed) {
    return (
      <main id="main" className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    );
  }
  return (
    <AuthModalProvider>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Suspense fallback={<TopBarPlaceholder />}>
        <ViewerTopBar />
      </Suspense>
      {/* A sheet fixed to the window's bottom: the page keeps its place when it shows or goes. */}
      <CookieBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Keyed by path: a new page shows "Loading ..." rather than holding the old one on screen. */}
        <Suspense key={location.pathname} fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Every full page load has the location key "default", so the router would give one page's
          saved position to the next page loaded in full (a reload to another path): such loads
          are remembered by path instead. */}
      <ScrollRestoration getKey={scrollKeyOf} />
    </AuthModalProvider>
  );
}

function ViewerTopBar() {
  const data = useRouteQuery<AppShellQuery>(appShellQuery);
  useViewerRefresh(appShellQuery);
  return (
    <>
      <TopBar viewerRef={data.viewer} />
      <OpinionModalHost viewerRef={data.viewer} />
    </>
  );
}

function scrollKeyOf(location: { key: string; pathname: string }): string {
  return location.key === 'default' ? `load:${location.pathname}` : location.key;
}
