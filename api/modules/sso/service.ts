// Single sign-on handoff to the sister site (docs/decisions.md#single-sign-on). A logged-in
// person gets a single-use token that lives one minute and is tied to their session; the sister
// site redeems it server to server for who they are. The session token itself never leaves us.
import { createOpaqueToken, hashToken } from '../../auth/tokens.ts';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/transaction.ts';
import { AuthError, ValidationError } from '../../domain/errors.ts';
import type { ViewerIdentity } from '../../domain/viewer.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserService } from '../user/service.ts';

export const SSO_TOKEN_TTL_SECONDS = 60;

export type SsoIdentity = {
  userId: number;
  username: string;
  email: string;
  externalId: string | null;
  returnUrl: string | null;
};

export type SsoService = ReturnType<typeof createSsoService>;

export function createSsoService(dependencies: {
  prisma: PrismaClient;
  auth: AuthService;
  users: UserService;
  publicUrl: string;
  sisterSiteUrl: string | null;
}) {
  const { prisma, auth, users, publicUrl, sisterSiteUrl } = dependencies;
  const sisterOrigin = sisterSiteUrl ? new URL(sisterSiteUrl).origin : null;
  const invalidToken = () => new AuthError('This sign-on link is invalid or has expired');

  /** Only addresses on the sister site: the handoff must never become an open redirect. */
  function allowedReturnUrl(returnUrl: string | null | undefined): string | null {
    if (!returnUrl) return null;
    let parsed: URL;
    try {
      parsed = new URL(returnUrl);
    } catch {
      throw new ValidationError('The return address must be a full URL on the sister site', [{ path: ['returnUrl'], message: 'Not allowed' }]);
    }
    if (parsed.origin !== sisterOrigin || returnUrl.length > 2000) {
      throw new ValidationError('The return address must be a full URL on the sister site', [{ path: ['returnUrl'], message: 'Not allowed' }]);
    }
    return parsed.href;
  }

  return {
    /** Where logging out sends the browser: the sister site's logout, which comes back to us. */
    logoutUrl(): string {
      if (!sisterSiteUrl) return '/';
      return `${sisterSiteUrl}/sso/logout?return=${encodeURIComponent(`${publicUrl}/`)}`;
    },

    async startHandoff(viewer: ViewerIdentity, returnUrl: string | null | undefined): Promise<{ url: string }> {
      if (!sisterSiteUrl) throw new ValidationError('Single sign-on is not configured on this site');
      const checkedReturnUrl = allowedReturnUrl(returnUrl);
      const token = createOpaqueToken();
      await prisma.ssoToken.create({
        data: {
          tokenHash: hashToken(token),
          userId: viewer.userId,
          sessionId: viewer.sessionId,
          returnUrl: checkedReturnUrl,
          expiresAt: new Date(Date.now() + SSO_TOKEN_TTL_SECONDS * 1000),
        },
      });
      // Expired and used tokens are worth nothing; clear this user's old ones as we go.
      await prisma.ssoToken.deleteMany({ where: { userId: viewer.userId, OR: [{ usedAt: { not: null } }, { expiresAt: { lt: new Date() } }] } });
      const url = new URL(`${sisterSiteUrl}/sso/login`);
      url.searchParams.set('token', token);
      if (checkedReturnUrl) url.searchParams.set('return', checkedReturnUrl);
      return { url: url.href };
    },

    /** Single use: the first redeem marks the token used, atomically; the session must still be live. */
    async redeem(token: string): Promise<SsoIdentity> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw invalidToken();
      const tokenHash = hashToken(token);
      const now = new Date();
      const claimed = await prisma.ssoToken.updateMany({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) throw invalidToken();
      const row = await prisma.ssoToken.findUnique({ where: { tokenHash }, select: { returnUrl: true, userId: true, sessionId: true } });
      if (!row || !(await auth.isSessionLive(row.sessionId, now))) throw invalidToken();
      const user = await users.ssoIdentity(row.userId);
      if (!user) throw invalidToken();
      return {
        userId: user.id,
        username: user.username,
        email: user.email ?? '',
        externalId: user.externalId,
        returnUrl: row.returnUrl,
      };
    },

    /** Single-sign-on tokens are hashed one-time keys: nothing to export, everything to erase. */
    async eraseUser(userId: number, db: Db): Promise<void> {
      await db.ssoToken.deleteMany({ where: { userId } });
    },
  };
}
