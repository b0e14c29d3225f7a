import styles from './Spinner.module.css';

/** A spinning ring. Decorative: pair it with text (or a label) that says what is loading. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
