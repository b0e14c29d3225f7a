import { useState, type FormEvent } from 'react';
import { useVerifySignupCodeMutation } from '../../mutations/useVerifySignupCodeMutation.ts';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { BackButton, SubmitButton } from './AuthStepButtons.tsx';
import styles from './AuthStep.module.css';
import { useFormError } from './useFormError.ts';

export function VerificationCodeStep({
  email,
  finishing,
  onVerified,
  onStartOver,
}: {
  email: string;
  finishing: boolean;
  onVerified: () => void;
  onStartOver: () => void;
}) {
  const [verifySignupCode, isInFlight] = useVerifySignupCodeMutation();
  const [code, setCode] = useState('');
  const { error, setError, edit } = useFormError();
  const submitting = isInFlight || finishing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    verifySignupCode({ email, code: code.replace(/\s+/g, ''), onSuccess: onVerified, onFailure: setError });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <p className={styles.intro} role="status">
        We sent a 6-digit code to <strong>{email}</strong>. Enter it below to finish signing up.
      </p>
      <FormError message={error} />
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus
        value={code}
        onValueChange={edit(setCode)}
        hint="6 digits"
      />
      <SubmitButton submitting={submitting}>Verify</SubmitButton>
      <BackButton onClick={onStartOver} disabled={submitting}>
        Use a different e-mail address
      </BackButton>
    </form>
  );
}
