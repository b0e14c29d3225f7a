// Google and Facebook sign-in: the provider's token is checked server-side, then the identity
// logs into the account linked to it, or the account with the same address when the provider
// vouches for it (then linked), or asks for a username (no_user) and signs up.
import type { FacebookTokenVerifier } from '../../auth/facebook-token.ts';
import type { GoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { usernameSchema } from '../../domain/account-rules.ts';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type { UserService } from '../user/service.ts';
import { optionalExternalId, parseOrThrow } from './input-rules.ts';
import { authRateLimits } from './rate-limits.ts';
import type { NewSession, SessionStore } from './sessions.ts';

export type SocialProviderName = 'GOOGLE' | 'FACEBOOK';

export type SocialSettings = { googleClientId: string | null; facebookAppId: string | null; standInUrl: string | null };

/** What a social sign-in came to: logged_in, no_user (choose a username next) or expired. */
export type SocialOutcome = { status: 'logged_in'; session: NewSession; isNewUser: boolean } | { status: 'no_user' } | { status: 'expired' };

const socialProviderLabel: Record<SocialProviderName, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };
const MAX_SOCIAL_TOKEN_LENGTH = 8192;

type CheckedIdentity = { subject: string; email: string | null; emailVerified: boolean };

export function createSocialSignIn(dependencies: {
  prisma: PrismaClient;
  users: UserService;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** Unset when that provider is not configured. */
  verifyGoogleIdToken?: GoogleIdTokenVerifier;
  verifyFacebookToken?: FacebookTokenVerifier;
}) {
  const { prisma, users, sessions, rateLimiter } = dependencies;

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
    const sameAddress = await users.accountByEmail(identity.email);
    if (!sameAddress) return null;
    await prisma.socialIdentity.upsert({
      where: { provider_subject: { provider, subject: identity.subject } },
      create: { provider, subject: identity.subject, email: identity.email, userId: sameAddress.id },
      update: {},
    });
    return sameAddress.id;
  }

  return {
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
      return { status: 'logged_in', session: await sessions.start(userId, userAgent, replacingToken), isNewUser: false };
    },

    /** Sign-up with the chosen username; logs in when the identity already has an account. */
    async socialSignup(
      provider: SocialProviderName,
      input: { token: unknown; username: unknown; externalId?: unknown },
      clientAddress: string,
      userAgent: string,
      replacingToken: string | null,
    ): Promise<SocialOutcome> {
      const username = parseOrThrow(usernameSchema, input.username, 'username');
      const externalId = optionalExternalId(input.externalId);
      await rateLimiter.hit(authRateLimits.socialPerAddress, clientAddress);
      const identity = await checkSocialToken(provider, input.token);
      if (identity === 'expired') return { status: 'expired' };
      const existing = await accountForIdentity(provider, identity);
      if (existing !== null) {
        return { status: 'logged_in', session: await sessions.start(existing, userAgent, replacingToken), isNewUser: false };
      }
      if (await users.isUsernameTaken(username)) throw new ConflictError('This username is taken. Please choose another.');
      const email = identity.email && identity.emailVerified ? identity.email : null;
      let userId: number;
      try {
        userId = await prisma.$transaction(async (transaction) => {
          const account = await users.createAccount(
            { username, email, emailVerifiedAt: email ? new Date() : null, externalId },
            transaction,
          );
          await transaction.socialIdentity.create({
            data: { provider, subject: identity.subject, email: identity.email, userId: account.id },
          });
          return account.id;
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new ConflictError('This username was taken in the meantime. Please choose another.');
        }
        throw error;
      }
      return { status: 'logged_in', session: await sessions.start(userId, userAgent, replacingToken), isNewUser: true };
    },
  };
}
