/** A report filter's checked answers: answer keys per demographic field. */
export type AnswerFilter = { demographics: Readonly<Record<string, readonly string[]>> };

/**
 * The same filter with one answer checked or unchecked; a question left with no answer drops out
 * (the detailed opinion report and the report overview).
 */
export function withAnswer<Filter extends AnswerFilter>(filter: Filter, field: string, key: string, checked: boolean): Filter {
  const current = filter.demographics[field] ?? [];
  const answers = checked ? (current.includes(key) ? current : [...current, key]) : current.filter((answer) => answer !== key);
  const demographics = { ...filter.demographics, [field]: answers };
  if (answers.length === 0) delete demographics[field];
  return { ...filter, demographics };
}
