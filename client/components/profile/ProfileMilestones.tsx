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

function awardText(threshold: number, noun: string): string {
  return threshold === 0 ? 'None yet' : `${formatCount(threshold)} ${noun}`;
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
    { label: 'Award', value: awardText(milestones.award, milestones.award === 1 ? 'vote' : 'votes'), detail: 'Votes cast' },
    { label: 'Comments', value: awardText(milestones.comments, milestones.comments === 1 ? 'comment' : 'comments'), detail: 'Comments written' },
    {
      label: 'Good points received',
      value: awardText(milestones.goodPointsReceived, milestones.goodPointsReceived === 1 ? 'good point' : 'good points'),
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
