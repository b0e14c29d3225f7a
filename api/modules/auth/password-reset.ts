// Password reset: a single-use link by e-mail (60 minutes); setting the new password ends every
// session of the account and logs this browser in. Asking answers the same whether or not the
// address has an account.
import { hashPassword } from '../../auth/passwords.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { Mailer } from '../../auth/mailer.ts';
import { createOpaqueToken, hashToken } from '../../auth/tokens.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { emailSchema } from '../../domain/account-rules.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { UserService } from '../user/service.ts';
import { optionalExternalId, parseNewPassword, parseOrThrow } from './input-rules.ts';
import { authRateLimits } from './rate-limits.ts';
import type { NewSession, SessionStore } from './sessions.ts';

const RESET_TTL_MINUTES = 60;

export function createPasswordReset(dependencies: {
  prisma: PrismaClient;
  users: UserService;
  sessions: SessionStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  productName: string;
  /** Base of the reset link. */
  publicUrl: string;
}) {
  const { prisma, users, sessions, mailer, rateLimiter, productName, publicUrl } = dependencies;

  function sendResetLink(email: string, username: string, link: URL): Promise<void> {
    return mailer.send({
      to: email,
      subject: `Reset your ${productName} password`,
      text:
        `Hello ${username},\n\n` +
        `Someone (hopefully you) asked to reset the password of your ${productName} account. ` +
        `Choose a new password here:\n\n${link.toString()}\n\n` +
        `The link works once and expires in ${RESET_TTL_MINUTES} minutes. Setting a new password logs ` +
        `you out everywhere else. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
    });
  }

  return {
    /** Always answers the same, whether or not the address has an account (no enumeration). */
    async requestPasswordReset(input: { email: unknown; externalId?: unknown }, clientAddress: string): Promise<void> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      const externalId = optionalExternalId(input.externalId);
      await rateLimiter.hit(authRateLimits.resetRequestPerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.resetRequestPerEmail, email);
      const account = await users.accountByEmail(email);
      if (!account) return;
      const token = createOpaqueToken();
      const link = new URL('/resetpassword/set', publicUrl);
      link.searchParams.set('t', token);
      if (externalId) link.searchParams.set('rid', externalId);
      // Written and mailed after the answer: a known address then answers as fast as an unknown
      // one, so timing does not tell whether an account exists.
      void prisma.passwordReset
        .create({
          data: { tokenHash: hashToken(token), userId: account.id, expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60 * 1000) },
        })
        .then(() => sendResetLink(email, account.username, link))
        .catch((error: unknown) => {
          console.error(`Password reset for a known address failed: ${error instanceof Error ? error.message : String(error)}`);
        });
    },

    /** Sets the new password, ends every session of the account, and logs this browser in. */
    async resetPassword(
      input: { tokenValue: unknown; newPassword: unknown; externalId?: unknown },
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
    ): Promise<NewSession> {
      const invalidLink = new ValidationError('This password reset link has expired or was already used. Please ask for a new one.', [
        { path: ['tokenValue'], message: 'Expired or used' },
      ]);
      if (typeof input.tokenValue !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(input.tokenValue.trim())) {
        throw new ValidationError('This password reset link is not valid. Please ask for a new one.', [
          { path: ['tokenValue'], message: 'Malformed' },
        ]);
      }
      const tokenHash = hashToken(input.tokenValue.trim());
      const password = parseNewPassword(input.newPassword, 'newPassword');
      const externalId = optionalExternalId(input.externalId);
      await rateLimiter.hit(authRateLimits.resetSetPerAddress, clientAddress);
      const reset = await prisma.passwordReset.findUnique({
        where: { tokenHash },
        select: { id: true, userId: true, expiresAt: true, usedAt: true },
      });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw invalidLink;
      const passwordHash = await hashPassword(password);
      await prisma.$transaction(async (transaction) => {
        const now = new Date();
        // Single use even under concurrent requests: only one update finds it unused.
        const used = await transaction.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
        if (used.count !== 1) throw invalidLink;
        await transaction.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
        await users.setPasswordHash(reset.userId, passwordHash, transaction);
        // The partner's id rides along with the link; it never replaces one the account has.
        if (externalId) await users.setExternalIdIfUnset(reset.userId, externalId, {}, transaction);
        // Whoever knew the old password is logged out everywhere.
        await sessions.endAllOf(reset.userId, transaction);
      });
      return sessions.start(reset.userId, userAgent, replacingToken);
    },
  };
}
