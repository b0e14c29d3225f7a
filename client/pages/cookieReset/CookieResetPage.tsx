import { useEffect } from 'react';
import { resetCookieConsent } from '../../lib/cookie-consent.ts';
import { PageColumn } from '../../ui/PageColumn.tsx';

/** Route cookieReset (/cookiereset): forgets the cookie choice, so the banner asks again. */
export function CookieResetPage() {
  useEffect(() => resetCookieConsent(), []);
  return (
    <PageColumn title="Cookie reset">
      <p role="status">Your cookie choice has been reset. Choose again in the cookie banner.</p>
    </PageColumn>
  );
}
