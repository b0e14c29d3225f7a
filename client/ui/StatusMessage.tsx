import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import styles from './StatusMessage.module.css';

/** A page that is only a status (404, 410, 403...): the message is the page's heading. */
export function StatusMessage({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Card as="section" className={styles.status}>
      <title>{`${message} - Opinio`}</title>
      <h1 className={styles.message}>{message}</h1>
      {children}
    </Card>
  );
}
