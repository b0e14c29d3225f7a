// Cookie consent choices (logged for the record) and e-mail preferences. A person reaches their
// e-mail preferences logged in, or from a link in an e-mail that carries their preference token
// (the page is framed on the sister site, where our session cookie is not sent).
import { createOpaqueToken } from '../../auth/tokens.ts';
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { AuthError, NotFoundError, ValidationError } from '../../domain/errors.ts';

export const cookieChoiceRateLimit: RateLimitRule = { name: 'cookie-choice-address', limit: 60, windowSeconds: 60 * 60, perClientAddress: true };

export type CookieChoiceInput = { loadThirdParty: boolean; accepted: boolean; level: number; version: string; url: string };

export type EmailPreferenceValues = { newsletter: boolean; notifications: boolean; productUpdates: boolean };

export type EmailPreferences = EmailPreferenceValues & { link: string };

/** Who is asking: a logged-in user, or the holder of a preference link's token. */
export type EmailPreferenceAccess = { userId: number | null; token: string | null };

export type ConsentService = ReturnType<typeof createConsentService>;

/** Only the path is kept: query strings can hold tokens (e.g. the e-mail preferences link). */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname.slice(0, 300);
  } catch {
    return '';
  }
}

export function createConsentService(dependencies: { prisma: PrismaClient; rateLimiter: RateLimiter; publicUrl: string }) {
  const { prisma, rateLimiter, publicUrl } = dependencies;
  const select = { newsletter: true, notifications: true, productUpdates: true, unsubscribeToken: true } as const;
  const shape = (row: EmailPreferenceValues & { unsubscribeToken: string }): EmailPreferences => ({
    newsletter: row.newsletter,
    notifications: row.notifications,
    productUpdates: row.productUpdates,
    link: `${publicUrl}/emailpref-iframe?t=${encodeURIComponent(row.unsubscribeToken)}`,
  });

  async function userIdFor(access: EmailPreferenceAccess): Promise<number> {
    if (access.token) {
      const row = await prisma.emailPreference.findUnique({ where: { unsubscribeToken: access.token }, select: { userId: true } });
      if (!row) throw new NotFoundError('This e-mail preferences link is not valid');
      return row.userId;
    }
    if (access.userId === null) throw new AuthError('Please log in to manage your e-mail preferences');
    return access.userId;
  }

  return {
    async logCookieChoice(userId: number | null, input: CookieChoiceInput, clientAddress: string): Promise<void> {
      if (!Number.isInteger(input.level) || input.level < 0 || input.level > 9) {
        throw new ValidationError('level must be a whole number from 0 to 9', [{ path: ['level'], message: 'Invalid' }]);
      }
      if (input.version.length > 40) throw new ValidationError('version is too long', [{ path: ['version'], message: 'Too long' }]);
      await rateLimiter.hit(cookieChoiceRateLimit, clientAddress);
      await prisma.cookieConsent.create({
        data: {
          userId,
          loadThirdParty: input.loadThirdParty,
          accepted: input.accepted,
          level: input.level,
          version: input.version.trim(),
          url: pathOf(input.url),
        },
      });
    },

    /** Everyone starts opted in to what they signed up for; the row (and its link token) is made on first use. */
    async emailPreferences(access: EmailPreferenceAccess): Promise<EmailPreferences> {
      const userId = await userIdFor(access);
      const row = await prisma.emailPreference.upsert({
        where: { userId },
        create: { userId, unsubscribeToken: createOpaqueToken() },
        update: {},
        select,
      });
      return shape(row);
    },

    async setEmailPreferences(access: EmailPreferenceAccess, values: EmailPreferenceValues): Promise<EmailPreferences> {
      const userId = await userIdFor(access);
      const row = await prisma.emailPreference.upsert({
        where: { userId },
        create: { userId, unsubscribeToken: createOpaqueToken(), ...values },
        update: values,
        select,
      });
      return shape(row);
    },

    // ── The owner's data (docs/product.md#your-data). ──

    async personalDataOf(userId: number) {
      const cookieConsents = await prisma.cookieConsent.findMany({ where: { userId }, omit: { id: true, userId: true }, orderBy: { id: 'asc' } });
      // The unsubscribe token is a key to the preferences, not something about the person.
      const emailPreferences = await prisma.emailPreference.findUnique({ where: { userId }, omit: { userId: true, unsubscribeToken: true } });
      return { cookieConsents, emailPreferences };
    },

    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.cookieConsent.deleteMany({ where: { userId } });
      await db.emailPreference.deleteMany({ where: { userId } });
    },
  };
}
