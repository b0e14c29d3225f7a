// Accounts and sessions: e-mail sign-up with a 6-digit code, log in, log out, and resolving a
// session cookie into the viewer. The only writer of User (creation), Session and EmailCode.
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { Mailer } from '../../auth/mailer.ts';
import { createNumericCode, createOpaqueToken, hashToken, tokenHashesEqual } from '../../auth/tokens.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import {
  emailSchema,
  passwordSchema,
  usernameKey,
  usernameSchema,
  verificationCodeSchema,
} from '../../domain/account-rules.ts';
import { AuthError, ConflictError, ValidationError } from '../../domain/errors.ts';
import type { ViewerIdentity } from '../../schema/context.ts';

const CODE_TTL_MINUTES = 15;
const MAX_CODE_ATTEMPTS = 5;
/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export const authRateLimits = {
  loginPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login-address', limit: 50, windowSeconds: 15 * 60 },
  signupCodePerEmail: { name: 'signup-code-email', limit: 5, windowSeconds: 60 * 60 },
  signupCodePerAddress: { name: 'signup-code-address', limit: 20, windowSeconds: 60 * 60 },
  codeCheckPerEmail: { name: 'code-check-email', limit: 10, windowSeconds: 15 * 60 },
  codeCheckPerAddress: { name: 'code-check-address', limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export type NewSession = { token: string; userId: number };

const viewerSelect = {
  id: true,
  username: true,
  karma: true,
  role: true,
  canDeleteContent: true,
  adminHub: true,
  canSeeDetailedOpinionReport: true,
  canCreateOpinions: true,
  canListConvos: true,
  subscriptionStatus: true,
  externalId: true,
  notificationsReadAt: true,
} as const;

function parseOrThrow<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } }, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? `Invalid ${field}`;
    throw new ValidationError(message, [{ path: [field], message }]);
  }
  return result.data;
}

function codeHash(email: string, code: string): string {
  return hashToken(`${email}:${code}`);
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(dependencies: {
  prisma: PrismaClient;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessionDays: number;
  productName: string;
}) {
  const { prisma, mailer, rateLimiter } = dependencies;
  const sessionLifetimeMs = dependencies.sessionDays * 24 * 60 * 60 * 1000;

  async function createSession(userId: number, userAgent: string, replacingToken: string | null): Promise<NewSession> {
    const token = createOpaqueToken();
    await prisma.$transaction(async (transaction) => {
      // Rotation: a login never keeps the session that existed before it (session fixation).
      if (replacingToken) await transaction.session.deleteMany({ where: { tokenHash: hashToken(replacingToken) } });
      await transaction.session.create({
        data: {
          tokenHash: hashToken(token),
          userId,
          expiresAt: new Date(Date.now() + sessionLifetimeMs),
          userAgent: userAgent.slice(0, 300),
        },
      });
    });
    return { token, userId };
  }

  return {
    sessionLifetimeSeconds: Math.floor(sessionLifetimeMs / 1000),

    async resolveSession(token: string | null): Promise<ViewerIdentity | null> {
      if (!token || token.length > 200) return null;
      const session = await prisma.session.findUnique({
        where: { tokenHash: hashToken(token) },
        select: { id: true, expiresAt: true, lastSeenAt: true, user: { select: viewerSelect } },
      });
      if (!session) return null;
      const now = Date.now();
      if (session.expiresAt.getTime() <= now) {
        await prisma.session.deleteMany({ where: { id: session.id } });
        return null;
      }
      if (now - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await prisma.session.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
      }
      const { user } = session;
      return {
        userId: user.id,
        sessionId: session.id,
        username: user.username,
        karma: user.karma,
        role: user.role,
        canDeleteContent: user.canDeleteContent,
        adminHub: user.adminHub,
        canSeeDetailedOpinionReport: user.canSeeDetailedOpinionReport,
        canCreateOpinions: user.canCreateOpinions,
        canListConvos: user.canListConvos,
        subscriptionStatus: user.subscriptionStatus,
        externalId: user.externalId,
        notificationsReadAt: user.notificationsReadAt,
      };
    },

    async requestSignupCode(
      input: { email: unknown; username: unknown; password: unknown; externalId?: unknown },
      clientAddress: string,
    ): Promise<{ email: string }> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      const username = parseOrThrow(usernameSchema, input.username, 'username');
      const password = parseOrThrow(passwordSchema, input.password, 'password');
      const externalId = typeof input.externalId === 'string' && input.externalId ? input.externalId.slice(0, 200) : null;
      await rateLimiter.hit(authRateLimits.signupCodePerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.signupCodePerEmail, email);

      const [emailTaken, usernameTaken] = await Promise.all([
        prisma.user.findUnique({ where: { email }, select: { id: true } }),
        prisma.user.findUnique({ where: { usernameKey: usernameKey(username) }, select: { id: true } }),
      ]);
      if (emailTaken) throw new ConflictError('An account with this e-mail address already exists. Please log in.');
      if (usernameTaken) throw new ConflictError('This username is taken. Please choose another.');

      const code = createNumericCode();
      const pendingPasswordHash = await hashPassword(password);
      await prisma.$transaction([
        // Only the newest code for an address works.
        prisma.emailCode.updateMany({
          where: { email, purpose: 'SIGNUP', consumedAt: null },
          data: { consumedAt: new Date() },
        }),
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
        subject: `Your ${dependencies.productName} verification code: ${code}`,
        text:
          `Welcome to ${dependencies.productName}, ${username}!\n\n` +
          `Your verification code is ${code}\n\n` +
          `It works once and expires in ${CODE_TTL_MINUTES} minutes. ` +
          `If you did not sign up, you can ignore this e-mail.\n`,
      });
      return { email };
    },

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
      if (!pending.pendingUsername || !pending.pendingPasswordHash) throw wrongCode;

      let userId: number;
      try {
        userId = await prisma.$transaction(async (transaction) => {
          // Consuming the code and creating the account happen together or not at all.
          const consumed = await transaction.emailCode.updateMany({
            where: { id: pending.id, consumedAt: null },
            data: { consumedAt: new Date() },
          });
          if (consumed.count !== 1) throw wrongCode;
          const user = await transaction.user.create({
            data: {
              username: pending.pendingUsername!,
              usernameKey: usernameKey(pending.pendingUsername!),
              email,
              emailVerifiedAt: new Date(),
              passwordHash: pending.pendingPasswordHash,
              externalId: pending.pendingExternalId,
            },
            select: { id: true },
          });
          return user.id;
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new ConflictError('This username or e-mail address was taken in the meantime. Please sign up again.');
        }
        throw error;
      }
      return createSession(userId, userAgent, replacingToken);
    },

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
      await rateLimiter.hit(authRateLimits.loginPerAccount, email);
      const user = await prisma.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
      const passwordMatches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!user || !passwordMatches) throw new AuthError('Wrong e-mail address or password');
      await rateLimiter.reset(authRateLimits.loginPerAccount, email);
      return createSession(user.id, userAgent, replacingToken);
    },

    async logout(token: string | null): Promise<void> {
      if (!token) return;
      await prisma.session.deleteMany({ where: { tokenHash: hashToken(token) } });
    },
  };
}
