// The "known device" cookie (OWASP's device cookie): proof that this browser has logged in to an
// account before. Issued on each successful password login; a browser that shows it for the
// account being logged in to is exempt from the per-account login limit, so a stranger who
// spends that limit cannot lock the owner out of a browser they already use.
//
// The value is `<account id>.<random id>.<HMAC>`, the HMAC keyed by a secret only the server holds
// for that account (its password hash): it cannot be forged, fits one account only, and every
// device cookie of an account stops counting when its password changes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A year: the point is to remember browsers the owner keeps using. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signature(accountSecret: string, accountId: number, deviceId: string): string {
  return createHmac('sha256', accountSecret).update(`known-device|${accountId}|${deviceId}`).digest('base64url');
}

export function createKnownDeviceValue(accountId: number, accountSecret: string): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${accountId}.${deviceId}.${signature(accountSecret, accountId, deviceId)}`;
}

/** True when `value` was issued by us for this account (under its current secret). */
export function isKnownDeviceOf(value: string | null, accountId: number, accountSecret: string): boolean {
  if (!value || value.length > 200) return false;
  const [id, deviceId, mac, ...rest] = value.split('.');
  if (rest.length > 0 || !deviceId || !mac || id !== String(accountId)) return false;
  const expected = Buffer.from(signature(accountSecret, accountId, deviceId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
