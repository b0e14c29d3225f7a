// Who may READ /graphql answers from another origin (CORS). Yoga's default echoes any Origin and
// allows credentials, so any page a member visits could read their private data with their
// cookie. Only the site's own public origin and the operator's ALLOWED_ORIGINS are granted.
//
// Unlike the cross-site write check (createOriginPolicy), an origin matching the request's Host
// is not granted: a page served from our own host is same-origin and needs no CORS at all, and
// a Host header is whatever the sender (or a rebinding DNS name) says it is.
import type { CORSOptions } from 'graphql-yoga';

export function createCorsPolicy(publicUrl: string, extraOrigins: string[]) {
  const allowed = new Set([new URL(publicUrl).origin, ...extraOrigins.map((origin) => new URL(origin).origin)]);
  return {
    allows: (origin: string | null): boolean => origin !== null && allowed.has(origin),
    /** Yoga's `cors` option: no CORS headers at all for an origin we do not know. */
    yogaOptions(request: Request): CORSOptions {
      const origin = request.headers.get('origin');
      if (origin === null || !allowed.has(origin)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'accept'],
        maxAge: 600,
      };
    },
  };
}

export type CorsPolicy = ReturnType<typeof createCorsPolicy>;
