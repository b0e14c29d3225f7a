import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route questionFeed (/questions). */
export function QuestionFeedPage() {
  return <PageColumn title="Questions" />;
}
