// Row ids are PostgreSQL `integer` columns. A larger number from a client can name no row, and
// passed to a query it is a database error (a 500), so the API treats it as an unknown id.

export const MAX_DATABASE_ID = 2_147_483_647;

/** Whether `value` could be the id of a row: a whole number from 1 to the integer maximum. */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DATABASE_ID;
}

/** A global id's numeric part (string or number) as a row id, or null when it cannot be one. */
export function parseDatabaseId(value: string | number): number | null {
  const number = typeof value === 'number' ? value : /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return isDatabaseId(number) ? number : null;
}

/**
 * For Prisma `findUnique` of a node: ids are assigned from 1, so an id that cannot be a row
 * looks up 0, which finds nothing (node answers null) instead of failing in the driver.
 */
export function databaseIdOrNone(value: string | number): number {
  return parseDatabaseId(value) ?? 0;
}
