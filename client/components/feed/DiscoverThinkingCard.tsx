import { useId } from 'react';
import { routePaths } from '../../lib/route-paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import styles from './DiscoverThinkingCard.module.css';

/** The feed's banner card inviting people to discover their thinking (Opinion DNA). */
export function DiscoverThinkingCard() {
  const titleId = useId();
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Discover your thinking
      </h2>
      <p className={styles.text}>
        Every vote says something about you. Take the Opinion DNA quiz to see your personality, values and ways of
        thinking, and how they compare with everyone else.
      </p>
      <ButtonLink to={routePaths.dnaReport()} variant="primary">
        Discover your Opinion DNA
      </ButtonLink>
    </Card>
  );
}
