// The partner's external id ("rid") on an account: given at sign-up (attached to the pending
// e-mail sign-up, or to the new account right after it) or set later by the logged-in person.
// Owns no table: the rid is kept on the account (user module) and on a pending sign-up (auth
// module); this module holds the rules and asks them.
import { z } from 'zod';
import { emailSchema } from '../../domain/account-rules.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserService } from '../user/service.ts';

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

export function createExternalIdService(dependencies: { users: UserService; auth: AuthService }) {
  const { users, auth } = dependencies;
  return {
    /** The logged-in person sets (or replaces) their rid. */
    async setForUser(userId: number, rid: unknown): Promise<void> {
      const externalId = parse(externalIdSchema, rid, 'rid');
      await users.setExternalId(userId, externalId);
    },

    /**
     * Sign-up attribution: the first rid wins, so a later call cannot re-attribute someone.
     * It lands on the viewer's own account when the e-mail is theirs, else on a pending e-mail
     * sign-up for that address asked for from this browser. The answer is the same either way (no account enumeration).
     */
    async attachAtSignup(viewerUserId: number | null, email: unknown, rid: unknown, cookieHeader: string | null): Promise<void> {
      const address = parse(emailSchema, email, 'email');
      const externalId = parse(externalIdSchema, rid, 'rid');
      if (viewerUserId !== null && (await users.setExternalIdIfUnset(viewerUserId, externalId, { email: address }))) return;
      // Only the browser that started that sign-up: knowing the address is not enough.
      await auth.attachExternalIdToPendingSignup(address, externalId, cookieHeader);
    },
  };
}
