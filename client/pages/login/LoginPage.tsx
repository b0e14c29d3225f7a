import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthFormCard } from '../../components/AuthFormCard.tsx';
import { useReturnAfterLogin } from '../../components/useReturnAfterLogin.ts';
import { useLoginMutation } from '../../mutations/useLoginMutation.ts';
import { routePaths } from '../../route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** Route login (/login): e-mail and password. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const returnAfterLogin = useReturnAfterLogin();
  const [logIn, isInFlight] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Stays "Submitting..." after success until the reload.
  const [succeeded, setSucceeded] = useState(false);
  const submitting = isInFlight || succeeded;

  // Spec 4: editing a value clears the error.
  const edit = (setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    logIn({
      email: email.trim(),
      password,
      onSuccess: () => {
        setSucceeded(true);
        returnAfterLogin();
      },
      onFailure: setError,
    });
  };

  const next = searchParams.get('next') ?? undefined;
  return (
    <AuthFormCard
      title="Log in"
      footer={
        <>
          New to Opinio? <Link to={routePaths.signup(next)}>Sign up</Link>
        </>
      }
    >
      {/* The server owns the rules (spec 5), so the browser's own validation is off. */}
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <TextField label="Email" type="email" autoComplete="email" required value={email} onValueChange={edit(setEmail)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={edit(setPassword)}
        />
        <Button type="submit" variant="primary" fullWidth disabled={submitting}>
          {submitting ? 'Submitting...' : 'Log in'}
        </Button>
      </form>
    </AuthFormCard>
  );
}
