// The one place the sign-in flow reports a completed log-in or sign-up, before the page goes to
// the return target and reloads. The server records the sign_up/login analytics events itself
// (with the method); here the tracking page of the event is loaded (/tracking/signup or
// /tracking/login, only with "Accept all" cookies), and any other listener is told.
import { loadTrackingPage } from './analytics.ts';

export type AuthMethod = 'email' | 'google' | 'facebook' | 'password_reset';

export type AuthenticatedListener = (method: AuthMethod, isNewUser: boolean) => void | Promise<void>;

const listeners = new Set<AuthenticatedListener>();

/** A slow tracking page must not hold up the person's log-in for long. */
const maxWaitMs = 2000;

/** Registers a listener; returns the function that removes it. */
export function addAuthenticatedListener(listener: AuthenticatedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the flow once per successful log-in or sign-up. Failures never block the login. */
export async function onAuthenticated(method: AuthMethod, isNewUser: boolean): Promise<void> {
  const work = Promise.allSettled([
    loadTrackingPage(isNewUser ? 'signup' : 'login'),
    ...[...listeners].map(async (listener) => listener(method, isNewUser)),
  ]);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}
