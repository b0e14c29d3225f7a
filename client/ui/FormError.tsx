import styles from './FormError.module.css';

/** The form error box. Renders nothing without a message; role="alert" announces new text. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
