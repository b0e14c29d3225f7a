// What the auth module does when an account is erased (docs/product.md#your-data): it checks the
// person's confirmation, and erases its own rows (sessions on every device, pending codes,
// reset links, social identities) inside the erasure's transaction.
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { AuthError } from '../../domain/errors.ts';
import type { UserService } from '../user/service.ts';

/** Wrong confirmations per account: enough for typos, too few to guess a password with. */
export const deletionConfirmationRateLimit: RateLimitRule = { name: 'delete-account-confirm', limit: 10, windowSeconds: 15 * 60 };

export function createAccountDeletion(dependencies: { prisma: PrismaClient; users: UserService; rateLimiter: RateLimiter }) {
  const { prisma, users, rateLimiter } = dependencies;
  return {
    /**
     * A password account confirms with its password; an account without one (Google or
     * Facebook only) by typing its username (any case). Wrong answers are counted per account.
     * Returns the account's e-mail address (pending sign-up codes are kept by address).
     */
    async confirmAccountDeletion(userId: number, confirmation: string): Promise<{ email: string | null }> {
      const account = await users.accountToConfirm(userId);
      if (!account) throw new AuthError();
      await rateLimiter.hit(deletionConfirmationRateLimit, String(userId));
      // Passwords are at most 128 characters, usernames 24: a longer answer is wrong unread.
      if (confirmation.length > 128) throw new AuthError('Wrong password: your account was not deleted', 403);
      if (account.passwordHash) {
        if (!(await verifyPassword(account.passwordHash, confirmation))) throw new AuthError('Wrong password: your account was not deleted', 403);
      } else {
        // The same work either way, so the answer's timing does not tell which kind of account it is.
        await verifyAgainstDecoy(confirmation);
        if (confirmation.trim().toLowerCase() !== account.username.toLowerCase()) {
          throw new AuthError('Type your username exactly to confirm: your account was not deleted', 403);
        }
      }
      return { email: account.email };
    },

    /** Sessions, login sessions' tokens, reset links, social identities, pending codes. */
    async eraseUser(userId: number, email: string | null, db: Db): Promise<void> {
      await db.session.deleteMany({ where: { userId } });
      await db.passwordReset.deleteMany({ where: { userId } });
      await db.socialIdentity.deleteMany({ where: { userId } });
      if (email) await db.emailCode.deleteMany({ where: { email } });
    },

    /** Devices signed in and the social identities linked (no token or hash: keys, not data). */
    async personalDataOf(userId: number) {
      const sessions = await prisma.session.findMany({ where: { userId }, select: { createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true }, orderBy: { id: 'asc' } });
      const socialIdentities = await prisma.socialIdentity.findMany({ where: { userId }, select: { provider: true, email: true, createdAt: true } });
      return { sessions, socialIdentities };
    },
  };
}
