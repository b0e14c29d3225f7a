import { useState, type FormEvent } from 'react';
import { useLoginMutation } from '../../mutations/useLoginMutation.ts';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { EmailField } from './auth-steps.ts';
import { BackButton, SubmitButton, SwitchPrompt } from './AuthStepButtons.tsx';
import styles from './AuthStep.module.css';
import { useFormError } from './useFormError.ts';

export function EmailLoginStep({
  email,
  onEmailChange,
  finishing,
  onLoggedIn,
  onForgotPassword,
  onOtherWays,
  onSignup,
}: EmailField & {
  finishing: boolean;
  onLoggedIn: () => void;
  onForgotPassword: () => void;
  /** Back to the social buttons; null when e-mail is the only way in (the flow then opens here). */
  onOtherWays: (() => void) | null;
  onSignup: () => void;
}) {
  const [logIn, isInFlight] = useLoginMutation();
  const [password, setPassword] = useState('');
  const { error, setError, edit } = useFormError();
  const submitting = isInFlight || finishing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    logIn({
      email: email.trim(),
      password,
      onSuccess: () => {
        setPassword('');
        onLoggedIn();
      },
      onFailure: setError,
    });
  };

  // The server owns the rules, so the browser's own validation is off.
  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <FormError message={error} />
      <TextField label="Email" type="email" autoComplete="email" required autoFocus value={email} onValueChange={edit(onEmailChange)} />
      <TextField label="Password" type="password" autoComplete="current-password" required value={password} onValueChange={edit(setPassword)} />
      <SubmitButton submitting={submitting}>Log in</SubmitButton>
      <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
        Forgot your password?
      </button>
      {onOtherWays ? (
        <BackButton onClick={onOtherWays} disabled={submitting}>
          Other ways to log in
        </BackButton>
      ) : (
        <SwitchPrompt question="New to Opinio?" action="Sign up" onClick={onSignup} />
      )}
    </form>
  );
}
