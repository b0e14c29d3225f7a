import { Link } from 'react-router';
import styles from './SiteFooter.module.css';

/** Opinio has been running since 2019; the end year is today's, so the notice never goes stale. */
const FIRST_YEAR = 2019;

/** The footer of every page: the site pages and the years, computed (docs/product.md#site-pages). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <nav aria-label="Site pages" className={styles.links}>
        <Link to="/privacy">Privacy</Link>
        <Link to="/cookies">Cookies</Link>
        <Link to="/terms-of-service">Terms of service</Link>
        <Link to="/article/how-we-choose-opinions">How we choose opinions</Link>
      </nav>
      <p className={styles.copyright}>
        © {FIRST_YEAR}–{year} Opinio
      </p>
    </footer>
  );
}
