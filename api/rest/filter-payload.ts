// The filter payloads of the report calls (/api/opiniodna/filter, /api/opinion/allvotes), as the
// REST convention writes them: answers comma-joined per demographic, user tags as ids.
import { isDatabaseId } from '../domain/database-ids.ts';
import { ValidationError } from '../domain/errors.ts';

/** "filters": { gender: "male,female" } or { gender: ["male"] }, as /api/opinion/allvotes takes them. */
export function demographicsOf(filters: unknown) {
  if (filters === undefined || filters === null) return [];
  if (typeof filters !== 'object' || Array.isArray(filters)) throw new ValidationError('filters must map a demographic to its answers');
  return Object.entries(filters as Record<string, unknown>).map(([field, value]) => {
    const groups = typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value;
    if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string')) {
      throw new ValidationError(`filters.${field} must be comma-joined answers`);
    }
    return { field, groups };
  });
}

export function tagIdsOf(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',').filter(Boolean).map(Number) : value;
  if (!Array.isArray(list) || !list.every((id) => Number.isSafeInteger(id))) throw new ValidationError('usertags must be a list of tag ids');
  // Checked here too: a number past GraphQL's Int would otherwise fail as a variable, not as a tag.
  const unknown = list.find((id) => !isDatabaseId(id));
  if (unknown !== undefined) throw new ValidationError(`Unknown user tag: ${unknown}`);
  return list as number[];
}

