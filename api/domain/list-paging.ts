// Keyset paging for the admin hub's lists (and any other list read a page at a time): a page size
// within bounds, and a cursor that is opaque to clients (base64 of the keyset position of the
// page's last row: an id, a time, a name key), so a list can change its key without clients
// depending on it. A forged cursor is a 4xx, not a 500.
import { ValidationError } from './errors.ts';

export type Page<Item> = { items: Item[]; hasNextPage: boolean; endCursor: string | null };

const MAX_PAGE = 50;

/** 1-50 rows (20 when not asked); anything else is a ValidationError. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new ValidationError(`first must be from 1 to ${MAX_PAGE}`);
  return first;
}

export function encodeCursor(parts: Array<string | number>): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

type CursorShape = 'date' | 'int' | 'string';
type CursorPart<Shape extends CursorShape> = Shape extends 'date' ? Date : Shape extends 'int' ? number : string;

/** The keyset position a cursor holds, checked against the list's `shape`; null without a cursor. */
export function decodeCursor<const Shape extends readonly CursorShape[]>(
  cursor: string | null | undefined,
  shape: Shape,
): { -readonly [Index in keyof Shape]: CursorPart<Shape[Index]> } | null {
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
      if (shape[index] === 'string') {
        if (typeof part !== 'string' || part.length > 200) throw new Error('string');
        return part;
      }
      if (!Number.isSafeInteger(part)) throw new Error('int');
      return part as number;
    }) as { -readonly [Index in keyof Shape]: CursorPart<Shape[Index]> };
  } catch {
    throw new ValidationError('That page cursor is not one this list gave');
  }
}

/** A page of `rows` fetched with one row more than `first`: whether more follow, and the cursor of its last row. */
export function pageOf<Row>(rows: Row[], first: number, cursorOf: (row: Row) => Array<string | number>): Page<Row> {
  const items = rows.slice(0, first);
  return { items, hasNextPage: rows.length > first, endCursor: items.length > 0 ? encodeCursor(cursorOf(items[items.length - 1]!)) : null };
}
