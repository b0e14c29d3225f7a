// What a server render knew about its request that the browser reads elsewhere (its address bar,
// its storage): the server's page is rendered with these values, and the browser hydrates with
// the same ones (they travel in the page's data) before it switches to its own.
import { createContext } from 'react';

export type ServerRenderValues = {
  /** The site's public origin, for links that leave the page (share boxes). */
  origin: string;
  /** The visitor's cookie choice as the `cookieConsent` cookie told the server (client/lib/cookie-consent.ts). */
  cookieConsent: 'all' | 'essential' | null;
};

export const ServerRenderContext = createContext<ServerRenderValues | null>(null);
