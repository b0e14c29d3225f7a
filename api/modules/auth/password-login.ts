// Log in with e-mail and password. An unknown address and a wrong password get the same words
// and cost the same argon2 time (a decoy hash), so the answer does not tell whether an account
// exists.
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import { emailSchema } from '../../domain/account-rules.ts';
import { AuthError, ValidationError } from '../../domain/errors.ts';
import type { UserService } from '../user/service.ts';
import { parseOrThrow } from './input-rules.ts';
import { authRateLimits } from './rate-limits.ts';
import type { NewSession, SessionStore } from './sessions.ts';

export function createPasswordLogin(dependencies: { users: UserService; sessions: SessionStore; rateLimiter: RateLimiter }) {
  const { users, sessions, rateLimiter } = dependencies;
  return {
    async login(
      input: { email: unknown; password: unknown },
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
    ): Promise<NewSession> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      if (typeof input.password !== 'string' || input.password.length === 0) {
        throw new ValidationError('Please enter your password', [{ path: ['password'], message: 'Required' }]);
      }
      if (input.password.length > 1024) throw new AuthError('Wrong e-mail address or password');
      await rateLimiter.hit(authRateLimits.loginPerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.loginPerAccountAndAddress, `${email}|${clientAddress}`);
      await rateLimiter.hit(authRateLimits.loginPerAccount, email);
      const account = await users.accountByEmail(email);
      const passwordMatches = account?.passwordHash
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!account || !passwordMatches) throw new AuthError('Wrong e-mail address or password');
      await rateLimiter.reset(authRateLimits.loginPerAccountAndAddress, `${email}|${clientAddress}`);
      return sessions.start(account.id, userAgent, replacingToken);
    },
  };
}
