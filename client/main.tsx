import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { matchRoutes, type HydrationState, type LoaderFunctionArgs } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RecordSource } from 'relay-runtime';
import type { ServerRenderData } from './entry-server.tsx';
import { syncCookieConsentCookie } from './lib/cookie-consent.ts';
import { ServerRenderContext, type ServerRenderValues } from './lib/server-render-context.ts';
import { relayEnvironment } from './relay/environment.ts';
import { markServerRenderedRoutes } from './relay/route-queries.ts';
import { createRouter, routes } from './routes.tsx';

// The tracking pages /tracking/login and /tracking/signup load after those events
// (docs/product.md#analytics-and-tracking).

// The page shell comes with a title (the server's, for the address: api/http/document-head.ts).
// Pages render their own <title>, which React puts in the head too: the shell's goes once the
// first of those arrives, so the head never holds two.
const shellTitle = document.head.querySelector('title[data-shell]');
if (shellTitle) {
  const observer = new MutationObserver(() => {
    if (document.head.querySelector('title:not([data-shell])')) {
      shellTitle.remove();
      observer.disconnect();
    }
  });
  observer.observe(document.head, { childList: true });
}

// The server reads the choice from a cookie (client/lib/cookie-consent.ts).
syncCookieConsentCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Marks the document once React has taken the page over (`<html data-app-ready>`): a
 * server-rendered page shows its buttons before that, and a click on one then does nothing.
 * Browser tests wait for it after loading a page.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

const app = (router: ReturnType<typeof createRouter>, serverValues: ServerRenderValues | null = null): ReactNode => (
  <StrictMode>
    <AppReadyMark />
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <ServerRenderContext value={serverValues}>
        <RouterProvider router={router} />
      </ServerRenderContext>
    </RelayEnvironmentProvider>
  </StrictMode>
);

/**
 * A server-rendered page (client/entry-server.tsx) brings the records it was rendered from. The
 * first render must match its HTML: the matched routes' code loads first, their loaders run
 * against the records (no request leaves: their data are in the store), and the router starts
 * with those results instead of a loading screen.
 */
async function hydrateServerRender(data: ServerRenderData) {
  relayEnvironment.getStore().publish(new RecordSource(data.records as ConstructorParameters<typeof RecordSource>[0]));
  relayEnvironment.getStore().notify();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  markServerRenderedRoutes(data.routeIds);
  const loaderData: NonNullable<HydrationState['loaderData']> = {};
  const request = new Request(window.location.href);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    loaderData[route.id] = route.loader({ params, request, context: undefined } as LoaderFunctionArgs);
  }
  hydrateRoot(container!, app(createRouter({ loaderData }), { origin: data.origin, cookieConsent: data.cookieConsent }));
}

const serverData = document.getElementById('server-render-data');
if (serverData?.textContent && container.firstChild) {
  hydrateServerRender(JSON.parse(serverData.textContent) as ServerRenderData).catch((error: unknown) => {
    // A page that cannot hydrate (say its code failed to load) is rendered afresh instead.
    console.error(error);
    container.replaceChildren();
    createRoot(container).render(app(createRouter()));
  });
} else {
  createRoot(container).render(app(createRouter()));
}
