// Analytics, first party only (docs/product.md#analytics-and-tracking): named events go to our own
// server. The tracking pages (/tracking/{name}) are where an operator could put third-party tags;
// they are loaded in a hidden frame only when the person accepted all cookies.
import { commitMutation, graphql } from 'react-relay';
import { readCookieConsent } from './cookie-consent.ts';
import { relayEnvironment } from '../relay/environment.ts';
import type { analyticsRecordEventMutation } from './__generated__/analyticsRecordEventMutation.graphql.ts';

const recordMutation = graphql`
  mutation analyticsRecordEventMutation($name: String!, $method: String, $props: String) {
    recordAnalyticsEvent(name: $name, method: $method, props: $props) {
      __typename
    }
  }
`;

/**
 * Stores a named event (e.g. attempted_new_opinion) on our server. Login and sign_up are
 * recorded by the server itself when they succeed; do not send them from here.
 */
export function recordAnalyticsEvent(name: string, options: { method?: string; props?: Record<string, unknown> } = {}): void {
  commitMutation<analyticsRecordEventMutation>(relayEnvironment, {
    mutation: recordMutation,
    variables: { name, method: options.method ?? null, props: options.props ? JSON.stringify(options.props) : null },
    onError: () => {},
  });
}

/**
 * Loads /tracking/{name} in a hidden frame (/tracking/login and /tracking/signup after those
 * events), only with "Accept all". Resolves once it
 * loaded or was skipped, so a caller can wait before reloading the page.
 */
export function loadTrackingPage(name: 'login' | 'signup' | (string & {})): Promise<void> {
  if (readCookieConsent() !== 'all') return Promise.resolve();
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.src = `/tracking/${encodeURIComponent(name)}`;
    frame.title = 'Tracking';
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.dataset.trackingPage = name;
    const done = () => resolve();
    frame.addEventListener('load', done, { once: true });
    // Never hold up what comes next (the login's reload) for a slow frame.
    window.setTimeout(done, 2000);
    frame.addEventListener('error', done, { once: true });
    document.body.append(frame);
  });
}

/**
 * After a successful log-in or sign-up (the sign-in flow's onAuthenticated hook): the
 * tracking frame, /tracking/signup for a new account, /tracking/login otherwise. The events
 * themselves are recorded by the server.
 */
export function loadTrackingPageAfterAuthentication(_method: string, isNewUser: boolean): Promise<void> {
  return loadTrackingPage(isNewUser ? 'signup' : 'login');
}
