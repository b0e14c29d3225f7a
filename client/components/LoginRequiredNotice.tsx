import { useLocation } from 'react-router';
import { routePaths } from '../route-paths.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import styles from './LoginRequiredNotice.module.css';

/** What a login-required screen shows to a logged-out visitor: the reason and the way in. */
export function LoginRequiredNotice({ reason }: { reason: string }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <StatusMessage message={reason}>
      <div className={styles.actions}>
        <ButtonLink variant="primary" to={routePaths.login(here)}>
          Log in
        </ButtonLink>
        <ButtonLink variant="secondary" to={routePaths.signup(here)}>
          Sign up
        </ButtonLink>
      </div>
    </StatusMessage>
  );
}
