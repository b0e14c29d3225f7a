import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route demographics (/settings/details). */
export function DemographicsPage() {
  return <PageColumn title="Personal details" />;
}
