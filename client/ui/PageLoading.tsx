import { Spinner } from './Spinner.tsx';
import styles from './PageLoading.module.css';

/** The loading state: "Loading ...". */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>Loading ...</span>
    </div>
  );
}
