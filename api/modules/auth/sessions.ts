// Sessions: an opaque random token in an httpOnly cookie, stored only as its hash. Resolving a
// cookie into the viewer reads the session with its user and the user's subscription status in
// one statement (declared reads of the user and payment modules' tables: every logged-in request
// does it, and the paywall needs the status on every report).
import { serializeExpiredSessionCookie, serializeSessionCookie } from '../../auth/cookies.ts';
import { createOpaqueToken, hashToken } from '../../auth/tokens.ts';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import { AuthError } from '../../domain/errors.ts';
import type { ViewerIdentity } from '../../domain/viewer.ts';
import type { UserService } from '../user/service.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export type NewSession = { token: string; userId: number };

export type SessionStore = ReturnType<typeof createSessionStore>;

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
  subscription: { select: { status: true } },
  externalId: true,
  notificationsReadAt: true,
  suspendedUntil: true,
} as const;

/** What a suspended member is told when a log-in is refused (docs/product.md#admin-hub-and-moderation). */
export function suspensionMessage(until: Date, reason: string): string {
  const day = until.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Your account is suspended until ${day}${reason ? `: ${reason}` : ''}`;
}

export function createSessionStore(dependencies: {
  prisma: PrismaClient;
  users: Pick<UserService, 'suspensionOf'>;
  sessionDays: number;
  /** The session cookie's name and whether it is Secure (HTTPS sites). */
  cookie: { name: string; secure: boolean };
}) {
  const { prisma, cookie } = dependencies;
  const lifetimeMs = dependencies.sessionDays * 24 * 60 * 60 * 1000;
  const lifetimeSeconds = Math.floor(lifetimeMs / 1000);

  return {
    lifetimeSeconds,

    /** A new session; a login never keeps the session that existed before it (session fixation). */
    async start(userId: number, userAgent: string, replacingToken: string | null): Promise<NewSession> {
      const token = createOpaqueToken();
      await prisma.$transaction(async (transaction) => {
        // Every way in ends here, after its own checks passed (a password, a code, a token), so a
        // suspension is told only to someone who proved who they are.
        const account = await dependencies.users.suspensionOf(userId, transaction);
        if (account?.suspendedUntil && account.suspendedUntil.getTime() > Date.now()) {
          throw new AuthError(suspensionMessage(account.suspendedUntil, account.suspensionReason), 403);
        }
        if (replacingToken) await transaction.session.deleteMany({ where: { tokenHash: hashToken(replacingToken) } });
        await transaction.session.create({
          data: {
            tokenHash: hashToken(token),
            userId,
            expiresAt: new Date(Date.now() + lifetimeMs),
            userAgent: userAgent.slice(0, 300),
          },
        });
      });
      return { token, userId };
    },

    /** The person a session token stands for; null for no, an unknown or an expired token. */
    async resolve(token: string | null): Promise<ViewerIdentity | null> {
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
      // Suspending ends every session; a session that raced it still counts for nothing.
      if (user.suspendedUntil && user.suspendedUntil.getTime() > now) return null;
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
        subscriptionStatus: user.subscription?.status ?? 'NONE',
        externalId: user.externalId,
        notificationsReadAt: user.notificationsReadAt,
      };
    },

    async end(token: string | null): Promise<void> {
      if (!token) return;
      await prisma.session.deleteMany({ where: { tokenHash: hashToken(token) } });
    },

    /** Logs the person out everywhere (a new password), inside the caller's transaction. */
    async endAllOf(userId: number, db: PrismaClient | Prisma.TransactionClient = prisma): Promise<void> {
      await db.session.deleteMany({ where: { userId } });
    },

    /** Whether the session still exists and has not expired (single sign-on checks it). */
    async isLive(sessionId: number, now = new Date()): Promise<boolean> {
      const session = await prisma.session.findUnique({ where: { id: sessionId }, select: { expiresAt: true } });
      return session !== null && session.expiresAt.getTime() > now.getTime();
    },

    /** The Set-Cookie value that carries a new session. */
    cookieFor(token: string): string {
      return serializeSessionCookie(token, { name: cookie.name, secure: cookie.secure, maxAgeSeconds: lifetimeSeconds });
    },

    /** The Set-Cookie value that removes the session cookie. */
    expiredCookie(): string {
      return serializeExpiredSessionCookie({ name: cookie.name, secure: cookie.secure });
    },
  };
}
