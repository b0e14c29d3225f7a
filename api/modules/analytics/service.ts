// Analytics events (sign_up, login with its method, attempted_new_opinion, ...) kept in our own
// database. Nothing is sent to a third party: the tracking pages are where an operator could add
// one, and the client loads those only after "Accept all".
import type { RateLimiter, RateLimitRule } from '../../auth/rate-limit.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { ValidationError } from '../../domain/errors.ts';

/** Events a browser sends; the server's own (login, sign_up) are not counted. */
export const analyticsRateLimit: RateLimitRule = { name: 'analytics-address', limit: 120, windowSeconds: 10 * 60, perClientAddress: true };

const eventName = /^[a-z][a-z0-9_]{1,47}$/;
const methodName = /^[a-z0-9_-]{1,40}$/i;
const MAX_PROPS_CHARACTERS = 2000;

export type AnalyticsEventInput = { name: string; method?: string | null; props?: string | null };

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

function checkedEvent(input: AnalyticsEventInput) {
  if (!eventName.test(input.name)) {
    throw new ValidationError('The event name must be 2-48 lower-case letters, digits or underscores', [{ path: ['name'], message: 'Invalid' }]);
  }
  if (input.method && !methodName.test(input.method)) {
    throw new ValidationError('The method must be up to 40 letters, digits, dashes or underscores', [{ path: ['method'], message: 'Invalid' }]);
  }
  let props: Record<string, unknown> | undefined;
  if (input.props) {
    if (input.props.length > MAX_PROPS_CHARACTERS) throw new ValidationError('The event properties are too long', [{ path: ['props'], message: 'Too long' }]);
    try {
      props = JSON.parse(input.props) as Record<string, unknown>;
    } catch {
      props = undefined;
    }
    if (!props || typeof props !== 'object' || Array.isArray(props)) {
      throw new ValidationError('The event properties must be a JSON object', [{ path: ['props'], message: 'Invalid' }]);
    }
  }
  return { name: input.name, method: input.method || null, props };
}

export function createAnalyticsService(dependencies: { prisma: PrismaClient; rateLimiter: RateLimiter }) {
  const { prisma, rateLimiter } = dependencies;
  return {
    /** An event the server saw happen (a login, a sign-up). Never fails the action it records. */
    async recordServerEvent(userId: number | null, name: string, method: string | null): Promise<void> {
      try {
        await prisma.analyticsEvent.create({ data: { userId, name, method } });
      } catch (error) {
        console.error(`Analytics event ${name} not stored: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    /** An event a browser reports (attempted_new_opinion, ...): checked and rate limited. */
    async recordClientEvent(userId: number | null, input: AnalyticsEventInput, clientAddress: string): Promise<void> {
      const event = checkedEvent(input);
      await rateLimiter.hit(analyticsRateLimit, clientAddress);
      await prisma.analyticsEvent.create({
        data: { userId, name: event.name, method: event.method, ...(event.props ? { props: event.props as object } : {}) },
      });
    },

    // ── The owner's data (docs/product.md#your-data). ──

    personalDataOf(userId: number) {
      return prisma.analyticsEvent.findMany({ where: { userId }, select: { name: true, method: true, props: true, createdAt: true }, orderBy: { id: 'asc' } });
    },

    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.analyticsEvent.deleteMany({ where: { userId } });
    },
  };
}
