import { useState, type FormEvent } from 'react';
import { useRequestSignupCodeMutation } from '../../mutations/useRequestSignupCodeMutation.ts';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { EmailField } from './auth-steps.ts';
import { BackButton, SubmitButton, SwitchPrompt } from './AuthStepButtons.tsx';
import styles from './AuthStep.module.css';
import { useFormError } from './useFormError.ts';

export function EmailSignupStep({
  email,
  onEmailChange,
  externalId,
  onCodeSent,
  onOtherWays,
  onLogin,
}: EmailField & {
  externalId: string | null;
  onCodeSent: () => void;
  /** Back to the social buttons; null when e-mail is the only way in (the flow then opens here). */
  onOtherWays: (() => void) | null;
  onLogin: () => void;
}) {
  const [requestSignupCode, isInFlight] = useRequestSignupCodeMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, edit } = useFormError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isInFlight) return;
    setError(null);
    requestSignupCode({ email: email.trim(), username: username.trim(), password, externalId, onSuccess: onCodeSent, onFailure: setError });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <FormError message={error} />
      <TextField label="Email" type="email" autoComplete="email" required autoFocus value={email} onValueChange={edit(onEmailChange)} />
      <TextField
        label="Username"
        autoComplete="username"
        required
        value={username}
        onValueChange={edit(setUsername)}
        hint="3 to 24 letters, digits or underscores."
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={edit(setPassword)}
        hint="At least 8 characters, and not a common password."
      />
      <SubmitButton submitting={isInFlight}>Sign up</SubmitButton>
      {onOtherWays ? (
        <BackButton onClick={onOtherWays} disabled={isInFlight}>
          Other ways to sign up
        </BackButton>
      ) : (
        <SwitchPrompt question="Already have an account?" action="Log in" onClick={onLogin} />
      )}
    </form>
  );
}
