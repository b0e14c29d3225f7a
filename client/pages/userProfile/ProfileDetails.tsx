import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ActivityGrid } from '../../components/profile/ActivityGrid.tsx';
import { Avatar } from '../../components/profile/Avatar.tsx';
import { ProfileMilestones } from '../../components/profile/ProfileMilestones.tsx';
import { formatCount, relativeTime } from '../../lib/formatting.ts';
import { useLogoutMutation } from '../../mutations/useLogoutMutation.ts';
import { routePaths } from '../../lib/route-paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';
import type { ProfileDetails_user$key } from './__generated__/ProfileDetails_user.graphql.ts';
import styles from './ProfileDetails.module.css';

const profileDetailsFragment = graphql`
  fragment ProfileDetails_user on User {
    username
    fullName
    location
    joined
    bio
    expertise
    isViewer
    profileStats {
      opinionsTotal
      numVotes
      numComments
      numCommentLikes
      goodPointsPerComment
      karma
      ...ProfileMilestones_stats
    }
    activityGrid {
      ...ActivityGrid_grid
    }
    ...ProfileSettings_user
  }
`;

/** The profile (docs/product.md#profiles-karma-and-awards): name, location, joined, bio, expertise, stats, activity, milestones. */
export function ProfileDetails({ userRef }: { userRef: ProfileDetails_user$key }) {
  const user = useFragment(profileDetailsFragment, userRef);
  const stats = user.profileStats;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logOut, isLoggingOut] = useLogoutMutation();
  const statItems: Array<[string, string]> = [
    ['Opinions', formatCount(stats.opinionsTotal)],
    ['Votes', formatCount(stats.numVotes)],
    ['Comments', formatCount(stats.numComments)],
    ['Good points', formatCount(stats.numCommentLikes)],
    ['Good points per comment', stats.goodPointsPerComment],
  ];

  return (
    <div className={styles.profile}>
      <title>{`${user.fullName || user.username} - Opinio`}</title>
      <Card as="section" className={styles.header} aria-labelledby="profile-name">
        <Avatar username={user.username} size={96} aboveTheFold />
        <div className={styles.identity}>
          <h1 id="profile-name" className={styles.name}>
            {user.fullName || user.username}
          </h1>
          <p className={styles.meta}>
            <span>@{user.username}</span>
            <span>{formatCount(stats.karma)} karma</span>
            {user.location ? <span>{user.location}</span> : null}
            <span>
              Joined <time dateTime={user.joined}>{relativeTime(user.joined)}</time>
            </span>
          </p>
          {user.bio ? <p className={styles.bio}>{user.bio}</p> : null}
          {user.expertise ? (
            <p className={styles.expertise}>
              <span className={styles.label}>Expertise:</span> {user.expertise}
            </p>
          ) : null}
          <p>
            <Link to={routePaths.userComments(user.username)}>Comments by {user.username}</Link>
          </p>
        </div>
        {user.isViewer ? (
          <div className={styles.ownActions}>
            <Button variant="secondary" aria-expanded={settingsOpen} onClick={() => setSettingsOpen(!settingsOpen)}>
              Settings
            </Button>
            <ButtonLink variant="secondary" to={routePaths.demographics()}>
              Personal details
            </ButtonLink>
            <ButtonLink variant="secondary" to={routePaths.billing()}>
              Billing
            </ButtonLink>
            <Button
              variant="ghost"
              disabled={isLoggingOut}
              onClick={() =>
                logOut({ onSuccess: () => window.location.assign('/'), onFailure: (message) => window.alert(message) })
              }
            >
              Log out
            </Button>
          </div>
        ) : null}
      </Card>

      {user.isViewer && settingsOpen ? <ProfileSettings userRef={user} onClose={() => setSettingsOpen(false)} /> : null}

      <Card as="section" aria-labelledby="profile-stats">
        <h2 id="profile-stats" className={styles.sectionTitle}>
          Stats
        </h2>
        <dl className={styles.stats}>
          {statItems.map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card as="section" aria-labelledby="profile-activity">
        <h2 id="profile-activity" className={styles.sectionTitle}>
          Activity
        </h2>
        <ActivityGrid gridRef={user.activityGrid} />
      </Card>

      <Card as="section" aria-labelledby="profile-milestones">
        <h2 id="profile-milestones" className={styles.sectionTitle}>
          Milestones
        </h2>
        <ProfileMilestones statsRef={stats} />
      </Card>
    </div>
  );
}
