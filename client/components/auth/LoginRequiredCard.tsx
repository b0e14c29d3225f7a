import { useLocation } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import styles from './LoginRequiredCard.module.css';

/**
 * What a login-required screen shows a logged-out visitor: the reason, and log-in / sign-up
 * links that come back here. Inside a titled page the reason is a line of the card; as the
 * whole page (`asPage`) the reason is the page's heading.
 */
export function LoginRequiredCard({ reason, asPage = false }: { reason: string; asPage?: boolean }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const actions = (
    <div className={asPage ? `${styles.actions} ${styles.centred}` : styles.actions}>
      <ButtonLink variant="primary" to={routePaths.login(here)}>
        Log in
      </ButtonLink>
      <ButtonLink variant="secondary" to={routePaths.signup(here)}>
        Sign up
      </ButtonLink>
    </div>
  );
  if (asPage) return <StatusMessage message={reason}>{actions}</StatusMessage>;
  return (
    <Card as="section" className={styles.card} data-testid="login-required">
      <p className={styles.reason}>{reason}</p>
      {actions}
    </Card>
  );
}
