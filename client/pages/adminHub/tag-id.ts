/** The route's id as the query's: anything but a positive whole number names no tag (the page says not found). */
export function tagIdParameter(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
