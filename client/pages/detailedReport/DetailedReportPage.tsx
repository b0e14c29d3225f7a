import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route detailedReport (/reports/details/{name}). */
export function DetailedReportPage() {
  return <PageColumn title="Detailed report" />;
}
