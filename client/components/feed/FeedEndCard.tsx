import { routePaths } from '../../lib/route-paths.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import styles from './FeedEndCard.module.css';

/** The For You feed's last card, once every opinion has been shown. "Invite a friend" opens the share modal. */
export function FeedEndCard({ onInviteFriend }: { onInviteFriend: () => void }) {
  return (
    <Card as="section" className={styles.card} aria-labelledby="feed-end-title">
      <h2 id="feed-end-title" className={styles.title}>
        That&apos;s all we got (for now)
      </h2>
      <p className={styles.message}>
        Looks like you have voted on everything in your feed. New opinions arrive all the time, so check back soon.
        Meanwhile, see what your votes say about you.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={routePaths.dnaReport()} variant="primary">
          See your Opinion DNA
        </ButtonLink>
        <Button variant="secondary" onClick={onInviteFriend}>
          Invite a friend
        </Button>
      </div>
    </Card>
  );
}
