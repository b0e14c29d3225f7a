import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import styles from './YourDataSection.module.css';

/** The home page's word after an account was deleted (YourDataSection lands on /?account=deleted). */
export function AccountDeletedNotice() {
  const [searchParams] = useSearchParams();
  const shown = searchParams.get('account') === 'deleted';
  useEffect(() => {
    // Start at the top, where the notice is, whatever position the browser kept for this page.
    if (shown) window.scrollTo(0, 0);
  }, [shown]);
  if (!shown) return null;
  return (
    <p className={styles.notice} role="status">
      Your account has been deleted and you are signed out everywhere. Your votes remain only in the anonymous totals.
    </p>
  );
}
