// Log in with e-mail and password. An unknown address and a wrong password get the same words
// and cost the same argon2 time (a decoy hash), so the answer does not tell whether an account
// exists.
//
// Guessing stays expensive without handing strangers a lockout button (docs/decisions.md#accounts):
// attempts are limited per address and per (account, address); the per-account limit, which a
// guesser spreading over many addresses runs into, applies only to browsers without this
// account's known-device cookie. The owner's usual browsers always get in; a new browser of an
// account under attack is told to use the e-mail reset link.
import { readCookie, serializeSessionCookie } from '../../auth/cookies.ts';
import { createKnownDeviceValue, isKnownDeviceOf, KNOWN_DEVICE_MAX_AGE_SECONDS } from '../../auth/known-device.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import { emailSchema } from '../../domain/account-rules.ts';
import { AuthError, RateLimitError, ValidationError } from '../../domain/errors.ts';
import type { UserService } from '../user/service.ts';
import { parseOrThrow } from './input-rules.ts';
import { authRateLimits } from './rate-limits.ts';
import type { NewSession, SessionStore } from './sessions.ts';

export const ACCOUNT_UNDER_ATTACK_MESSAGE =
  'Too many attempts to log in to this account from new browsers. Please use "Forgot your password?" to get in by e-mail, or try again later.';

export function createPasswordLogin(dependencies: {
  users: UserService;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  cookie: { name: string; secure: boolean };
}) {
  const { users, sessions, rateLimiter } = dependencies;
  const knownDeviceCookieName = `${dependencies.cookie.name}_device`;
  return {
    knownDeviceCookieName,
    async login(
      input: { email: unknown; password: unknown },
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
      /** The request's Cookie header: the known-device cookie is read from it. */
      cookieHeader: string | null,
    ): Promise<NewSession & { knownDeviceCookie: string }> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      if (typeof input.password !== 'string' || input.password.length === 0) {
        throw new ValidationError('Please enter your password', [{ path: ['password'], message: 'Required' }]);
      }
      if (input.password.length > 1024) throw new AuthError('Wrong e-mail address or password');
      await rateLimiter.hit(authRateLimits.loginPerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.loginPerAccountAndAddress, `${email}|${clientAddress}`);
      const account = await users.accountByEmail(email);
      const knownDevice =
        account?.passwordHash != null &&
        isKnownDeviceOf(readCookie(cookieHeader, knownDeviceCookieName), account.id, account.passwordHash);
      if (!knownDevice) {
        // Keyed by the e-mail, account or not: the answer must not tell which addresses exist.
        await rateLimiter.hit(authRateLimits.loginPerAccountFromNewDevices, email).catch((error: unknown) => {
          throw error instanceof RateLimitError ? new RateLimitError(error.retryAfterSeconds, ACCOUNT_UNDER_ATTACK_MESSAGE) : error;
        });
      }
      const passwordMatches = account?.passwordHash
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!account?.passwordHash || !passwordMatches) throw new AuthError('Wrong e-mail address or password');
      await rateLimiter.reset(authRateLimits.loginPerAccountAndAddress, `${email}|${clientAddress}`);
      const session = await sessions.start(account.id, userAgent, replacingToken);
      const knownDeviceCookie = serializeSessionCookie(createKnownDeviceValue(account.id, account.passwordHash), {
        name: knownDeviceCookieName,
        secure: dependencies.cookie.secure,
        maxAgeSeconds: KNOWN_DEVICE_MAX_AGE_SECONDS,
      });
      return { ...session, knownDeviceCookie };
    },
  };
}
