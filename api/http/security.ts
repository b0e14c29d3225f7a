// What every HTTP answer and every state-changing request goes through, whatever serves it:
// cross-site request forgery checks, the client address rate limits are keyed on, and the
// security headers (docs/decisions.md#sessions-and-security).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Content types a cross-site page can send without a CORS preflight (an HTML form, or fetch in
 * no-cors mode). A state-changing request with one of them is refused unless it carries
 * `csrfHeader`, which no cross-site page can add without our permission.
 */
const simpleContentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** A header whose mere presence marks a request as sent by our own code (forces a preflight). */
export const csrfHeader = 'x-opinio-request';

export type CrossSiteRefusal = { status: 403 | 415; error: string };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The origins allowed to make state-changing requests: the site's own public origin, any the
 * operator lists, and whatever origin matches the Host the request was sent to (the server
 * answering under another name than PUBLIC_URL, e.g. 127.0.0.1 in tests).
 */
export function createOriginPolicy(publicUrl: string, extraOrigins: string[]) {
  const allowed = new Set([new URL(publicUrl).origin, ...extraOrigins.map((origin) => new URL(origin).origin)]);
  return {
    allows(origin: string, host: string | undefined): boolean {
      if (allowed.has(origin)) return true;
      try {
        return host !== undefined && new URL(origin).host === host;
      } catch {
        return false; // "null" and other opaque origins
      }
    },
  };
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;

/**
 * Null when the request may go on. A state-changing request is refused when a browser says it
 * comes from another site (Origin, Sec-Fetch-Site) or when it has a form-like body that needs
 * no preflight. Requests without those headers (servers, Node's fetch, curl) are not browsers
 * acting for a victim: they carry no ambient cookies but their own.
 */
export function refuseCrossSiteRequest(
  request: { method?: string; headers: IncomingHttpHeaders },
  policy: OriginPolicy,
): CrossSiteRefusal | null {
  if (safeMethods.has((request.method ?? 'GET').toUpperCase())) return null;
  const origin = header(request.headers, 'origin');
  const originAllowed = origin !== undefined && policy.allows(origin, header(request.headers, 'host'));
  if (origin !== undefined && !originAllowed) return { status: 403, error: 'Cross-site requests are not allowed' };
  const site = header(request.headers, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && !originAllowed) {
    return { status: 403, error: 'Cross-site requests are not allowed' };
  }
  const contentType = (header(request.headers, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (simpleContentTypes.has(contentType) && header(request.headers, csrfHeader) === undefined) {
    return { status: 415, error: 'Send JSON with Content-Type: application/json' };
  }
  return null;
}

/** A WebSocket handshake is a GET, so only its Origin tells a cross-site page apart. */
export function refuseCrossSiteWebSocket(request: IncomingMessage, policy: OriginPolicy): boolean {
  const origin = header(request.headers, 'origin');
  return origin !== undefined && !policy.allows(origin, header(request.headers, 'host'));
}

/**
 * The address rate limits are keyed on. X-Forwarded-For is set by whoever sends the request, so
 * it is read only when TRUST_PROXY says our own proxy sets it; otherwise a client could pick a
 * fresh address for every attempt.
 */
export function clientAddressOf(request: IncomingMessage | undefined, trustProxy: boolean): string {
  if (!request) return 'unknown';
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

export type SecurityHeaderOptions = {
  /** Origins besides our own that may frame the e-mail preferences page (the sister site). */
  emailPreferenceFramers: string[];
  /** HTTPS sites also get Strict-Transport-Security. */
  https: boolean;
  /** Real Google / Facebook sign-in is configured: their SDKs' origins are allowed. */
  socialSignIn?: { google: boolean; facebook: boolean };
};

/** Where Google Identity Services and the Facebook SDK load scripts, frames and styles from. */
const socialSources = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://graph.facebook.com'],
    style: [] as string[],
  },
};

function contentSecurityPolicyFor(social: SecurityHeaderOptions['socialSignIn']): string {
  const providers = [social?.google ? socialSources.google : null, social?.facebook ? socialSources.facebook : null].filter(
    (entry) => entry !== null,
  );
  const extra = (kind: 'script' | 'frame' | 'connect' | 'style') =>
    providers
      .flatMap((provider) => provider[kind])
      .map((source) => ` ${source}`)
      .join('');
  return [
    "default-src 'self'",
    // Vite emits module scripts and stylesheets as files; nothing inline is needed. React's style
    // props go through the CSSOM, which style-src does not govern.
    `script-src 'self'${extra('script')}`,
    `style-src 'self'${extra('style')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    // 'self' covers ws:/wss: to the same host (CSP level 3) for graphql-ws.
    `connect-src 'self'${extra('connect')}`,
    // The tracking pages are loaded in a hidden frame of our own.
    `frame-src 'self'${extra('frame')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The headers for an answer at `path`: nobody may frame us except the pages meant to be framed. */
export function securityHeadersFor(path: string, options: SecurityHeaderOptions): Record<string, string> {
  let frameAncestors = "'none'";
  let frameOptions: string | null = 'DENY';
  if (path === '/emailpref-iframe') {
    // The e-mail preferences page lives in a frame on the sister site. X-Frame-Options
    // cannot name another origin, so it is left out; browsers that know CSP use frame-ancestors.
    frameAncestors = ["'self'", ...options.emailPreferenceFramers].join(' ');
    frameOptions = options.emailPreferenceFramers.length > 0 ? null : 'SAMEORIGIN';
  } else if (path.startsWith('/tracking/')) {
    frameAncestors = "'self'";
    frameOptions = 'SAMEORIGIN';
  }
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy':
      path === '/graphql' ? `frame-ancestors ${frameAncestors}` : `${contentSecurityPolicyFor(options.socialSignIn)}; frame-ancestors ${frameAncestors}`,
  };
  if (frameOptions) headers['X-Frame-Options'] = frameOptions;
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
