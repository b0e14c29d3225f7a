import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route detailedReportOverview (/reports/details/{name}/overview). */
export function DetailedReportOverviewPage() {
  return <PageColumn title="Report overview" />;
}
