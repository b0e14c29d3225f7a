// Counts as people read them: locale digit grouping and the right noun (docs/product.md#formatting).
import { formatCount } from './formatting.ts';

export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
