import type { FormEvent } from 'react';
import { useRequestPasswordResetMutation } from '../../mutations/useRequestPasswordResetMutation.ts';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { EmailField } from './auth-steps.ts';
import { BackButton, SubmitButton } from './AuthStepButtons.tsx';
import styles from './AuthStep.module.css';
import { useFormError } from './useFormError.ts';

export function ResetRequestStep({
  email,
  onEmailChange,
  externalId,
  onSent,
  onBack,
}: EmailField & { externalId: string | null; onSent: () => void; onBack: () => void }) {
  const [requestPasswordReset, isInFlight] = useRequestPasswordResetMutation();
  const { error, setError, edit } = useFormError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isInFlight) return;
    setError(null);
    requestPasswordReset({ email: email.trim(), externalId, onSuccess: onSent, onFailure: setError });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <p className={styles.intro}>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
      <FormError message={error} />
      <TextField label="Email" type="email" autoComplete="email" required autoFocus value={email} onValueChange={edit(onEmailChange)} />
      <SubmitButton submitting={isInFlight}>Send reset link</SubmitButton>
      <BackButton onClick={onBack} disabled={isInFlight}>
        Back to log in
      </BackButton>
    </form>
  );
}
