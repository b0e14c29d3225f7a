import { useLocation } from 'react-router';
import { routePaths } from '../route-paths.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import styles from './LoginRequiredCard.module.css';

/** A page that needs a login: the reason, and log-in / sign-up links that come back here. */
export function LoginRequiredCard({ reason }: { reason: string }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Card as="section" className={styles.card} data-testid="login-required">
      <p className={styles.reason}>{reason}</p>
      <div className={styles.actions}>
        <ButtonLink variant="primary" to={routePaths.login(here)}>
          Log in
        </ButtonLink>
        <ButtonLink to={routePaths.signup(here)}>Sign up</ButtonLink>
      </div>
    </Card>
  );
}
