// Counts as people read them: locale digit grouping (spec 9) and the right noun.
import { formatCount } from './formatting.ts';

export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
