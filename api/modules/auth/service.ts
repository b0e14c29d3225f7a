// Accounts and sessions: e-mail sign-up with a 6-digit code, log in, log out, password reset,
// Google and Facebook sign-in, and resolving a session cookie into the viewer. The only writer of
// User (creation, password), Session, EmailCode, PasswordReset and SocialIdentity.
import { isCommonPassword } from '../../auth/common-passwords.ts';
import type { FacebookTokenVerifier } from '../../auth/facebook-token.ts';
import type { GoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
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
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { ViewerIdentity } from '../../schema/context.ts';

const CODE_TTL_MINUTES = 15;
const RESET_TTL_MINUTES = 60;
const MAX_CODE_ATTEMPTS = 5;
/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export const authRateLimits = {
  // The strict login limit is per (account, address): a stranger guessing from elsewhere cannot
  // lock the owner out. The per-account ceiling is generous and only slows a guesser who spreads
  // attempts over many addresses.
  loginPerAccountAndAddress: { name: 'login-account-address', limit: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { name: 'login-account', limit: 100, windowSeconds: 15 * 60 },
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

export type SocialProviderName = 'GOOGLE' | 'FACEBOOK';

export type SocialSettings = { googleClientId: string | null; facebookAppId: string | null; standInUrl: string | null };

/** What a social sign-in answered (spec 2: logged_in, no_user, expired). */
export type SocialOutcome = { status: 'logged_in'; session: NewSession; isNewUser: boolean } | { status: 'no_user' } | { status: 'expired' };

const socialProviderLabel: Record<SocialProviderName, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };
const MAX_SOCIAL_TOKEN_LENGTH = 8192;

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

/** Length rules first (the schema), then the common-password list. */
function parseNewPassword(value: unknown, field: string): string {
  const password = parseOrThrow(passwordSchema, value, field);
  if (isCommonPassword(password)) {
    const message = 'This password is too common. Please choose one that is harder to guess.';
    throw new ValidationError(message, [{ path: [field], message }]);
  }
  return password;
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
  /** Base of links in e-mails (the password reset link). */
  publicUrl: string;
  /** Unset when that provider is not configured. */
  verifyGoogleIdToken?: GoogleIdTokenVerifier;
  verifyFacebookToken?: FacebookTokenVerifier;
  /** What the browser needs to get social tokens (public values only). */
  socialSettings?: SocialSettings;
}) {
  const { prisma, mailer, rateLimiter, publicUrl, productName } = dependencies;
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

  type CheckedIdentity = { subject: string; email: string | null; emailVerified: boolean };

  /** Checks a provider's token; 'expired' when the provider says it expired. */
  async function checkSocialToken(provider: SocialProviderName, token: unknown): Promise<CheckedIdentity | 'expired'> {
    const label = socialProviderLabel[provider];
    const field = provider === 'GOOGLE' ? 'idToken' : 'access_token';
    if (typeof token !== 'string' || token.trim() === '') {
      throw new ValidationError(`The ${label} sign-in token is missing.`, [{ path: [field], message: 'Required' }]);
    }
    const malformed =
      token.length > MAX_SOCIAL_TOKEN_LENGTH ||
      (provider === 'GOOGLE' ? !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/.test(token) : !/^[A-Za-z0-9_|.-]+$/.test(token));
    if (malformed) throw new ValidationError(`The ${label} sign-in token is malformed.`, [{ path: [field], message: 'Malformed' }]);
    const verifier = provider === 'GOOGLE' ? dependencies.verifyGoogleIdToken : dependencies.verifyFacebookToken;
    if (!verifier) throw new NotFoundError(`${label} sign-in is not available on this site.`);
    const check = await verifier(token);
    if (check.outcome === 'expired') return 'expired';
    if (check.outcome === 'unavailable') throw new AuthError(`Could not reach ${label} to check your sign-in. Please try again later.`);
    if (check.outcome === 'invalid') throw new AuthError(`${label} could not confirm your sign-in. Please try again.`);
    if (provider === 'GOOGLE' && 'emailVerified' in check.identity) {
      return { subject: check.identity.subject, email: check.identity.email, emailVerified: check.identity.emailVerified === true };
    }
    // Facebook's Graph API returns only confirmed addresses.
    return { subject: check.identity.subject, email: check.identity.email, emailVerified: check.identity.email !== null };
  }

  /**
   * The account this identity logs into: the one already linked to it, else the account with
   * the same address when the provider vouches for that address (it is then linked).
   */
  async function accountForIdentity(provider: SocialProviderName, identity: CheckedIdentity): Promise<number | null> {
    const linked = await prisma.socialIdentity.findUnique({
      where: { provider_subject: { provider, subject: identity.subject } },
      select: { userId: true },
    });
    if (linked) return linked.userId;
    if (!identity.email || !identity.emailVerified) return null;
    const sameAddress = await prisma.user.findUnique({ where: { email: identity.email }, select: { id: true } });
    if (!sameAddress) return null;
    await prisma.socialIdentity.upsert({
      where: { provider_subject: { provider, subject: identity.subject } },
      create: { provider, subject: identity.subject, email: identity.email, userId: sameAddress.id },
      update: {},
    });
    return sameAddress.id;
  }

  return {
    sessionLifetimeSeconds: Math.floor(sessionLifetimeMs / 1000),
    socialSettings: dependencies.socialSettings ?? { googleClientId: null, facebookAppId: null, standInUrl: null },

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
      const password = parseNewPassword(input.password, 'password');
      const externalId = typeof input.externalId === 'string' && input.externalId ? input.externalId.slice(0, 200) : null;
      await rateLimiter.hit(authRateLimits.signupCodePerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.signupCodePerEmail, email);

      const [emailTaken, usernameTaken] = await Promise.all([
        prisma.user.findUnique({ where: { email }, select: { id: true } }),
        prisma.user.findUnique({ where: { usernameKey: usernameKey(username) }, select: { id: true } }),
      ]);
      // Usernames are public, so saying one is taken tells nothing new.
      if (usernameTaken) throw new ConflictError('This username is taken. Please choose another.');
      if (emailTaken) {
        // Answer exactly as for a new address (no account enumeration) and tell the owner instead.
        // The hash is computed, and a write transaction run (any stale sign-up code of the address
        // is spent: it could only fail on the existing account), so both paths take about as long.
        await hashPassword(password);
        await prisma.$transaction([
          prisma.emailCode.updateMany({
            where: { email, purpose: 'SIGNUP', consumedAt: null },
            data: { consumedAt: new Date() },
          }),
        ]);
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
        return { email };
      }

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
      await rateLimiter.hit(authRateLimits.loginPerAccountAndAddress, `${email}|${clientAddress}`);
      await rateLimiter.hit(authRateLimits.loginPerAccount, email);
      const user = await prisma.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
      const passwordMatches = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!user || !passwordMatches) throw new AuthError('Wrong e-mail address or password');
      await rateLimiter.reset(authRateLimits.loginPerAccountAndAddress, `${email}|${clientAddress}`);
      return createSession(user.id, userAgent, replacingToken);
    },


    /** Always answers the same, whether or not the address has an account (no enumeration). */
    async requestPasswordReset(input: { email: unknown; externalId?: unknown }, clientAddress: string): Promise<void> {
      const email = parseOrThrow(emailSchema, input.email, 'email');
      const externalId = typeof input.externalId === 'string' && input.externalId ? input.externalId.slice(0, 200) : null;
      await rateLimiter.hit(authRateLimits.resetRequestPerAddress, clientAddress);
      await rateLimiter.hit(authRateLimits.resetRequestPerEmail, email);
      const user = await prisma.user.findUnique({ where: { email }, select: { id: true, username: true } });
      if (!user) return;
      const token = createOpaqueToken();
      const link = new URL('/resetpassword/set', publicUrl);
      link.searchParams.set('t', token);
      if (externalId) link.searchParams.set('rid', externalId);
      // Written and mailed after the answer: a known address then answers as fast as an unknown
      // one, so timing does not tell whether an account exists.
      void prisma.passwordReset
        .create({
          data: { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60 * 1000) },
        })
        .then(() => sendResetLink(email, user.username, link))
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
      const externalId = typeof input.externalId === 'string' && input.externalId ? input.externalId.slice(0, 200) : null;
      await rateLimiter.hit(authRateLimits.resetSetPerAddress, clientAddress);
      const reset = await prisma.passwordReset.findUnique({
        where: { tokenHash },
        select: { id: true, userId: true, expiresAt: true, usedAt: true, user: { select: { externalId: true } } },
      });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw invalidLink;
      const passwordHash = await hashPassword(password);
      await prisma.$transaction(async (transaction) => {
        const now = new Date();
        // Single use even under concurrent requests: only one update finds it unused.
        const used = await transaction.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
        if (used.count !== 1) throw invalidLink;
        await transaction.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
        await transaction.user.update({
          where: { id: reset.userId },
          data: { passwordHash, ...(externalId && !reset.user.externalId ? { externalId } : {}) },
        });
        // Whoever knew the old password is logged out everywhere.
        await transaction.session.deleteMany({ where: { userId: reset.userId } });
      });
      return createSession(reset.userId, userAgent, replacingToken);
    },

    /** Google or Facebook log-in: logged_in, no_user (choose a username next) or expired. */
    async socialLogin(
      provider: SocialProviderName,
      token: unknown,
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
    ): Promise<SocialOutcome> {
      await rateLimiter.hit(authRateLimits.socialPerAddress, clientAddress);
      const identity = await checkSocialToken(provider, token);
      if (identity === 'expired') return { status: 'expired' };
      const userId = await accountForIdentity(provider, identity);
      if (userId === null) return { status: 'no_user' };
      return { status: 'logged_in', session: await createSession(userId, userAgent, replacingToken), isNewUser: false };
    },

    /** Google or Facebook sign-up with the chosen username; logs in when the identity already has an account. */
    async socialSignup(
      provider: SocialProviderName,
      input: { token: unknown; username: unknown; externalId?: unknown },
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
    ): Promise<SocialOutcome> {
      const username = parseOrThrow(usernameSchema, input.username, 'username');
      const externalId = typeof input.externalId === 'string' && input.externalId ? input.externalId.slice(0, 200) : null;
      await rateLimiter.hit(authRateLimits.socialPerAddress, clientAddress);
      const identity = await checkSocialToken(provider, input.token);
      if (identity === 'expired') return { status: 'expired' };
      const existing = await accountForIdentity(provider, identity);
      if (existing !== null) {
        return { status: 'logged_in', session: await createSession(existing, userAgent, replacingToken), isNewUser: false };
      }
      if (await prisma.user.findUnique({ where: { usernameKey: usernameKey(username) }, select: { id: true } })) {
        throw new ConflictError('This username is taken. Please choose another.');
      }
      const email = identity.email && identity.emailVerified ? identity.email : null;
      let userId: number;
      try {
        userId = await prisma.$transaction(async (transaction) => {
          const user = await transaction.user.create({
            data: {
              username,
              usernameKey: usernameKey(username),
              email,
              emailVerifiedAt: email ? new Date() : null,
              externalId,
            },
            select: { id: true },
          });
          await transaction.socialIdentity.create({
            data: { provider, subject: identity.subject, email: identity.email, userId: user.id },
          });
          return user.id;
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new ConflictError('This username was taken in the meantime. Please choose another.');
        }
        throw error;
      }
      return { status: 'logged_in', session: await createSession(userId, userAgent, replacingToken), isNewUser: true };
    },

    async logout(token: string | null): Promise<void> {
      if (!token) return;
      await prisma.session.deleteMany({ where: { tokenHash: hashToken(token) } });
    },
  };
}
