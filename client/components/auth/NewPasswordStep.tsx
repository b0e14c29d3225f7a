import { useState, type FormEvent } from 'react';
import { useResetPasswordMutation } from '../../mutations/useResetPasswordMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SubmitButton } from './AuthStepButtons.tsx';
import styles from './AuthStep.module.css';
import { useFormError } from './useFormError.ts';

export function NewPasswordStep({
  resetToken,
  externalId,
  finishing,
  onPasswordSet,
  onAskAgain,
}: {
  resetToken: string | null;
  externalId: string | null;
  finishing: boolean;
  onPasswordSet: () => void;
  onAskAgain: () => void;
}) {
  const [resetPassword, isInFlight] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const { error, setError, edit } = useFormError();
  const submitting = isInFlight || finishing;

  if (!resetToken) {
    return (
      <div className={styles.step}>
        <FormError message="This password reset link is not valid. Please ask for a new one." />
        <Button variant="primary" fullWidth onClick={onAskAgain}>
          Ask for a new link
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    resetPassword({ tokenValue: resetToken, newPassword: password, externalId, onSuccess: onPasswordSet, onFailure: setError });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <p className={styles.intro}>Setting a new password logs you out on every other device.</p>
      <FormError message={error} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        value={password}
        onValueChange={edit(setPassword)}
        hint="At least 8 characters, and not a common password."
      />
      <SubmitButton submitting={submitting}>Set password</SubmitButton>
      {error ? (
        <button type="button" className={styles.linkButton} onClick={onAskAgain}>
          Ask for a new link
        </button>
      ) : null}
    </form>
  );
}
