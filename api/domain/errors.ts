// Errors a person can cause. Services throw these; the GraphQL schema exposes each as a typed
// error (plugin-errors) and the REST adapter maps them to a 4xx status with { error }.
// Anything else is a bug: masked as "Unexpected error." and answered with a 500.

export class UserFacingError extends Error {
  /** The HTTP status the REST adapter answers with. */
  readonly status: number = 400;
}

export type FieldProblem = { path: string[]; message: string };

export class ValidationError extends UserFacingError {
  override readonly status = 400;
  readonly fieldErrors: FieldProblem[];
  constructor(message: string, fieldErrors: FieldProblem[] = []) {
    super(message);
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
  }
}

/** Not logged in, or logged in without the permission the action needs. */
export class AuthError extends UserFacingError {
  override readonly status: 401 | 403;
  constructor(message = 'Please log in to continue', status: 401 | 403 = 401) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
  }
}

export class NotFoundError extends UserFacingError {
  override readonly status = 404;
  constructor(message = 'Not found. The URL you entered may be invalid.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Content that existed and was removed (410). */
export class GoneError extends UserFacingError {
  override readonly status = 410;
  constructor(message = 'This content has been removed') {
    super(message);
    this.name = 'GoneError';
  }
}

export class ConflictError extends UserFacingError {
  override readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/**
 * An edit made from an older version of a field someone has changed since (the encyclopedia's
 * stale-edit check): nothing was written; it carries what the field holds now.
 */
export class EditConflictError extends ConflictError {
  readonly fieldName: string;
  /** The field's current value (text, an id list, an image id, ...). */
  readonly currentValue: unknown;
  /** The current text of a text field; null for other fields. */
  readonly currentText: string | null;
  /** The artifact's newest revision: edit again from it. */
  readonly latestRevisionId: number;
  constructor(message: string, details: { fieldName: string; currentValue: unknown; currentText: string | null; latestRevisionId: number }) {
    super(message);
    this.name = 'EditConflictError';
    this.fieldName = details.fieldName;
    this.currentValue = details.currentValue;
    this.currentText = details.currentText;
    this.latestRevisionId = details.latestRevisionId;
  }
}

export class RateLimitError extends UserFacingError {
  override readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please wait a moment and try again.') {
    super(message);
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
