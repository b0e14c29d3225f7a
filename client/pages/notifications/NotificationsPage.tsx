import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route notifications (/notifications). */
export function NotificationsPage() {
  return <PageColumn title="Notifications" />;
}
