import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route argFeed (/arguments). */
export function ArgFeedPage() {
  return <PageColumn title="Arguments" />;
}
