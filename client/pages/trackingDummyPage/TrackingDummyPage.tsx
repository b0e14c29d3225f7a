import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route trackingDummyPage (/tracking/{name}). */
export function TrackingDummyPage() {
  return <PageColumn title="Tracking" />;
}
