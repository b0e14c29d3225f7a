import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { routePaths } from '../../lib/route-paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { BuyReportModal, UpgradeModal } from './UpgradeModal.tsx';
import type { DetailedReportCards_report$key } from './__generated__/DetailedReportCards_report.graphql.ts';
import styles from './DetailedReportCards.module.css';

const detailedReportCardsFragment = graphql`
  fragment DetailedReportCards_report on UserReport {
    quizSlug
    locked
    complete
    detailedText
    ...ProfileCard_report
  }
`;

type DetailedReportCardsProps = {
  reportRef: DetailedReportCards_report$key;
  /** Population averages for the card's markers (AdminHub only; null where under K). */
  averages: ReadonlyArray<number | null | undefined>;
  demo: boolean;
};

/**
 * The viewer's detailed report (docs/product.md#detailed-report-page): the profile card plus the
 * detailed text card, with the paywall's upgrade and buy-report modals. Shown on the detailed
 * report page and, for the viewing admin, on the overview.
 */
export function DetailedReportCards({ reportRef, averages, demo }: DetailedReportCardsProps) {
  const report = useFragment(detailedReportCardsFragment, reportRef);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [buyOpen, setBuyOpen] = useState(false);
  return (
    <>
      <ProfileCard
        reportRef={report}
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
          // HTML written by this project, passed through sanitize-html with an allow-list when it
          // is stored (api/db/quiz-content-seed.ts); the headings the server adds are escaped.
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
    </>
  );
}
