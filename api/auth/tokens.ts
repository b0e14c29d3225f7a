// Opaque random tokens (sessions, reset links, SSO handoffs) and the hashes we store instead of
// them: a stolen database row cannot be replayed as a cookie.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit e-mail verification code, leading zeros kept. */
export function createNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function tokenHashesEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}
