import { formatCount } from '../../lib/formatting.ts';
import { voteLabels } from '../../lib/vote-labels.ts';
import styles from './VoteSplitBar.module.css';

/** Below this share a segment is too narrow to hold its own figure (it keeps its tooltip). */
const MIN_LABELLED_PERCENT = 8;

/** "40% Strongly Agree, 30% Agree, ...", with the vote counts when given: the bar's text alternative. */
export function describeVoteSplit(percentages: readonly number[], counts?: readonly number[] | null): string {
  return percentages
    .map((value, index) => {
      const count = counts?.[index];
      return `${value}% ${voteLabels[index]}${count === undefined ? '' : ` (${formatCount(count)})`}`;
    })
    .join(', ');
}

type VoteSplitBarProps = {
  /** Five percentages, Strongly Agree first; null for a suppressed cell (hatched, no split). */
  percentages: readonly number[] | null;
  /** What a screen reader hears instead of the picture. */
  label: string;
  /** Writes each wide enough segment's percentage inside it. */
  showValues?: boolean;
  className?: string;
};

/** One horizontal bar split in the five vote colours (the legend: VoteLegend). */
export function VoteSplitBar({ percentages, label, showValues = false, className }: VoteSplitBarProps) {
  const classes = [percentages ? styles.bar : styles.suppressed, className].filter(Boolean).join(' ');
  // Rounded percentages may add up to 99 or 101: the segments share the whole bar all the same.
  const total = percentages?.reduce((sum, value) => sum + value, 0) || 100;
  return (
    <span className={classes} role="img" aria-label={label}>
      {percentages?.map((value, index) =>
        value > 0 ? (
          <span
            key={index}
            className={styles.segment}
            style={{ width: `${(value / total) * 100}%`, background: `var(--color-vote-${index + 1})` }}
            title={`${value}% ${voteLabels[index]}`}
          >
            {showValues && value >= MIN_LABELLED_PERCENT ? `${value}%` : null}
          </span>
        ) : null,
      )}
    </span>
  );
}

/** The five labels with their colours. */
export function VoteLegend({ className }: { className?: string }) {
  return (
    <ul className={[styles.legend, className].filter(Boolean).join(' ')} aria-label="Legend">
      {voteLabels.map((label, index) => (
        <li key={label}>
          <span className={styles.swatch} style={{ background: `var(--color-vote-${index + 1})` }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
