// The SQL condition for one answer group of a demographic filter (api/domain/population-filters.ts),
// on a given table alias. Shared by the report populations (Demographics) and the packing of votes
// for the detailed opinion report (the answers copied onto each Vote). Column names and numbers
// come from the fixed definitions; only the group's values are parameters.
import { Prisma } from './generated/prisma/client.ts';
import type { FilterField, FilterGroup } from '../domain/population-filters.ts';

export function filterGroupCondition(alias: string, field: FilterField, group: FilterGroup): Prisma.Sql {
  const column = Prisma.raw(`${alias}."${field.field}"`);
  if ('values' in group) {
    if (group.values.length === 1) return Prisma.sql`${column} = ${group.values[0]}`;
    return Prisma.sql`${column} = ANY(${[...group.values]}::text[])`;
  }
  if (group.min === group.max) return Prisma.sql`${column} = ${group.min}::int`;
  return Prisma.sql`${column} BETWEEN ${group.min}::int AND ${group.max}::int`;
}
