// Turning what a form sent into checked values, with the words a person sees when it is not
// acceptable (a ValidationError naming the field).
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { passwordSchema } from '../../domain/account-rules.ts';
import { ValidationError } from '../../domain/errors.ts';

type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } };

export function parseOrThrow<T>(schema: Schema<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? `Invalid ${field}`;
    throw new ValidationError(message, [{ path: [field], message }]);
  }
  return result.data;
}

/** Length rules first (the schema), then the common-password list. */
export function parseNewPassword(value: unknown, field: string): string {
  const password = parseOrThrow(passwordSchema, value, field);
  if (isCommonPassword(password)) {
    const message = 'This password is too common. Please choose one that is harder to guess.';
    throw new ValidationError(message, [{ path: [field], message }]);
  }
  return password;
}

/** A partner's external id (rid) riding along with a sign-up or reset: optional, bounded. */
export function optionalExternalId(value: unknown): string | null {
  return typeof value === 'string' && value ? value.slice(0, 200) : null;
}
