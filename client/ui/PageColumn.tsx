import type { ReactNode } from 'react';
import styles from './PageColumn.module.css';

/** The centred reading column most pages use, with the page's <h1> and document title. */
export function PageColumn({ title, heading, children }: { title: string; heading?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.column}>
      <title>{`${title} - Opinio`}</title>
      <h1 className={styles.heading}>{heading ?? title}</h1>
      {children}
    </div>
  );
}
