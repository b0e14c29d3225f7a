import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import styles from './AuthStep.module.css';
import { SwitchPrompt } from './AuthStepButtons.tsx';

/** The sign-up step: the social buttons (from the flow, which handles their outcome) or e-mail. */
export function SignupStep({
  socialButtons,
  socialError,
  onEmailSignup,
  onLogin,
}: {
  socialButtons: ReactNode;
  socialError: string | null;
  onEmailSignup: () => void;
  onLogin: () => void;
}) {
  return (
    <div className={styles.step}>
      <p className={styles.intro}>Vote on opinions, see how everyone voted and discover your Opinion DNA.</p>
      <FormError message={socialError} />
      {socialButtons}
      <Button variant="primary" fullWidth onClick={onEmailSignup}>
        Sign up with e-mail
      </Button>
      <SwitchPrompt question="Already have an account?" action="Log in" onClick={onLogin} />
    </div>
  );
}
