// The partner's external id ("rid") on an account: given at sign-up (attached to the pending
// e-mail sign-up, or to the new account right after it) or set later by the logged-in person.
// This module owns the rid columns, User.externalId and EmailCode.pendingExternalId.
import { z } from 'zod';
import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { emailSchema } from '../../domain/account-rules.ts';
import { ValidationError } from '../../domain/errors.ts';

export const externalIdSchema = z
  .string()
  .trim()
  .min(1, 'rid is required')
  .max(200, 'rid must be at most 200 characters')
  .regex(/^[\x21-\x7E]+$/, 'rid may contain only printable characters without spaces');

function parse<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? `Invalid ${field}`;
    throw new ValidationError(message, [{ path: [field], message }]);
  }
  return result.data;
}

export type ExternalIdService = ReturnType<typeof createExternalIdService>;

export function createExternalIdService(dependencies: { prisma: PrismaClient }) {
  const { prisma } = dependencies;
  return {
    /** The logged-in person sets (or replaces) their rid. */
    async setForUser(userId: number, rid: unknown): Promise<void> {
      const externalId = parse(externalIdSchema, rid, 'rid');
      await prisma.user.update({ where: { id: userId }, data: { externalId } });
    },

    /**
     * Sign-up attribution: the first rid wins, so a later call cannot re-attribute someone.
     * It lands on the viewer's own account when the e-mail is theirs, else on a pending e-mail
     * sign-up for that address. The answer is the same either way (no account enumeration).
     */
    async attachAtSignup(viewerUserId: number | null, email: unknown, rid: unknown): Promise<void> {
      const address = parse(emailSchema, email, 'email');
      const externalId = parse(externalIdSchema, rid, 'rid');
      if (viewerUserId !== null) {
        const updated = await prisma.user.updateMany({ where: { id: viewerUserId, email: address, externalId: null }, data: { externalId } });
        if (updated.count > 0) return;
      }
      await prisma.emailCode.updateMany({
        where: { email: address, purpose: 'SIGNUP', consumedAt: null, pendingExternalId: null, expiresAt: { gt: new Date() } },
        data: { pendingExternalId: externalId },
      });
    },
  };
}
