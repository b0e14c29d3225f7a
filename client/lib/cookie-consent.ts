// The cookie banner's choice (docs/product.md#consent-and-e-mail-preferences): kept in local
// storage, "1" accepts everything, "-1" keeps only essential cookies, and anything else is removed
// (the banner asks again). Every choice is logged on the server (/api/cookies/logchoice's GraphQL
// twin) as a record of consent.
import { useSyncExternalStore } from 'react';
import { commitMutation, graphql } from 'react-relay';
import { relayEnvironment } from '../relay/environment.ts';
import type { cookieConsentLogMutation } from './__generated__/cookieConsentLogMutation.graphql.ts';

export const cookieConsentStorageKey = 'cookieConsent';
/** Bump when the cookie notice changes; the log says which text a person agreed to. */
export const cookieNoticeVersion = '2026-11';

export type CookieConsent = 'all' | 'essential' | null;

const changeEvent = 'opinio:cookie-consent';

const logMutation = graphql`
  mutation cookieConsentLogMutation($input: CookieChoiceInput!) {
    logCookieChoice(input: $input) {
      __typename
    }
  }
`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the banner shows on every page load
  }
}

export function readCookieConsent(): CookieConsent {
  const store = storage();
  const value = store?.getItem(cookieConsentStorageKey) ?? null;
  if (value === '1') return 'all';
  if (value === '-1') return 'essential';
  if (value !== null) store?.removeItem(cookieConsentStorageKey);
  return null;
}

export function chooseCookieConsent(choice: Exclude<CookieConsent, null>): void {
  storage()?.setItem(cookieConsentStorageKey, choice === 'all' ? '1' : '-1');
  window.dispatchEvent(new Event(changeEvent));
  commitMutation<cookieConsentLogMutation>(relayEnvironment, {
    mutation: logMutation,
    variables: {
      input: { loadThirdParty: choice === 'all', accepted: true, level: 1, version: cookieNoticeVersion, url: window.location.href },
    },
    // The choice stands even if logging it fails; nothing to tell the person.
    onError: () => {},
  });
}

/** /cookiereset: forget the choice so the banner asks again. */
export function resetCookieConsent(): void {
  storage()?.removeItem(cookieConsentStorageKey);
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(subscribe, readCookieConsent, () => null);
}
