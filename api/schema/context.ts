// The per-request context shared by every resolver, over HTTP, SSE and WebSocket alike.
// Resolvers reach data only through the module services; the Prisma client is deliberately not
// here (plugin-prisma gets it from prisma-client.ts).
import type { ApiKeyCaller, ViewerIdentity } from '../domain/viewer.ts';
import type { AppPubSub } from '../realtime/pubsub.ts';
import type { Services } from '../services.ts';
import type { RequestLoaders } from './loaders.ts';

/** What subscription resolvers need of the pub/sub: listening, not publishing (events do that). */
export type LiveUpdates = Pick<AppPubSub, 'subscribe'>;

export type RequestContext = {
  services: Services;
  live: LiveUpdates;
  viewer: ViewerIdentity | null;
  /** A partner's API key, when the request carried one (then `viewer` is null). */
  partner: ApiKeyCaller | null;
  /** Raw session token from the cookie, so logout can end exactly this session. */
  sessionToken: string | null;
  /** The request's Cookie header (cookies other than the session's, e.g. the known-device one). */
  requestCookies: string | null;
  clientAddress: string;
  userAgent: string;
  /** Set-Cookie values a resolver wants on the response (login, logout). */
  responseCookies: string[];
  loaders: RequestLoaders;
};
