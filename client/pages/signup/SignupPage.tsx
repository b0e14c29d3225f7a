import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthFormCard } from '../../components/AuthFormCard.tsx';
import { useReturnAfterLogin } from '../../components/useReturnAfterLogin.ts';
import { useRequestSignupCodeMutation } from '../../mutations/useRequestSignupCodeMutation.ts';
import { useVerifySignupCodeMutation } from '../../mutations/useVerifySignupCodeMutation.ts';
import { routePaths } from '../../route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './SignupPage.module.css';

/** Route signup (/signup): e-mail sign-up, then the 6-digit code from the e-mail. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const next = searchParams.get('next') ?? undefined;
  return (
    <AuthFormCard
      title="Sign up"
      intro={codeSentTo ? undefined : 'Vote on opinions, see how everyone voted and discover your Opinion DNA.'}
      footer={
        <>
          Already have an account? <Link to={routePaths.login(next)}>Log in</Link>
        </>
      }
    >
      {codeSentTo ? (
        <VerificationCodeForm email={codeSentTo} onStartOver={() => setCodeSentTo(null)} />
      ) : (
        <SignupDetailsForm
          email={email}
          onEmailChange={setEmail}
          externalId={searchParams.get('rid')}
          onCodeSent={() => setCodeSentTo(email.trim())}
        />
      )}
    </AuthFormCard>
  );
}

type SignupDetailsFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  externalId: string | null;
  onCodeSent: () => void;
};

function SignupDetailsForm({ email, onEmailChange, externalId, onCodeSent }: SignupDetailsFormProps) {
  const [requestSignupCode, isInFlight] = useRequestSignupCodeMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const edit = (setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isInFlight) return;
    setError(null);
    requestSignupCode({
      email: email.trim(),
      username: username.trim(),
      password,
      externalId,
      onSuccess: onCodeSent,
      onFailure: setError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <TextField label="Email" type="email" autoComplete="email" required value={email} onValueChange={edit(onEmailChange)} />
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
        hint="At least 8 characters."
      />
      <Button type="submit" variant="primary" fullWidth disabled={isInFlight}>
        {isInFlight ? 'Submitting...' : 'Sign up'}
      </Button>
    </form>
  );
}

function VerificationCodeForm({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const returnAfterLogin = useReturnAfterLogin();
  const [verifySignupCode, isInFlight] = useVerifySignupCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const submitting = isInFlight || succeeded;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    verifySignupCode({
      email,
      code: code.replace(/\s+/g, ''),
      onSuccess: () => {
        setSucceeded(true);
        returnAfterLogin();
      },
      onFailure: setError,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.sent} role="status">
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
        onValueChange={(value) => {
          setCode(value);
          setError(null);
        }}
        hint="6 digits"
      />
      <Button type="submit" variant="primary" fullWidth disabled={submitting}>
        {submitting ? 'Submitting...' : 'Verify'}
      </Button>
      <Button variant="ghost" fullWidth className={styles.startOver} onClick={onStartOver} disabled={submitting}>
        Use a different e-mail address
      </Button>
    </form>
  );
}
