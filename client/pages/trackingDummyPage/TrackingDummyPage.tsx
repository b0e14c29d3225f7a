import { useParams } from 'react-router';

/**
 * Route trackingDummyPage (/tracking/{name}): loaded in a hidden frame after a login or sign-up
 * when the person accepted all cookies (client/lib/analytics.ts). It sends nothing anywhere by
 * default; it is the one place an operator would add a third-party tag.
 */
export function TrackingDummyPage() {
  const { name = '' } = useParams();
  return (
    <div>
      <title>{`Tracking: ${name} - Opinio`}</title>
      <h1>Tracking: {name}</h1>
    </div>
  );
}
