// Row ids are PostgreSQL `integer` columns. A larger number from a client can name no row, and
// passed to a query it is a database error (a 500), so the API treats it as an unknown id.

export const MAX_DATABASE_ID = 2_147_483_647;

/** Whether `value` could be the id of a row: a whole number from 1 to the integer maximum. */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DATABASE_ID;
}
