// How often each way in may be tried (docs/product.md#log-in-and-sign-up). Limits kept per
// client address use RATE_LIMIT_ADDRESS_FACTOR (api/config.ts).
import type { RateLimitRule } from '../../auth/rate-limit.ts';

export const authRateLimits = {
  // The strict login limit is per (account, address): a stranger guessing from elsewhere cannot
  // lock the owner out. The per-account ceiling slows a guesser who spreads attempts over many
  // addresses; it counts only browsers without the account's known-device cookie
  // (api/auth/known-device.ts), so it never locks the owner out of a browser they have used.
  loginPerAccountAndAddress: { name: 'login-account-address', limit: 10, windowSeconds: 15 * 60 },
  loginPerAccountFromNewDevices: { name: 'login-account-new-device', limit: 100, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login-address', limit: 100, windowSeconds: 15 * 60, perClientAddress: true },
  signupCodePerEmail: { name: 'signup-code-email', limit: 5, windowSeconds: 60 * 60 },
  signupCodePerAddress: { name: 'signup-code-address', limit: 20, windowSeconds: 60 * 60, perClientAddress: true },
  codeCheckPerEmail: { name: 'code-check-email', limit: 10, windowSeconds: 15 * 60 },
  codeCheckPerAddress: { name: 'code-check-address', limit: 50, windowSeconds: 15 * 60, perClientAddress: true },
  resetRequestPerEmail: { name: 'reset-request-email', limit: 5, windowSeconds: 60 * 60 },
  resetRequestPerAddress: { name: 'reset-request-address', limit: 20, windowSeconds: 60 * 60, perClientAddress: true },
  resetSetPerAddress: { name: 'reset-set-address', limit: 30, windowSeconds: 15 * 60, perClientAddress: true },
  socialPerAddress: { name: 'social-address', limit: 60, windowSeconds: 15 * 60, perClientAddress: true },
} satisfies Record<string, RateLimitRule>;
