// The site's origin for links that leave the page (share boxes). The browser knows it from its
// address; a server render is told the site's public origin (ServerRenderContext), which the
// browser hydrates with before it switches to its own address.
import { useContext, useSyncExternalStore } from 'react';
import { ServerRenderContext } from './server-render-context.ts';

const addressNeverChangesOrigin = () => () => {};

export function useSiteOrigin(): string {
  const server = useContext(ServerRenderContext);
  return useSyncExternalStore(
    addressNeverChangesOrigin,
    () => window.location.origin,
    () => server?.origin ?? '',
  );
}
