import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route quiz (/q/{slug}). */
export function QuizPage() {
  return <PageColumn title="Quiz" />;
}
