// The session cookie: httpOnly (scripts never see it), SameSite=Lax (not sent on cross-site
// POSTs), Secure when the site is served over HTTPS.

export type SessionCookieOptions = { name: string; secure: boolean; maxAgeSeconds: number };

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeSessionCookie(token: string, options: SessionCookieOptions): string {
  const parts = [
    `${options.name}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function serializeExpiredSessionCookie(options: Pick<SessionCookieOptions, 'name' | 'secure'>): string {
  const parts = [`${options.name}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
