import { voteLabels } from '../../lib/vote-labels.ts';
import { describeVoteSplit } from './VoteSplitBar.tsx';
import styles from './CardVoteBar.module.css';

const segmentClasses = [styles.vote1, styles.vote2, styles.vote3, styles.vote4, styles.vote5];

/**
 * A feed card's small five-part split. Drawn in SVG so the widths are attributes: a page of
 * cards rendered on the server would otherwise carry a hundred style attributes, each needing
 * its own hash in the Content-Security-Policy header. No <title> per segment: a page has one
 * title element, and the bar's label already reads every share.
 */
export function CardVoteBar({ percentages }: { percentages: readonly number[] }) {
  const total = percentages.reduce((sum, value) => sum + value, 0);
  if (total === 0) return null;
  // Each segment starts where the ones before it end.
  const segments = percentages.map((value, index) => ({
    index,
    x: (percentages.slice(0, index).reduce((sum, before) => sum + before, 0) / total) * 100,
    width: (value / total) * 100,
  }));
  return (
    <svg className={styles.bar} viewBox="0 0 100 1" preserveAspectRatio="none" role="img" aria-label={describeVoteSplit(percentages)}>
      {segments
        .filter((segment) => segment.width > 0)
        .map(({ index, x, width }) => (
          <rect key={voteLabels[index]} className={segmentClasses[index]} x={x} y={0} width={width} height={1} />
        ))}
    </svg>
  );
}
