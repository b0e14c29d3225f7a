// Counts as people read them: locale digit grouping (spec 9) and the right noun.
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString()} ${count === 1 ? singular : plural}`;
}
