import { Spinner } from './Spinner.tsx';
import styles from './PageLoading.module.css';

/** The loading state: "Loading ...", or what is being waited for. */
export function PageLoading({ label = 'Loading ...' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
