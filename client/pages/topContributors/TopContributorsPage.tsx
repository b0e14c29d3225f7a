import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route topContributors (/contributors). */
export function TopContributorsPage() {
  return <PageColumn title="Contributors" />;
}
