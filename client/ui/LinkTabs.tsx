import { Link } from 'react-router';
import styles from './LinkTabs.module.css';

export type LinkTab = { key: string | number; title: string; to: string; current: boolean };

/**
 * A row of pill links that each load a view of the page (a category, a status); the current one is
 * marked for screen readers with aria-current. Scrolls sideways on its own when it outgrows a phone.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link className={tab.current ? `${styles.tab} ${styles.current}` : styles.tab} to={tab.to} aria-current={tab.current ? 'page' : undefined}>
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
