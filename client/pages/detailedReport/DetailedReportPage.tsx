import { useSearchParams } from 'react-router';
import { DetailedReportCards } from '../../components/reports/DetailedReportCards.tsx';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { CheckoutNotice } from '../../components/payments/CheckoutNotice.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { detailedReportPageQuery } from './DetailedReportPageQuery.ts';
import type { DetailedReportPageQuery } from './__generated__/DetailedReportPageQuery.graphql.ts';

export const reportsLoginReason = 'Please log in or sign up to see your detailed report';

/**
 * Route detailedReport (/reports/details/{name}): the profile card and the detailed text card.
 * `?demo` shows the card with sample values (demo mode).
 */
export function DetailedReportPage() {
  const data = useRouteQuery<DetailedReportPageQuery>(detailedReportPageQuery);
  const [searchParams] = useSearchParams();
  const report = data.viewerReport;
  if (!report.cards) {
    if (report.__typename === 'AuthError') {
      return (
        <PageColumn title="Detailed report">
          <LoginRequiredCard reason={reportsLoginReason} />
        </PageColumn>
      );
    }
    return <StatusMessage message={report.message ?? 'This report could not be loaded'} />;
  }
  const averages = data.opinioDna.__typename === 'OpinioDna' ? (data.opinioDna.averages ?? []) : [];
  return (
    <PageColumn title={report.title ?? 'Report'}>
      {/* Back from checkout (the Opinion DNA page sends the confirmation along). */}
      <CheckoutNotice />
      <DetailedReportCards reportRef={report.cards} averages={averages} demo={searchParams.has('demo')} />
    </PageColumn>
  );
}
