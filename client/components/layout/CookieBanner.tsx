import { Link } from 'react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
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
  const sheet = useRef<HTMLElement | null>(null);
  const open = consent === null;
  useSheetHeight(sheet, open);
  if (!open) return null;

  const settings = view === 'settings';
  return (
    <section ref={sheet} className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.inner}>
        <div className={styles.body}>
          <h2 id="cookie-banner-title" className={styles.title}>
            {settings ? 'Cookie settings' : 'Cookies'}
          </h2>
          {settings ? (
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
            </>
          ) : (
            <p className={styles.text}>
              We use essential cookies to keep you logged in. With your permission we also load tracking pages after you
              log in or sign up, which may set third-party cookies.
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {settings ? (
            <>
              <Button variant="ghost" onClick={() => setView('initial')}>
                Back
              </Button>
              <Button variant="secondary" onClick={() => chooseCookieConsent(thirdParty ? 'all' : 'essential')}>
                Save settings
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => setView('settings')}>
                Settings
              </Button>
              <Button variant="secondary" onClick={() => chooseCookieConsent('essential')}>
                Only essential
              </Button>
            </>
          )}
          <Button variant="primary" onClick={() => chooseCookieConsent('all')}>
            Accept all
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Tells the page how tall the sheet is (--cookie-sheet-height), for room at its end; 0 once it goes. */
function useSheetHeight(sheet: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const element = sheet.current;
    if (!open || !element) {
      root.style.removeProperty('--cookie-sheet-height');
      return;
    }
    const observer = new ResizeObserver(() => root.style.setProperty('--cookie-sheet-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-sheet-height');
    };
  }, [sheet, open]);
}
