// Opaque random tokens (sessions, reset links, SSO handoffs) and the hashes we store instead of
// them: a stolen database row cannot be replayed as a cookie.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

/**
 * A proof bound to a secret only the server holds (e.g. a password hash): HMAC-SHA256 of
 * `message`. Whoever shows it got it from us, for exactly that secret and message.
 */
export function keyedProof(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function keyedProofMatches(given: string | null, secret: string, message: string): boolean {
  if (!given || given.length > 200) return false;
  const expected = Buffer.from(keyedProof(secret, message));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
