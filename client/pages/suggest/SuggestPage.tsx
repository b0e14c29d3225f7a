import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route suggest (/suggest). */
export function SuggestPage() {
  return <PageColumn title="Suggest a new opinion" />;
}
