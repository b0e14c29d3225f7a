import { NavLink } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import styles from './AdminOpinions.module.css';

/** The Opinions section's two lists, as tabs under its heading: removed opinions and suggestions. */
export function OpinionsTabs() {
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab);
  return (
    <nav aria-label="Opinions" className={styles.tabs}>
      <NavLink to={routePaths.adminOpinions()} end className={tabClass}>
        Removed opinions
      </NavLink>
      <NavLink to={routePaths.adminSuggestions()} className={tabClass}>
        Suggestions
      </NavLink>
    </nav>
  );
}
