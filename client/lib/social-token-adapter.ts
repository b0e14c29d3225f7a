// Getting a token from Google or Facebook in the browser, kept to two small functions so the
// rest of the sign-in flow does not care where the token came from:
// - with a stand-in URL (development and tests, where the real SDKs cannot load), a popup on the
//   local stand-in plays the provider and hands the token back by postMessage, as the real
//   popups do;
// - otherwise the real SDK: Google Identity Services or the Facebook JavaScript SDK, loaded on
//   first use.
// Both must be called straight from a click handler: browsers only allow popups opened there.

/** As the server's socialSignInSettings query answers it. */
export type SocialSettings = { googleClientId?: string | null; facebookAppId?: string | null; standInUrl?: string | null };
export type FacebookToken = { accessToken: string; email: string };

type StandInMessage = { source?: string; provider?: string; idToken?: string; accessToken?: string; email?: string };

function tokenFromStandIn(standInUrl: string, provider: 'google' | 'facebook', clientId: string): Promise<StandInMessage | null> {
  const standInOrigin = new URL(standInUrl).origin;
  const path = provider === 'google' ? '/google/authorize' : '/facebook/dialog';
  const url = new URL(path, standInUrl);
  url.searchParams.set(provider === 'google' ? 'client_id' : 'app_id', clientId);
  url.searchParams.set('origin', window.location.origin);
  const popup = window.open(url, `opinio-${provider}-sign-in`, 'popup,width=480,height=640');
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (message: StandInMessage | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      resolve(message);
    };
    // Only the stand-in's own origin may hand over a token.
    const onMessage = (event: MessageEvent<StandInMessage>) => {
      if (event.origin !== standInOrigin || event.data?.source !== 'opinio-social-stand-in' || event.data.provider !== provider) return;
      finish(event.data);
    };
    window.addEventListener('message', onMessage);
    // Closing the popup without choosing an account gives no token.
    const closedPoll = setInterval(() => {
      if (popup.closed) setTimeout(() => finish(null), 300);
    }, 500);
  });
}

const loadedScripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.append(script);
    });
    loadedScripts.set(src, loading);
  }
  return loading;
}

type GoogleIdentityServices = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; cancel_on_tap_outside?: boolean }): void;
      prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean; isDismissedMoment(): boolean }) => void): void;
    };
  };
};

type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
  api(path: string, parameters: { fields: string }, callback: (response: { email?: string }) => void): void;
};

/** A Google ID token, or null when the person gave none (closed the chooser, or no account). */
export async function acquireGoogleIdToken(settings: SocialSettings): Promise<string | null> {
  if (!settings.googleClientId) return null;
  if (settings.standInUrl) return (await tokenFromStandIn(settings.standInUrl, 'google', settings.googleClientId))?.idToken ?? null;
  await loadScript('https://accounts.google.com/gsi/client');
  const google = (window as unknown as { google?: GoogleIdentityServices }).google;
  if (!google) return null;
  const clientId = settings.googleClientId;
  return new Promise((resolve) => {
    google.accounts.id.initialize({ client_id: clientId, cancel_on_tap_outside: true, callback: (response) => resolve(response.credential ?? null) });
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment() || notification.isDismissedMoment()) resolve(null);
    });
  });
}

/** A Facebook user access token and the address the SDK reports, or null when the person cancelled. */
export async function acquireFacebookToken(settings: SocialSettings): Promise<FacebookToken | null> {
  if (!settings.facebookAppId) return null;
  if (settings.standInUrl) {
    const message = await tokenFromStandIn(settings.standInUrl, 'facebook', settings.facebookAppId);
    return message?.accessToken ? { accessToken: message.accessToken, email: message.email ?? '' } : null;
  }
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!sdk) return null;
  sdk.init({ appId: settings.facebookAppId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const accessToken = response.authResponse?.accessToken;
        if (!accessToken) return resolve(null);
        sdk.api('/me', { fields: 'email' }, (me) => resolve({ accessToken, email: me.email ?? '' }));
      },
      { scope: 'email' },
    );
  });
}
