import { graphql, useFragment } from 'react-relay';
import { formatCount } from '../../lib/formatting.ts';
import type { ProfileMilestones_stats$key } from './__generated__/ProfileMilestones_stats.graphql.ts';
import styles from './ProfileMilestones.module.css';

const profileMilestonesFragment = graphql`
  fragment ProfileMilestones_stats on ProfileStats {
    karma
    milestones {
      level
      award
      comments
      goodPointsReceived
      nextLevelKarma
    }
  }
`;

/**
 * A milestone is a threshold passed, not a count: "1 comment" beside a stat of 2 reads as a wrong
 * count, so the first one is "First comment" and later ones "10+ comments".
 */
function awardText(threshold: number, singular: string, plural: string): string {
  if (threshold === 0) return 'None yet';
  return threshold === 1 ? `First ${singular}` : `${formatCount(threshold)}+ ${plural}`;
}

/** Milestones (docs/product.md#profiles-karma-and-awards): level, vote award, comment award, good points received award. */
export function ProfileMilestones({ statsRef }: { statsRef: ProfileMilestones_stats$key }) {
  const { karma, milestones } = useFragment(profileMilestonesFragment, statsRef);
  const items: Array<{ label: string; value: string; detail: string }> = [
    {
      label: 'Level',
      value: `Level ${milestones.level}`,
      detail:
        milestones.nextLevelKarma == null
          ? `${formatCount(karma)} karma: the top level`
          : `${formatCount(karma)} of ${formatCount(milestones.nextLevelKarma)} karma for level ${milestones.level + 1}`,
    },
    { label: 'Award', value: awardText(milestones.award, 'vote', 'votes'), detail: 'Votes cast' },
    { label: 'Comments', value: awardText(milestones.comments, 'comment', 'comments'), detail: 'Comments written' },
    {
      label: 'Good points received',
      value: awardText(milestones.goodPointsReceived, 'good point', 'good points'),
      detail: 'Good points on comments',
    },
  ];
  return (
    <ul className={styles.milestones} data-testid="milestones">
      {items.map((item) => (
        <li key={item.label} className={styles.milestone}>
          <span className={styles.label}>{item.label}</span>
          <strong className={styles.value}>{item.value}</strong>
          <span className={styles.detail}>{item.detail}</span>
        </li>
      ))}
    </ul>
  );
}
