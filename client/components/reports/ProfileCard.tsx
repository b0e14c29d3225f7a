import { graphql, useFragment } from 'react-relay';
import { levelOf } from '../../lib/report-levels.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import type { ProfileCard_report$key } from './__generated__/ProfileCard_report.graphql.ts';
import styles from './ProfileCard.module.css';

const profileCardFragment = graphql`
  fragment ProfileCard_report on UserReport {
    name
    title
    quizSlug
    elements
    scores
    complete
    locked
    placeholderScores
    total
    climateClass
    sixteenType
  }
`;

type ProfileCardProps = {
  reportRef: ProfileCard_report$key;
  /** Population averages (AdminHub only; null where under K); empty for everyone else. */
  averages: ReadonlyArray<number | null | undefined>;
  /** Demo mode: sample values, unlocked. */
  demo: boolean;
  onUnlock: () => void;
  onBuy: () => void;
};

/**
 * A report's profile card: one bar per element on the 0-100 scale with its level. A wrong-length
 * array (not finished, or locked) shows placeholder sample values; locked cards are
 * dimmed behind the paywall.
 */
export function ProfileCard({ reportRef, averages, demo, onUnlock, onBuy }: ProfileCardProps) {
  const report = useFragment(profileCardFragment, reportRef);
  const showPlaceholder = demo || report.locked || !report.complete;
  const values = showPlaceholder ? report.placeholderScores : report.scores;
  const locked = report.locked && !demo;
  return (
    <Card as="section" className={styles.card} aria-labelledby="profile-card-title" data-testid="profile-card">
      <h2 id="profile-card-title" className={styles.title}>
        Your profile
      </h2>
      {showPlaceholder ? (
        <p className={styles.sample} data-testid="profile-card-sample">
          {locked
            ? 'Sample values: subscribe to unlock your own.'
            : demo
              ? 'Demo: sample values.'
              : 'Sample values: finish the quiz to see your own.'}
        </p>
      ) : null}
      <div className={locked ? styles.locked : undefined}>
        <ol className={styles.rows}>
          {report.elements.map((element, index) => {
            const value = values[index] ?? 0;
            const average = averages[index];
            return (
              <li key={element} className={styles.row} data-testid="profile-card-row">
                <span className={styles.element}>{element}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${value}%` }} />
                  {average != null ? (
                    <span className={styles.average} style={{ left: `${average}%` }} title={`Population average: ${average}`} />
                  ) : null}
                </span>
                <span className={styles.score} aria-hidden={locked || undefined}>
                  {value}
                </span>
                <span className={styles.level} aria-hidden={locked || undefined}>
                  {levelOf(value)}
                </span>
              </li>
            );
          })}
        </ol>
        {!showPlaceholder && report.total != null ? (
          <p className={styles.total}>
            Total: <strong>{report.total}</strong> ({levelOf(report.total)})
            {report.climateClass ? <> &middot; {report.climateClass}</> : null}
          </p>
        ) : null}
        {!showPlaceholder && report.sixteenType ? (
          <p className={styles.total}>
            Your type: <strong>{report.sixteenType}</strong>
          </p>
        ) : null}
      </div>
      {averages.some((average) => average != null) ? (
        <p className={styles.legend}>The thin mark on each bar is the population average.</p>
      ) : null}
      <div className={styles.actions}>
        {locked ? (
          <>
            <Button variant="primary" onClick={onUnlock}>
              Unlock your full report
            </Button>
            <Button onClick={onBuy}>Buy this report</Button>
          </>
        ) : null}
        {!report.complete && !demo ? (
          <ButtonLink to={routePaths.quiz(report.quizSlug)}>Take the quiz</ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
