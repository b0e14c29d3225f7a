import { useState, type FormEvent } from 'react';
import { useFacebookSignupMutation } from '../../mutations/useFacebookSignupMutation.ts';
import { useGoogleSignupMutation } from '../../mutations/useGoogleSignupMutation.ts';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { BackButton, SubmitButton } from './AuthStepButtons.tsx';
import type { SocialProvider } from './SocialSignInButtons.tsx';
import styles from './AuthStep.module.css';
import { useFormError } from './useFormError.ts';

/** A social log-in that found no account: the provider's token, kept for the sign-up call. */
export type PendingSocial = { provider: SocialProvider; token: string };

export function UsernameChoiceStep({
  pending,
  externalId,
  finishing,
  onSignedUp,
  onExpired,
  onBack,
}: {
  pending: PendingSocial;
  externalId: string | null;
  finishing: boolean;
  onSignedUp: (isNewUser: boolean) => void;
  onExpired: () => void;
  onBack: () => void;
}) {
  const [googleSignup, googleInFlight] = useGoogleSignupMutation();
  const [facebookSignup, facebookInFlight] = useFacebookSignupMutation();
  const [username, setUsername] = useState('');
  const { error, setError, edit } = useFormError();
  const submitting = googleInFlight || facebookInFlight || finishing;
  const providerName = pending.provider === 'google' ? 'Google' : 'Facebook';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const signup = pending.provider === 'google' ? googleSignup : facebookSignup;
    signup({
      token: pending.token,
      username: username.trim(),
      externalId,
      onSuccess: (outcome) => {
        if (outcome.status === 'LOGGED_IN') onSignedUp(outcome.isNewUser);
        else if (outcome.status === 'EXPIRED') onExpired();
        else console.warn(`Unknown ${pending.provider} sign-up status`, outcome.status);
      },
      onFailure: setError,
    });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <p className={styles.intro}>You are new here with this {providerName} account. Choose the name others will see.</p>
      <FormError message={error} />
      <TextField
        label="Username"
        autoComplete="username"
        required
        autoFocus
        value={username}
        onValueChange={edit(setUsername)}
        hint="3 to 24 letters, digits or underscores."
      />
      <SubmitButton submitting={submitting}>Sign up</SubmitButton>
      <BackButton onClick={onBack} disabled={submitting}>
        Other ways to sign up
      </BackButton>
    </form>
  );
}

/** The username step with no social log-in behind it: there is nothing to sign up with. */
export function MissingSocialToken({ onBack }: { onBack: () => void }) {
  return (
    <div className={styles.step}>
      <FormError message="Please choose your Google or Facebook account first." />
      <BackButton onClick={onBack}>Other ways to sign up</BackButton>
    </div>
  );
}
