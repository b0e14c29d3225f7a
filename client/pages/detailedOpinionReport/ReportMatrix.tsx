import { useId } from 'react';
import { describeVoteSplit, VoteLegend, VoteSplitBar } from '../../components/opinion/VoteSplitBar.tsx';
import { formatCount } from '../../lib/formatting.ts';
import { Card } from '../../ui/Card.tsx';
import styles from './DetailedOpinionReport.module.css';
import { agreeText, isShown, reportSections, suppressedText, type ReportFigures, type ReportRow } from './report-rows.ts';

/** Everyone, then each demographic's answers: voters, the five-way split and the share agreeing. */
export function ReportMatrix({ report, filtered }: { report: ReportFigures; filtered: boolean }) {
  return (
    <>
      <VoteLegend className={styles.legend} />
      {reportSections(report, filtered).map((section) => (
        <MatrixSection
          key={section.field}
          title={section.label}
          rows={section.rows}
          privacyK={report.privacyK}
          testId={`report-section-${section.field}`}
        />
      ))}
    </>
  );
}

function MatrixSection({ title, rows, privacyK, testId }: { title: string; rows: readonly ReportRow[]; privacyK: number; testId: string }) {
  const titleId = useId();
  return (
    <Card as="section" className={styles.section} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.rows}>
        {rows.map((row) => (
          <MatrixRow key={row.key} row={row} privacyK={privacyK} />
        ))}
      </ul>
    </Card>
  );
}

function MatrixRow({ row, privacyK }: { row: ReportRow; privacyK: number }) {
  const suppressed = suppressedText(privacyK);
  if (!isShown(row)) {
    return (
      <li className={`${styles.row} ${styles.suppressedRow}`} data-testid="report-row">
        <span className={styles.answer}>{row.label}</span>
        <span className={styles.voters}>{suppressed}</span>
        <VoteSplitBar className={styles.bar} percentages={null} label={`${row.label}: ${suppressed} voters`} />
        <span className={styles.agree} />
      </li>
    );
  }
  return (
    <li className={styles.row} data-testid="report-row">
      <span className={styles.answer}>{row.label}</span>
      <span className={styles.voters}>{`${formatCount(row.voters)} voters`}</span>
      <VoteSplitBar
        className={styles.bar}
        percentages={row.percentages}
        showValues
        label={`${row.label}, ${formatCount(row.voters)} voters: ${describeVoteSplit(row.percentages, row.counts)}`}
      />
      <span className={styles.agree}>{row.agree ? agreeText(row.agree) : null}</span>
    </li>
  );
}
