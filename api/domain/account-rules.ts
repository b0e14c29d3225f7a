// What the server accepts as an e-mail address, username and password.
import { z } from 'zod';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail address is too long')
  .email('Please enter a valid e-mail address');

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(24, 'Username must be at most 24 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, digits and underscores');

/** NIST 800-63B: length over composition rules; long passphrases allowed. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail');

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Whether a name from a URL could be a username at all (letters, digits, underscores; a little
 * longer than usernameSchema allows, for older names): anything else is unknown without asking
 * the database.
 */
export function couldBeUsername(name: string): boolean {
  return /^[A-Za-z0-9_]{1,40}$/.test(name);
}
