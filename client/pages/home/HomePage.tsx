import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route home (/home). */
export function HomePage() {
  return <PageColumn title="Home" />;
}
