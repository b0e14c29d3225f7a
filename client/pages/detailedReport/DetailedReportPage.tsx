import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoginRequiredCard } from '../../components/LoginRequiredCard.tsx';
import { ProfileCard } from '../../components/ProfileCard.tsx';
import { BuyReportModal, UpgradeModal } from '../../components/UpgradeModal.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { routePaths } from '../../route-paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { detailedReportPageQuery } from './DetailedReportPageQuery.ts';
import type { DetailedReportPageQuery } from './__generated__/DetailedReportPageQuery.graphql.ts';
import styles from './DetailedReportPage.module.css';

export const reportsLoginReason = 'Please log in or sign up to see your detailed report';

/**
 * Route detailedReport (/reports/details/{name}): the profile card and the detailed text card.
 * `?demo` shows the card with sample values (demo mode).
 */
export function DetailedReportPage() {
  const data = useRouteQuery<DetailedReportPageQuery>(detailedReportPageQuery);
  const [searchParams] = useSearchParams();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [buyOpen, setBuyOpen] = useState(false);
  const report = data.viewerReport;
  if (!report.profileCard) {
    if (report.__typename === 'AuthError') {
      return (
        <PageColumn title="Detailed report">
          <LoginRequiredCard reason={reportsLoginReason} />
        </PageColumn>
      );
    }
    return <StatusMessage message={report.message ?? 'This report could not be loaded'} />;
  }
  const demo = searchParams.has('demo');
  const averages = data.opinioDna.__typename === 'OpinioDna' ? (data.opinioDna.averages ?? []) : [];
  return (
    <PageColumn title={report.title ?? 'Report'}>
      <ProfileCard
        reportRef={report.profileCard}
        averages={averages}
        demo={demo}
        onUnlock={() => setUpgradeOpen(true)}
        onBuy={() => setBuyOpen(true)}
      />
      <Card as="section" className={styles.textCard} aria-labelledby="detailed-text-title" data-testid="detailed-text-card">
        <h2 id="detailed-text-title" className={styles.textTitle}>
          What your results mean
        </h2>
        {report.locked ? (
          <p>Your detailed report is part of the full profile. Subscribe to read it.</p>
        ) : report.detailedText ? (
          // HTML written by this project and sanitized on the server with a tag allow-list.
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: report.detailedText }} />
        ) : report.complete ? (
          <p>The detailed text for this report is being written. Your scores are above.</p>
        ) : (
          <>
            <p>Answer every part of the quiz to get your detailed report.</p>
            <ButtonLink variant="primary" to={routePaths.quiz(report.quizSlug ?? '')}>
              Take the quiz
            </ButtonLink>
          </>
        )}
      </Card>
      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      <BuyReportModal open={buyOpen} onClose={() => setBuyOpen(false)} />
    </PageColumn>
  );
}
