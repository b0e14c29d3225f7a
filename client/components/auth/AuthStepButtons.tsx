import { Button } from '../../ui/Button.tsx';
import styles from './AuthStep.module.css';

/** A submitting form says so on its button, and cannot be sent twice. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <Button type="submit" variant="primary" fullWidth disabled={submitting}>
      {submitting ? 'Submitting...' : children}
    </Button>
  );
}

/** "New to Opinio? Sign up": a way to the flow's other half, under a step's buttons. */
export function SwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      <button type="button" className={styles.linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

export function BackButton({ onClick, children, disabled }: { onClick: () => void; children: string; disabled?: boolean }) {
  return (
    <Button variant="ghost" fullWidth onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}
