import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route detailedOpinionReport (/o/{slug}/report). */
export function DetailedOpinionReportPage() {
  return <PageColumn title="Detailed Opinion Report" />;
}
