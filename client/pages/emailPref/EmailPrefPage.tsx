import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route emailPref (/emailpref-iframe). */
export function EmailPrefPage() {
  return <PageColumn title="Email preferences" />;
}
