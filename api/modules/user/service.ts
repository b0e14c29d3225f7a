// Reads about users: the current user's info (flags of spec section 3) and public profiles.
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import type { ViewerIdentity } from '../../schema/context.ts';

export type UserService = ReturnType<typeof createUserService>;

export function createUserService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** True when a notification arrived after the user last opened their notifications. */
    async hasNewNotification(viewer: ViewerIdentity): Promise<boolean> {
      const newest = await prisma.notification.findFirst({
        where: {
          recipientId: viewer.userId,
          ...(viewer.notificationsReadAt ? { createdAt: { gt: viewer.notificationsReadAt } } : {}),
        },
        select: { id: true },
      });
      return newest !== null;
    },
  };
}
