import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useFacebookLoginMutation } from '../../mutations/useFacebookLoginMutation.ts';
import { useGoogleLoginMutation } from '../../mutations/useGoogleLoginMutation.ts';
import type { SocialSignInOutcome } from '../../mutations/social-sign-in-outcome.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { SocialSignInButtonsQuery } from './__generated__/SocialSignInButtonsQuery.graphql.ts';
import { acquireFacebookToken, acquireGoogleIdToken } from '../../lib/social-token-adapter.ts';
import styles from './SocialSignInButtons.module.css';

const socialSignInButtonsQuery = graphql`
  query SocialSignInButtonsQuery {
    socialSignInSettings {
      googleClientId
      facebookAppId
      standInUrl
    }
  }
`;

export type SocialProvider = 'google' | 'facebook';

type SocialSignInButtonsProps = {
  /** The provider's answer to the log-in call, with the token the username step needs for no_user. */
  onOutcome: (provider: SocialProvider, token: string, outcome: SocialSignInOutcome) => void;
  onError: (message: string | null) => void;
};

/**
 * The configured providers; suspends until they are known. A page calls it so that its whole form
 * appears at once: buttons arriving later would push down what is under them, and a click
 * aimed there could land on the moved layout. (The app shell's query loads them too, for the modal.)
 */
export function useSocialSignInSettings() {
  return useLazyLoadQuery<SocialSignInButtonsQuery>(socialSignInButtonsQuery, {}, { fetchPolicy: 'store-or-network' }).socialSignInSettings;
}

/** Whether Google or Facebook is configured; suspends until known, like useSocialSignInSettings. */
export function useSocialSignInOffered(): boolean {
  const settings = useSocialSignInSettings();
  return Boolean(settings.googleClientId || settings.facebookAppId);
}

/** "Continue with Google" and "Continue with Facebook", for the providers this site has configured. */
export function SocialSignInButtons(props: SocialSignInButtonsProps) {
  return (
    <Suspense
      fallback={
        <p className={styles.loadingOptions} role="status">
          <Spinner /> Loading ...
        </p>
      }
    >
      <SocialSignInButtonList {...props} />
    </Suspense>
  );
}

function SocialSignInButtonList({ onOutcome, onError }: SocialSignInButtonsProps) {
  const settings = useSocialSignInSettings();
  const [googleLogin, googleInFlight] = useGoogleLoginMutation();
  const [facebookLogin, facebookInFlight] = useFacebookLoginMutation();
  const [waitingFor, setWaitingFor] = useState<SocialProvider | null>(null);
  const busy = waitingFor !== null || googleInFlight || facebookInFlight;
  if (!settings.googleClientId && !settings.facebookAppId) return null;

  const onFailure = (message: string) => {
    setWaitingFor(null);
    onError(message);
  };

  const signInWithGoogle = async () => {
    onError(null);
    setWaitingFor('google');
    const idToken = await acquireGoogleIdToken(settings);
    if (!idToken) {
      setWaitingFor(null);
      window.alert('Login failed: no token ID found');
      return;
    }
    googleLogin({
      token: idToken,
      onSuccess: (outcome) => {
        setWaitingFor(null);
        onOutcome('google', idToken, outcome);
      },
      onFailure,
    });
  };

  const signInWithFacebook = async () => {
    onError(null);
    setWaitingFor('facebook');
    const token = await acquireFacebookToken(settings);
    if (!token) {
      // Cancelled in Facebook's dialog: nothing to tell the person.
      setWaitingFor(null);
      console.info('Facebook login was cancelled');
      return;
    }
    facebookLogin({
      token: token.accessToken,
      onSuccess: (outcome) => {
        setWaitingFor(null);
        onOutcome('facebook', token.accessToken, outcome);
      },
      onFailure,
    });
  };

  return (
    <div className={styles.socialButtons}>
      {settings.googleClientId ? (
        <Button variant="secondary" fullWidth onClick={() => void signInWithGoogle()} disabled={busy}>
          {waitingFor === 'google' || googleInFlight ? 'Submitting...' : 'Continue with Google'}
        </Button>
      ) : null}
      {settings.facebookAppId ? (
        <Button variant="secondary" fullWidth onClick={() => void signInWithFacebook()} disabled={busy}>
          {waitingFor === 'facebook' || facebookInFlight ? 'Submitting...' : 'Continue with Facebook'}
        </Button>
      ) : null}
      <p className={styles.divider}>
        <span>or</span>
      </p>
    </div>
  );
}
