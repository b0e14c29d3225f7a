// Keyset paging for the admin hub's lists: a page size the caller may choose within bounds, and a
// cursor that is opaque to clients (base64 of the last row's sort key), so a list can change
// order or key later without clients depending on it.
import { ValidationError } from './errors.ts';

export const MAX_PAGE_SIZE = 50;
const DEFAULT_PAGE_SIZE = 20;

export type Page<Item> = { items: Item[]; hasNextPage: boolean; endCursor: string | null };

export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) throw new ValidationError(`first must be from 1 to ${MAX_PAGE_SIZE}`);
  return first;
}

export function encodeCursor(parts: Array<string | number>): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The sort key a cursor holds, checked against the list's shape; a forged cursor is a 4xx, not a 500. */
export function decodeCursor(cursor: string | null | undefined, shape: Array<'date' | 'int'>): Array<Date | number> | null {
  if (cursor === null || cursor === undefined) return null;
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(parts) || parts.length !== shape.length) throw new Error('shape');
    return parts.map((part, index) => {
      if (shape[index] === 'date') {
        const date = new Date(String(part));
        if (Number.isNaN(date.getTime())) throw new Error('date');
        return date;
      }
      if (!Number.isSafeInteger(part)) throw new Error('int');
      return part as number;
    });
  } catch {
    throw new ValidationError('That page cursor is not one this list gave');
  }
}

/** A page from rows fetched with one extra (first + 1), which tells whether another page follows. */
export function pageFrom<Row>(rows: Row[], first: number, cursorOf: (row: Row) => Array<string | number>): Page<Row> {
  const items = rows.slice(0, first);
  const last = items[items.length - 1];
  return { items, hasNextPage: rows.length > first, endCursor: last === undefined ? null : encodeCursor(cursorOf(last)) };
}
