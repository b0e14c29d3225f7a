// The log-in/sign-up flow of spec section 2, one step at a time: choose method, email login,
// signup, email signup, verification code, username choice (social), reset request, reset
// confirmation, new password. The same flow runs in the top bar's modal and on the /login,
// /signup and /resetpassword/set pages; `frame` puts each step's title and body in its frame.
// Every form follows spec 4: submitting shows "Submitting...", a failure keeps its error text,
// editing a value clears it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useFacebookSignupMutation } from '../../mutations/useFacebookSignupMutation.ts';
import { useGoogleSignupMutation } from '../../mutations/useGoogleSignupMutation.ts';
import { useLoginMutation } from '../../mutations/useLoginMutation.ts';
import { useRequestPasswordResetMutation } from '../../mutations/useRequestPasswordResetMutation.ts';
import { useRequestSignupCodeMutation } from '../../mutations/useRequestSignupCodeMutation.ts';
import { useResetPasswordMutation } from '../../mutations/useResetPasswordMutation.ts';
import { useVerifySignupCodeMutation } from '../../mutations/useVerifySignupCodeMutation.ts';
import type { SocialSignInOutcome } from '../../mutations/social-sign-in-outcome.ts';
import { Button } from '../../ui/Button.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { onAuthenticated, type AuthMethod } from '../../lib/auth-events.ts';
import { SocialSignInButtons, type SocialProvider } from './SocialSignInButtons.tsx';
import styles from './AuthFlow.module.css';

export type AuthStep =
  | 'chooseMethod'
  | 'emailLogin'
  | 'signup'
  | 'emailSignup'
  | 'verificationCode'
  | 'usernameChoice'
  | 'resetRequest'
  | 'resetConfirmation'
  | 'newPassword';

export const authStepTitles: Record<AuthStep, string> = {
  chooseMethod: 'Log in',
  emailLogin: 'Log in with e-mail',
  signup: 'Sign up',
  emailSignup: 'Sign up with e-mail',
  verificationCode: 'Check your e-mail',
  usernameChoice: 'Choose a username',
  resetRequest: 'Reset your password',
  resetConfirmation: 'Check your e-mail',
  newPassword: 'Set a new password',
};

/** Spec 9: the page reloads 500 ms after logging in. */
export const loginReloadDelayMs = 500;

export type AuthFlowProps = {
  initialStep: AuthStep;
  /** Where to go after logging in (a path on this site). */
  returnTarget: string;
  /** A partner's external id (rid) from the URL, carried into sign-ups and resets. */
  externalId: string | null;
  /** The `t` of a reset link, for the new password step. */
  resetToken?: string | null;
  frame: (title: string, body: ReactNode) => ReactNode;
};

type PendingSocial = { provider: SocialProvider; token: string };

/** Spec 4 form state: the error, and an edit wrapper that clears it. */
function useFormError() {
  const [error, setError] = useState<string | null>(null);
  const edit = (setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setError(null);
  };
  return { error, setError, edit };
}

/** Social status expired: spec 8 says alert, then reload. */
function alertExpiredAndReload(provider: SocialProvider) {
  window.alert(`Your ${provider} login expired`);
  window.location.reload();
}

export function AuthFlow({ initialStep, returnTarget, externalId, resetToken = null, frame }: AuthFlowProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<AuthStep>(initialStep);
  const [email, setEmail] = useState('');
  const [pendingSocial, setPendingSocial] = useState<PendingSocial | null>(null);
  const [socialError, setSocialError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const go = (next: AuthStep) => {
    setSocialError(null);
    setStep(next);
  };

  /** Logged in: report it, go to the return target, and reload 500 ms later as the new user. */
  const finish = (method: AuthMethod, isNewUser: boolean) => {
    setFinishing(true);
    // The 500 ms count from the login, not from the end of the tracking page: the reload waits
    // for that page only when it takes longer (at most its own 2 s cap).
    const reloadDue = new Promise((resolve) => setTimeout(resolve, loginReloadDelayMs));
    void onAuthenticated(method, isNewUser).finally(() => {
      void navigate(returnTarget, { replace: true });
      // The reload loads the return target itself: the client-side navigation may still be
      // waiting for the target's data when the 500 ms are up.
      void reloadDue.then(() => window.location.replace(returnTarget));
    });
  };

  const onSocialOutcome = (provider: SocialProvider, token: string, outcome: SocialSignInOutcome) => {
    if (outcome.status === 'LOGGED_IN') finish(provider, outcome.isNewUser);
    else if (outcome.status === 'NO_USER') {
      setPendingSocial({ provider, token });
      go('usernameChoice');
    } else if (outcome.status === 'EXPIRED') alertExpiredAndReload(provider);
    else console.warn(`Unknown ${provider} sign-in status`, outcome.status);
  };

  const social = <SocialSignInButtons onOutcome={onSocialOutcome} onError={setSocialError} />;

  let body: ReactNode;
  switch (step) {
    case 'chooseMethod':
      body = (
        <div className={styles.step}>
          <FormError message={socialError} />
          {social}
          <Button variant="primary" fullWidth onClick={() => go('emailLogin')}>
            Log in with e-mail
          </Button>
          <p className={styles.switch}>
            New to Opinio?{' '}
            <button type="button" className={styles.linkButton} onClick={() => go('signup')}>
              Sign up
            </button>
          </p>
        </div>
      );
      break;
    case 'signup':
      body = (
        <div className={styles.step}>
          <p className={styles.intro}>Vote on opinions, see how everyone voted and discover your Opinion DNA.</p>
          <FormError message={socialError} />
          {social}
          <Button variant="primary" fullWidth onClick={() => go('emailSignup')}>
            Sign up with e-mail
          </Button>
          <p className={styles.switch}>
            Already have an account?{' '}
            <button type="button" className={styles.linkButton} onClick={() => go('chooseMethod')}>
              Log in
            </button>
          </p>
        </div>
      );
      break;
    case 'emailLogin':
      body = (
        <EmailLoginStep
          email={email}
          onEmailChange={setEmail}
          finishing={finishing}
          onLoggedIn={() => finish('email', false)}
          onForgotPassword={() => go('resetRequest')}
          onBack={() => go('chooseMethod')}
        />
      );
      break;
    case 'emailSignup':
      body = (
        <EmailSignupStep
          email={email}
          onEmailChange={setEmail}
          externalId={externalId}
          onCodeSent={() => go('verificationCode')}
          onBack={() => go('signup')}
        />
      );
      break;
    case 'verificationCode':
      body = (
        <VerificationCodeStep
          email={email.trim()}
          finishing={finishing}
          onVerified={() => finish('email', true)}
          onStartOver={() => go('emailSignup')}
        />
      );
      break;
    case 'usernameChoice':
      body = pendingSocial ? (
        <UsernameChoiceStep
          pending={pendingSocial}
          externalId={externalId}
          finishing={finishing}
          onSignedUp={(isNewUser) => finish(pendingSocial.provider, isNewUser)}
          onExpired={() => alertExpiredAndReload(pendingSocial.provider)}
          onBack={() => go('signup')}
        />
      ) : (
        <MissingSocialToken onBack={() => go('signup')} />
      );
      break;
    case 'resetRequest':
      body = (
        <ResetRequestStep
          email={email}
          onEmailChange={setEmail}
          externalId={externalId}
          onSent={() => go('resetConfirmation')}
          onBack={() => go('emailLogin')}
        />
      );
      break;
    case 'resetConfirmation':
      body = (
        <div className={styles.step}>
          <p className={styles.intro} role="status">
            If an account uses <strong>{email.trim()}</strong>, we have sent it a link to set a new password. The link works once and
            expires in 60 minutes.
          </p>
          <Button variant="primary" fullWidth onClick={() => go('emailLogin')}>
            Back to log in
          </Button>
        </div>
      );
      break;
    case 'newPassword':
      body = (
        <NewPasswordStep
          resetToken={resetToken}
          externalId={externalId}
          finishing={finishing}
          onPasswordSet={() => finish('password_reset', false)}
          onAskAgain={() => go('resetRequest')}
        />
      );
      break;
  }
  return <>{frame(authStepTitles[step], body)}</>;
}

function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <Button type="submit" variant="primary" fullWidth disabled={submitting}>
      {submitting ? 'Submitting...' : children}
    </Button>
  );
}

function BackButton({ onClick, children, disabled }: { onClick: () => void; children: string; disabled?: boolean }) {
  return (
    <Button variant="ghost" fullWidth onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

type EmailField = { email: string; onEmailChange: (email: string) => void };

function EmailLoginStep({
  email,
  onEmailChange,
  finishing,
  onLoggedIn,
  onForgotPassword,
  onBack,
}: EmailField & { finishing: boolean; onLoggedIn: () => void; onForgotPassword: () => void; onBack: () => void }) {
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

  // The server owns the rules (spec 5), so the browser's own validation is off.
  return (
    <form onSubmit={submit} noValidate className={styles.step}>
      <FormError message={error} />
      <TextField label="Email" type="email" autoComplete="email" required autoFocus value={email} onValueChange={edit(onEmailChange)} />
      <TextField label="Password" type="password" autoComplete="current-password" required value={password} onValueChange={edit(setPassword)} />
      <SubmitButton submitting={submitting}>Log in</SubmitButton>
      <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
        Forgot your password?
      </button>
      <BackButton onClick={onBack} disabled={submitting}>
        Other ways to log in
      </BackButton>
    </form>
  );
}

function EmailSignupStep({
  email,
  onEmailChange,
  externalId,
  onCodeSent,
  onBack,
}: EmailField & { externalId: string | null; onCodeSent: () => void; onBack: () => void }) {
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
      <BackButton onClick={onBack} disabled={isInFlight}>
        Other ways to sign up
      </BackButton>
    </form>
  );
}

function VerificationCodeStep({
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

function UsernameChoiceStep({
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

function MissingSocialToken({ onBack }: { onBack: () => void }) {
  return (
    <div className={styles.step}>
      <FormError message="Please choose your Google or Facebook account first." />
      <BackButton onClick={onBack}>Other ways to sign up</BackButton>
    </div>
  );
}

function ResetRequestStep({
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

function NewPasswordStep({
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
