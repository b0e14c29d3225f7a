import { useState } from 'react';
import { LoginRequiredCard } from '../../components/auth/LoginRequiredCard.tsx';
import { UpgradeModal } from '../../components/reports/UpgradeModal.tsx';
import { useRouteQuery } from '../../relay/route-queries.ts';
import { levelOf } from '../../lib/report-levels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { HelpTooltip } from '../../ui/HelpTooltip.tsx';
import { PageColumn } from '../../ui/PageColumn.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { dnaReportPageQuery } from './DnaReportPageQuery.ts';
import { useCheckoutReturn } from './useCheckoutReturn.ts';
import type { DnaReportPageQuery } from './__generated__/DnaReportPageQuery.graphql.ts';
import styles from './DnaReportPage.module.css';

/** Personality (first 12), Values (next 24), Meta-Thinking (remaining 12): docs/product.md#opinion-dna-elements. */
const sections = [
  { title: 'Personality', start: 0, end: 12 },
  { title: 'Values', start: 12, end: 36 },
  { title: 'Meta-Thinking', start: 36, end: 48 },
] as const;

/** Route dnaReport (/reports/my-opinion-dna): completion per element and the core report. */
export function DnaReportPage() {
  const data = useRouteQuery<DnaReportPageQuery>(dnaReportPageQuery);
  const confirming = useCheckoutReturn();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const report = data.viewerReport;
  if (confirming) return <PageLoading label="Confirming your payment ..." />;
  if (report.__typename === 'AuthError') {
    return (
      <PageColumn title="Your Opinion DNA">
        <LoginRequiredCard reason="Please log in or sign up to see your Opinion DNA" />
      </PageColumn>
    );
  }
  if (report.__typename !== 'UserReport' || !report.elementProgress) {
    return <StatusMessage message={report.message ?? 'Your Opinion DNA could not be loaded'} />;
  }
  const elements = report.elementProgress;
  const totalItems = elements.reduce((sum, element) => sum + element.items, 0);
  const answeredItems = elements.reduce((sum, element) => sum + element.answered, 0);
  const overall = totalItems ? Math.round((100 * answeredItems) / totalItems) : 0;
  const averages = data.opinioDna.__typename === 'OpinioDna' ? (data.opinioDna.averages ?? []) : [];
  const locked = report.locked === true;

  return (
    <PageColumn title="Your Opinion DNA">
      <Card as="section" className={styles.card} aria-labelledby="dna-completion-title" data-testid="dna-completion">
        <div className={styles.cardHeader}>
          <h2 id="dna-completion-title" className={styles.cardTitle}>
            Completion
          </h2>
          <span className={styles.overall} data-testid="dna-overall-completion">
            {overall}% complete
          </span>
        </div>
        <ul className={styles.completionGrid}>
          {elements.map((element) => (
            <li key={element.name} className={styles.completionItem} data-testid="dna-element-completion">
              <span>{element.name}</span>
              <span className={styles.completionValue}>{element.completion}%</span>
            </li>
          ))}
        </ul>
        <ButtonLink variant="primary" to={routePaths.quiz(report.quizSlug ?? 'opinion-dna')}>
          {answeredItems === 0 ? 'Start the Opinion DNA quiz' : overall === 100 ? 'Review your answers' : 'Continue the Opinion DNA quiz'}
        </ButtonLink>
      </Card>

      <Card as="section" className={styles.card} aria-labelledby="dna-core-title" data-testid="dna-core-report">
        <div className={styles.cardHeader}>
          <h2 id="dna-core-title" className={styles.cardTitle}>
            Core report
          </h2>
          {locked ? (
            <Button variant="primary" onClick={() => setUpgradeOpen(true)}>
              Unlock your Opinion DNA
            </Button>
          ) : null}
        </div>
        {locked ? <p className={styles.sample}>Sample values: subscribe to unlock your own.</p> : null}
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={`dna-section-${section.start}`} className={styles.section}>
            <h3 id={`dna-section-${section.start}`} className={styles.sectionTitle}>
              {section.title}
            </h3>
            <ol className={styles.rows}>
              {elements.slice(section.start, section.end).map((element, offset) => {
                const index = section.start + offset;
                const score = locked ? (report.placeholderScores?.[index] ?? 0) : element.score;
                const average = averages[index];
                return (
                  <li key={element.name} className={styles.row} data-testid="dna-element">
                    <span className={styles.elementName}>
                      {element.name}
                      {element.help ? <HelpTooltip label={`About ${element.name}`} text={element.help} /> : null}
                    </span>
                    <span className={[styles.track, locked ? styles.blurred : ''].filter(Boolean).join(' ')} aria-hidden="true">
                      {score != null ? <span className={styles.fill} style={{ width: `${score}%` }} /> : null}
                      {average != null ? <span className={styles.average} style={{ left: `${average}%` }} /> : null}
                    </span>
                    {score != null ? (
                      <>
                        <span
                          className={[styles.score, locked ? styles.blurred : ''].filter(Boolean).join(' ')}
                          aria-hidden={locked || undefined}
                        >
                          {score}
                        </span>
                        <span
                          className={[styles.level, locked ? styles.blurred : ''].filter(Boolean).join(' ')}
                          aria-hidden={locked || undefined}
                        >
                          {locked ? levelOf(score) : element.level}
                        </span>
                      </>
                    ) : (
                      <span className={styles.notAnswered}>Not answered yet</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
        {averages.some((average) => average != null) ? (
          <p className={styles.sample}>The thin mark on each bar is the population average.</p>
        ) : null}
        <ButtonLink to={routePaths.detailedReport('opiniondna')}>Read your detailed report</ButtonLink>
      </Card>
      <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </PageColumn>
  );
}
