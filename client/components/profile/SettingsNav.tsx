import { NavLink } from 'react-router';
import { routePaths } from '../../lib/route-paths.ts';
import styles from './SettingsNav.module.css';

/** The settings pages, one link each: personal details (/settings/details) and billing (/app/settings). */
export function SettingsNav() {
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <nav aria-label="Settings" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <NavLink to={routePaths.demographics()} className={linkClass} end>
            Personal details
          </NavLink>
        </li>
        <li>
          <NavLink to={routePaths.billing()} className={linkClass} end>
            Billing
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
