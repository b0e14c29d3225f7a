import { useSearchParams } from 'react-router';
import styles from './YourDataSection.module.css';

/** The home page's word after an account was deleted (YourDataSection lands on /?account=deleted). */
export function AccountDeletedNotice() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('account') !== 'deleted') return null;
  return (
    <p className={styles.notice} role="status">
      Your account has been deleted and you are signed out everywhere. Your votes remain only in the anonymous totals.
    </p>
  );
}
