// The per-request context shared by every resolver, over HTTP, SSE and WebSocket alike.
import type { Services } from '../services.ts';
import type { RequestLoaders } from './loaders.ts';

/** The logged-in person as the session resolved them, or null when logged out. */
export type ViewerIdentity = {
  userId: number;
  sessionId: number;
  username: string;
  karma: number;
  role: 'USER' | 'CONTRIBUTOR' | 'ADMIN';
  canDeleteContent: boolean;
  adminHub: boolean;
  canSeeDetailedOpinionReport: boolean;
  canCreateOpinions: boolean;
  canListConvos: boolean;
  subscriptionStatus: 'NONE' | 'ACTIVE' | 'PAST_DUE' | 'CANCELED';
  externalId: string | null;
  notificationsReadAt: Date | null;
};

export type RequestContext = {
  services: Services;
  viewer: ViewerIdentity | null;
  /** Raw session token from the cookie, so logout can end exactly this session. */
  sessionToken: string | null;
  clientAddress: string;
  userAgent: string;
  /** Set-Cookie values a resolver wants on the response (login, logout). */
  responseCookies: string[];
  loaders: RequestLoaders;
};
