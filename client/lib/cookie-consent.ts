// The cookie banner's choice (docs/product.md#consent-and-e-mail-preferences): kept in local
// storage, "1" accepts everything, "-1" keeps only essential cookies, and anything else is removed
// (the banner asks again). Every choice is logged on the server (/api/cookies/logchoice's GraphQL
// twin) as a record of consent. A cookie of the same name repeats the choice for the server, so a
// server-rendered page leaves the banner out for someone who has chosen already (no flash of it).
import { useContext, useSyncExternalStore } from 'react';
import { commitMutation, graphql } from 'react-relay';
import { relayEnvironment } from '../relay/environment.ts';
import { ServerRenderContext } from './server-render-context.ts';
import type { cookieConsentLogMutation } from './__generated__/cookieConsentLogMutation.graphql.ts';

export const cookieConsentStorageKey = 'cookieConsent';
/** Bump when the cookie notice changes; the log says which text a person agreed to. */
export const cookieNoticeVersion = '2026-11-28';

export type CookieConsent = 'all' | 'essential' | null;

const changeEvent = 'opinio:cookie-consent';
const choiceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

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

/** The `cookieConsent` cookie's value for a choice ("1", "-1"), or null to remove it. */
function writeChoiceCookie(value: '1' | '-1' | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${cookieConsentStorageKey}=${value}; Path=/; Max-Age=${choiceCookieMaxAgeSeconds}; SameSite=Lax${secure}`
    : `${cookieConsentStorageKey}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The cookie says what storage says (a choice made before the cookie existed gets it now). */
export function syncCookieConsentCookie(): void {
  const consent = readCookieConsent();
  const wanted = consent === 'all' ? '1' : consent === 'essential' ? '-1' : null;
  const current = document.cookie.match(new RegExp(`(?:^|; )${cookieConsentStorageKey}=([^;]*)`))?.[1] ?? null;
  if (current !== wanted) writeChoiceCookie(wanted);
}

export function chooseCookieConsent(choice: Exclude<CookieConsent, null>): void {
  storage()?.setItem(cookieConsentStorageKey, choice === 'all' ? '1' : '-1');
  writeChoiceCookie(choice === 'all' ? '1' : '-1');
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
  writeChoiceCookie(null);
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
  const server = useContext(ServerRenderContext);
  return useSyncExternalStore(subscribe, readCookieConsent, () => server?.cookieConsent ?? null);
}
