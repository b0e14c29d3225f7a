// The log-in/sign-up flow (docs/product.md#log-in-and-sign-up), one step at a time: choose
// method, email login, signup, email signup, verification code, username choice (social), reset
// request, reset confirmation, new password. The same flow runs in the top bar's modal and on the /login,
// /signup and /resetpassword/set pages; `frame` puts each step's title and body in its frame.
// Every form follows one pattern: submitting shows "Submitting...", a failure keeps its error text,
// editing a value clears it. This file holds what the steps share (the current step, the e-mail
// address, a pending social log-in, the finish); each step is a component of its own file.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { onAuthenticated, type AuthMethod } from '../../lib/auth-events.ts';
import { routePaths } from '../../lib/route-paths.ts';
import type { SocialSignInOutcome } from '../../mutations/social-sign-in-outcome.ts';
import { authStepTitles, type AuthStep } from './auth-steps.ts';
import { ChooseMethodStep } from './ChooseMethodStep.tsx';
import { EmailLoginStep } from './EmailLoginStep.tsx';
import { EmailSignupStep } from './EmailSignupStep.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { ResetConfirmationStep } from './ResetConfirmationStep.tsx';
import { ResetRequestStep } from './ResetRequestStep.tsx';
import { SignupStep } from './SignupStep.tsx';
import { SocialSignInButtons, useSocialSignInOffered, type SocialProvider } from './SocialSignInButtons.tsx';
import { MissingSocialToken, UsernameChoiceStep, type PendingSocial } from './UsernameChoiceStep.tsx';
import { VerificationCodeStep } from './VerificationCodeStep.tsx';

/** The page reloads 500 ms after logging in (docs/product.md#client-timings). */
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

/**
 * A new member bound for the feed, nowhere in particular, is invited to the onboarding steps
 * instead (docs/product.md#onboarding). One who signed up on the way somewhere (the opinion they
 * were voting on, a `next`) goes there: the steps would interrupt what they came to do, and
 * /settings/details and the quiz stay a click away in the top bar.
 */
function landingAfterLogin(returnTarget: string, isNewUser: boolean): string {
  return isNewUser && returnTarget === routePaths.opinionFeed() ? routePaths.onboarding(1) : returnTarget;
}

const emailOnlyTitles: Partial<Record<AuthStep, string>> = { emailLogin: authStepTitles.chooseMethod, emailSignup: authStepTitles.signup };

/** Social status expired: alert, then reload (docs/product.md#alerts). */
function alertExpiredAndReload(provider: SocialProvider) {
  window.alert(`Your ${provider} login expired`);
  window.location.reload();
}

export function AuthFlow({ initialStep, returnTarget, externalId, resetToken = null, frame }: AuthFlowProps) {
  const navigate = useNavigate();
  const socialOffered = useSocialSignInOffered();
  // With e-mail the only way in, the steps that choose a way would offer a single button: skip them.
  const shown = (wanted: AuthStep): AuthStep => {
    if (socialOffered) return wanted;
    if (wanted === 'chooseMethod') return 'emailLogin';
    if (wanted === 'signup') return 'emailSignup';
    return wanted;
  };
  const [step, setStep] = useState<AuthStep>(() => shown(initialStep));
  const [email, setEmail] = useState('');
  const [pendingSocial, setPendingSocial] = useState<PendingSocial | null>(null);
  const [socialError, setSocialError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const go = (next: AuthStep) => {
    setSocialError(null);
    setStep(shown(next));
  };

  /** Logged in: report it, go to the return target (or onboarding), and reload 500 ms later as the new user. */
  const finish = (method: AuthMethod, isNewUser: boolean) => {
    setFinishing(true);
    // The 500 ms count from the login, not from the end of the tracking page: the reload waits
    // for that page only when it takes longer (at most its own 2 s cap).
    const reloadDue = new Promise((resolve) => setTimeout(resolve, loginReloadDelayMs));
    const landing = landingAfterLogin(returnTarget, isNewUser);
    void onAuthenticated(method, isNewUser).finally(() => {
      void navigate(landing, { replace: true });
      // The reload loads the landing page itself: the client-side navigation may still be
      // waiting for the page's data when the 500 ms are up.
      void reloadDue.then(() => window.location.replace(landing));
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
        <ChooseMethodStep
          socialButtons={social}
          socialError={socialError}
          onEmailLogin={() => go('emailLogin')}
          onSignup={() => go('signup')}
        />
      );
      break;
    case 'signup':
      body = (
        <SignupStep
          socialButtons={social}
          socialError={socialError}
          onEmailSignup={() => go('emailSignup')}
          onLogin={() => go('chooseMethod')}
        />
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
          onOtherWays={socialOffered ? () => go('chooseMethod') : null}
          onSignup={() => go('signup')}
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
          onOtherWays={socialOffered ? () => go('signup') : null}
          onLogin={() => go('chooseMethod')}
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
      body = <ResetConfirmationStep email={email.trim()} onBackToLogin={() => go('emailLogin')} />;
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
  // "with e-mail" tells nothing when there is no other way.
  const title = socialOffered ? authStepTitles[step] : (emailOnlyTitles[step] ?? authStepTitles[step]);
  return <>{frame(title, body)}</>;
}
