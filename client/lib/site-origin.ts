// The site's origin for links that leave the page (share boxes). The browser knows it from its
// address. A server render is told the site's public origin (client/entry-server.tsx), and the
// browser hydrates with that same value before it switches to its own address.
import { createContext, useContext, useSyncExternalStore } from 'react';

export const ServerOriginContext = createContext<string | null>(null);

const addressNeverChangesOrigin = () => () => {};

export function useSiteOrigin(): string {
  const serverOrigin = useContext(ServerOriginContext);
  return useSyncExternalStore(
    addressNeverChangesOrigin,
    () => window.location.origin,
    () => serverOrigin ?? '',
  );
}
