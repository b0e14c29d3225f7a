import { Button } from '../../ui/Button.tsx';
import styles from './AuthStep.module.css';

/** After a reset request: the same answer whether or not an account uses the address. */
export function ResetConfirmationStep({ email, onBackToLogin }: { email: string; onBackToLogin: () => void }) {
  return (
    <div className={styles.step}>
      <p className={styles.intro} role="status">
        If an account uses <strong>{email}</strong>, we have sent it a link to set a new password. The link works once and
        expires in 60 minutes.
      </p>
      <Button variant="primary" fullWidth onClick={onBackToLogin}>
        Back to log in
      </Button>
    </div>
  );
}
