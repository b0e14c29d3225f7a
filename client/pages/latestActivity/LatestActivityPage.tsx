import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route latestActivity (/activity). */
export function LatestActivityPage() {
  return <PageColumn title="Latest Activity" />;
}
