import styles from './TestModeNotice.module.css';

export const testModeLabel = 'Test payments mode: no card is charged';

/**
 * The label of test-payments mode (no Stripe keys on the server): whoever sees a price or a
 * checkout knows nothing real happens.
 */
export function TestModeNotice({ children }: { children?: string }) {
  return (
    <p className={styles.notice} data-testid="test-payments-notice">
      <strong>{testModeLabel}</strong>
      {children ? <span>{children}</span> : null}
    </p>
  );
}
