import { Link } from 'react-router';
import { useState } from 'react';
import { chooseCookieConsent, useCookieConsent } from '../../lib/cookie-consent.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './CookieBanner.module.css';

/**
 * The cookie banner (docs/product.md#consent-and-e-mail-preferences): an initial view and a
 * settings view; "Accept all" or "Only essential"; hidden once a choice is stored.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const [view, setView] = useState<'initial' | 'settings'>('initial');
  const [thirdParty, setThirdParty] = useState(false);
  if (consent !== null) return null;

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title" className={styles.title}>
        {view === 'initial' ? 'Cookies' : 'Cookie settings'}
      </h2>
      {view === 'initial' ? (
        <>
          <p className={styles.text}>
            We use essential cookies to keep you logged in. With your permission we also load tracking pages after you
            log in or sign up, which may set third-party cookies.
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setView('settings')}>
              Settings
            </Button>
            <Button variant="secondary" onClick={() => chooseCookieConsent('essential')}>
              Only essential
            </Button>
            <Button variant="primary" onClick={() => chooseCookieConsent('all')}>
              Accept all
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className={styles.options}>
            <label className={styles.option}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>Essential</strong>: the session cookie that keeps you logged in. Always on.
              </span>
            </label>
            <label className={styles.option}>
              <input type="checkbox" checked={thirdParty} onChange={(event) => setThirdParty(event.target.checked)} />
              <span>
                <strong>Tracking</strong>: tracking pages loaded after you log in or sign up.
              </span>
            </label>
          </div>
          <p>
            <Link to="/cookies">Read the cookie notice</Link>: every cookie, what it is for and how long it lasts.
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setView('initial')}>
              Back
            </Button>
            <Button variant="secondary" onClick={() => chooseCookieConsent(thirdParty ? 'all' : 'essential')}>
              Save settings
            </Button>
            <Button variant="primary" onClick={() => chooseCookieConsent('all')}>
              Accept all
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
