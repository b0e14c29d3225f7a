import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import styles from './AuthStep.module.css';
import { SwitchPrompt } from './AuthStepButtons.tsx';

/** The log-in step: the social buttons (from the flow, which handles their outcome) or e-mail. */
export function ChooseMethodStep({
  socialButtons,
  socialError,
  onEmailLogin,
  onSignup,
}: {
  socialButtons: ReactNode;
  socialError: string | null;
  onEmailLogin: () => void;
  onSignup: () => void;
}) {
  return (
    <div className={styles.step}>
      <FormError message={socialError} />
      {socialButtons}
      <Button variant="primary" fullWidth onClick={onEmailLogin}>
        Log in with e-mail
      </Button>
      <SwitchPrompt question="New to Opinio?" action="Sign up" onClick={onSignup} />
    </div>
  );
}
