import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route dnaReport (/reports/my-opinion-dna). */
export function DnaReportPage() {
  return <PageColumn title="Opinion DNA" />;
}
