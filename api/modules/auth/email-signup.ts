// E-mail sign-up: a 6-digit code by e-mail, and the account only once the code is verified
// (docs/product.md#log-in-and-sign-up). The code is stored hashed with the pending username and
// password hash; only the newest code of an address works, 15 minutes, 5 attempts, single use.
import { hashPassword } from '../../auth/passwords.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { Mailer } from '../../auth/mailer.ts';
import { readCookie, serializeSessionCookie } from '../../auth/cookies.ts';
import { createNumericCode, createOpaqueToken, hashToken, keyedProof, keyedProofMatches, tokenHashesEqual } from '../../auth/tokens.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { emailSchema, usernameSchema, verificationCodeSchema } from '../../domain/account-rules.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import type { UserService } from '../user/service.ts';
import { optionalExternalId, parseNewPassword, parseOrThrow } from './input-rules.ts';
import { authRateLimits } from './rate-limits.ts';
import type { NewSession, SessionStore } from './sessions.ts';

const CODE_TTL_MINUTES = 15;
const MAX_CODE_ATTEMPTS = 5;

function codeHash(email: string, code: string): string {
  return hashToken(`${email}:${code}`);
}

export function createEmailSignup(dependencies: {
  prisma: PrismaClient;
  users: UserService;
  sessions: SessionStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  productName: string;
  /** Base of links in e-mails. */
  publicUrl: string;
  cookie: { name: string; secure: boolean };
}) {
  const { prisma, users, sessions, mailer, rateLimiter, productName, publicUrl } = dependencies;
  // The browser that asked for a sign-up code holds this cookie: the proof that a later call
  // about that pending sign-up (attaching a partner's rid) comes from the person signing up, not
  // from someone who merely knows the address. It is an HMAC keyed by the pending sign-up's
  // password hash, a secret only the server holds (docs/decisions.md#consent-e-mail-preferences-analytics-and-external-id).
  const signupProofCookieName = `${dependencies.cookie.name}_signup`;
  const signupProofMessage = (email: string) => `pending-signup|${email}`;
  const signupProofCookie = (proof: string) =>
    serializeSessionCookie(proof, {
      name: signupProofCookieName,
      secure: dependencies.cookie.secure,
      maxAgeSeconds: CODE_TTL_MINUTES * 60,
    });

  /** Spends every unused sign-up code of the address: only the newest one may work. */
  const spendPendingCodes = (email: string) =>
    prisma.emailCode.updateMany({ where: { email, purpose: 'SIGNUP', consumedAt: null }, data: { consumedAt: new Date() } });

  /**
   * A taken address is answered exactly as a new one (no account enumeration) and its owner is
   * told instead. The password is hashed and a write transaction run (stale sign-up codes of the
   * address are spent: they could only fail on the existing account), so both paths take about
   * as long.
   */
  async function answerTakenAddress(email: string, password: string): Promise<void> {
    await hashPassword(password);
    await prisma.$transaction([spendPendingCodes(email)]);
    await mailer.send({
      to: email,
      subject: `Someone tried to sign up to ${productName} with your e-mail address`,
      text:
        `Someone (maybe you) tried to create a new ${productName} account with this e-mail address, ` +
        `which already has an account.\n\n` +
        `If it was you, log in instead: ${publicUrl}/login\n` +
        `Forgot your password? Reset it: ${publicUrl}/login?step=resetRequest\n\n` +
        `If it was not you, you can ignore this e-mail; your account has not changed.\n`,
    });
  }

  return {
    async requestSignupCode(
      input: { email: unknown; username: unknown; password: unknown; externalId?: unknown },
      clientAddress: string,
    ): Promise<{ email: string; signupProofCookie: string }> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      const username = parseOrThrow(usernameSchema, input.username, 'username');
      const password = parseNewPassword(input.password, 'password');
      const externalId = optionalExternalId(input.externalId);
      await rateLimiter.hit(authRateLimits.signupCodePerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.signupCodePerEmail, email);

      const [emailTaken, usernameTaken] = await Promise.all([users.accountByEmail(email), users.isUsernameTaken(username)]);
      // Usernames are public, so saying one is taken tells nothing new.
      if (usernameTaken) throw new ConflictError('This username is taken. Please choose another.');
      if (emailTaken) {
        await answerTakenAddress(email, password);
        // A cookie like any other: its absence must not tell that the address has an account.
        return { email, signupProofCookie: signupProofCookie(keyedProof(createOpaqueToken(), signupProofMessage(email))) };
      }

      const code = createNumericCode();
      const pendingPasswordHash = await hashPassword(password);
      await prisma.$transaction([
        spendPendingCodes(email),
        prisma.emailCode.create({
          data: {
            purpose: 'SIGNUP',
            email,
            codeHash: codeHash(email, code),
            pendingUsername: username,
            pendingPasswordHash,
            pendingExternalId: externalId,
            expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60 * 1000),
          },
        }),
      ]);
      await mailer.send({
        to: email,
        subject: `Your ${productName} verification code: ${code}`,
        text:
          `Welcome to ${productName}, ${username}!\n\n` +
          `Your verification code is ${code}\n\n` +
          `It works once and expires in ${CODE_TTL_MINUTES} minutes. ` +
          `If you did not sign up, you can ignore this e-mail.\n`,
      });
      return { email, signupProofCookie: signupProofCookie(keyedProof(pendingPasswordHash, signupProofMessage(email))) };
    },

    /** Checks the code; creates the account and logs in. */
    async verifySignupCode(
      input: { email: unknown; code: unknown },
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
    ): Promise<NewSession> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      const code = parseOrThrow(verificationCodeSchema, input.code, 'code');
      await rateLimiter.hit(authRateLimits.codeCheckPerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.codeCheckPerEmail, email);

      const pending = await prisma.emailCode.findFirst({
        where: { email, purpose: 'SIGNUP', consumedAt: null },
        orderBy: { id: 'desc' },
      });
      const wrongCode = new ValidationError('That code is not right, or it has expired. Please check the e-mail or ask for a new code.', [
        { path: ['code'], message: 'Wrong or expired code' },
      ]);
      if (!pending || pending.expiresAt.getTime() <= Date.now() || pending.attempts >= MAX_CODE_ATTEMPTS) throw wrongCode;
      if (!tokenHashesEqual(pending.codeHash, codeHash(email, code))) {
        await prisma.emailCode.update({ where: { id: pending.id }, data: { attempts: { increment: 1 } } });
        throw wrongCode;
      }
      const { pendingUsername, pendingPasswordHash } = pending;
      if (!pendingUsername || !pendingPasswordHash) throw wrongCode;

      let userId: number;
      try {
        userId = await prisma.$transaction(async (transaction) => {
          // Consuming the code and creating the account happen together or not at all.
          const consumed = await transaction.emailCode.updateMany({
            where: { id: pending.id, consumedAt: null },
            data: { consumedAt: new Date() },
          });
          if (consumed.count !== 1) throw wrongCode;
          const account = await users.createAccount(
            {
              username: pendingUsername,
              email,
              emailVerifiedAt: new Date(),
              passwordHash: pendingPasswordHash,
              externalId: pending.pendingExternalId,
            },
            transaction,
          );
          return account.id;
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new ConflictError('This username or e-mail address was taken in the meantime. Please sign up again.');
        }
        throw error;
      }
      return sessions.start(userId, userAgent, replacingToken);
    },

    /**
     * Sign-up attribution before the account exists: the rid lands on the pending sign-up of the
     * address, if it has none yet (the first rid wins).
     */
    /**
     * The rid lands on the newest pending sign-up for the address only when the request comes
     * from the browser that asked for its code (the proof cookie); otherwise nothing happens.
     */
    async attachExternalIdToPendingSignup(email: string, externalId: string, cookieHeader: string | null): Promise<void> {
      const proof = readCookie(cookieHeader, signupProofCookieName);
      if (!proof) return;
      const pending = await prisma.emailCode.findFirst({
        where: { email, purpose: 'SIGNUP', consumedAt: null, expiresAt: { gt: new Date() } },
        orderBy: { id: 'desc' },
        select: { id: true, pendingPasswordHash: true },
      });
      if (!pending?.pendingPasswordHash || !keyedProofMatches(proof, pending.pendingPasswordHash, signupProofMessage(email))) return;
      await prisma.emailCode.updateMany({ where: { id: pending.id, pendingExternalId: null }, data: { pendingExternalId: externalId } });
    },
  };
}
