import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import styles from './AuthFormCard.module.css';

type AuthFormCardProps = { title: string; intro?: ReactNode; footer?: ReactNode; children: ReactNode };

/** The frame of the log-in and sign-up forms. */
export function AuthFormCard({ title, intro, footer, children }: AuthFormCardProps) {
  return (
    <Card as="section" className={styles.card} aria-labelledby="auth-form-title">
      <title>{`${title} - Opinio`}</title>
      <h1 id="auth-form-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </Card>
  );
}
