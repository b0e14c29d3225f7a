import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogoutMutation } from '../../mutations/useLogoutMutation.ts';
import { aboutUrl, routePaths } from '../../lib/route-paths.ts';
import { Button } from '../../ui/Button.tsx';
import { BellIcon, CloseIcon, LogoMark, MenuIcon, SearchIcon } from '../../ui/icons.tsx';
import { useAuthModal } from '../auth/AuthModal.tsx';
import { Avatar } from '../profile/Avatar.tsx';
import { NotificationListener } from '../notifications/NotificationListener.tsx';
import { SearchOverlay } from './SearchOverlay.tsx';
import type { TopBar_viewer$key } from './__generated__/TopBar_viewer.graphql.ts';
import styles from './TopBar.module.css';

const topBarViewerFragment = graphql`
  fragment TopBar_viewer on Viewer {
    isLoggedIn
    username
    karma
    newNotification
    adminHub
    canListConvos
  }
`;

/** What the bar shows besides itself (docs/product.md#top-bar). */
type TopBarMode = 'default' | 'menu' | 'search';

const menuId = 'top-bar-menu';

export function TopBar({ viewerRef }: { viewerRef: TopBar_viewer$key }) {
  const viewer = useFragment(topBarViewerFragment, viewerRef);
  const location = useLocation();
  const [logOut, isLoggingOut] = useLogoutMutation();
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  // The mode belongs to the page it was opened on: navigating anywhere returns to default.
  const [modeState, setModeState] = useState<{ mode: TopBarMode; locationKey: string }>({
    mode: 'default',
    locationKey: location.key,
  });
  const mode = modeState.locationKey === location.key ? modeState.mode : 'default';
  const setMode = (next: TopBarMode) => setModeState({ mode: next, locationKey: location.key });

  useEffect(() => {
    if (mode !== 'menu') return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setModeState((current) => ({ ...current, mode: 'default' }));
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mode]);

  // "Log in" and "Sign up" open the login/signup modal on the matching step.
  const { openAuthModal } = useAuthModal();
  const goToLogin = () => openAuthModal('chooseMethod');
  const goToSignup = () => openAuthModal('signup');
  const logOutAndReload = () =>
    logOut({
      // Logout goes on to the sister site's single-sign-on logout, which comes back here.
      onSuccess: (ssoLogoutUrl) => window.location.assign(ssoLogoutUrl),
      onFailure: (message) => window.alert(message),
    });

  const userLabel = `${viewer.username} (${viewer.karma.toLocaleString('en-US')})`;
  const notificationsLabel = viewer.newNotification ? 'Notifications (new)' : 'Notifications';
  const navLinkClass = styles.navLink;

  return (
    <header className={styles.topBar}>
      {viewer.isLoggedIn ? <NotificationListener /> : null}
      <div className={styles.inner}>
        <Link to={routePaths.opinionFeed()} className={styles.logo}>
          <LogoMark />
          <span>Opinio</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <NavLink to={routePaths.opinionFeed()} end className={navLinkClass}>
                For You
              </NavLink>
            </li>
            <li>
              <NavLink to={routePaths.dnaReport()} className={navLinkClass}>
                Opinion DNA
              </NavLink>
            </li>
            <li>
              <a href={aboutUrl} className={navLinkClass} target="_blank" rel="noopener noreferrer">
                About
              </a>
            </li>
            {viewer.adminHub || viewer.canListConvos ? (
              <li>
                <NavLink to={viewer.adminHub ? routePaths.adminHub() : routePaths.adminQuestions()} className={navLinkClass}>
                  Admin
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className={styles.actions}>
          <button type="button" className={styles.iconButton} aria-label="Search" onClick={() => setMode('search')}>
            <SearchIcon />
          </button>

          <div className={styles.desktopAccount}>
            {viewer.isLoggedIn ? (
              <>
                <Link to={routePaths.notifications()} className={styles.iconButton} aria-label={notificationsLabel}>
                  <BellIcon />
                  {viewer.newNotification ? <span className={styles.dot} aria-hidden="true" /> : null}
                </Link>
                <Link to={routePaths.userProfile(viewer.username)} className={styles.userLink}>
                  <span>{userLabel}</span>
                  <Avatar username={viewer.username} size={32} aboveTheFold />
                </Link>
                <Button variant="ghost" onClick={logOutAndReload} disabled={isLoggingOut}>
                  Log out
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" onClick={goToLogin}>
                  Log in
                </Button>
                <Button variant="primary" onClick={goToSignup}>
                  Sign up
                </Button>
              </>
            )}
          </div>

          <button
            ref={menuToggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={mode === 'menu'}
            aria-controls={menuId}
            onClick={() => setMode(mode === 'menu' ? 'default' : 'menu')}
          >
            {mode === 'menu' ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{viewer.newNotification ? 'Menu (new notifications)' : 'Menu'}</span>
            {viewer.newNotification ? <span className={styles.dot} aria-hidden="true" /> : null}
          </button>
        </div>
      </div>

      {mode === 'menu' ? (
        <nav id={menuId} aria-label="Menu" className={styles.mobileMenu}>
          <ul className={styles.mobileMenuList}>
            <li>
              <NavLink to={routePaths.opinionFeed()} end className={navLinkClass}>
                For you
              </NavLink>
            </li>
            {viewer.isLoggedIn ? (
              <>
                <li>
                  <Link to={routePaths.userProfile(viewer.username)} className={styles.userLink}>
                    <Avatar username={viewer.username} size={32} aboveTheFold />
                    <span>{userLabel}</span>
                  </Link>
                </li>
                <li>
                  <NavLink to={routePaths.notifications()} className={navLinkClass}>
                    <span className={styles.notificationLabel}>
                      {notificationsLabel}
                      {viewer.newNotification ? <span className={styles.inlineDot} aria-hidden="true" /> : null}
                    </span>
                  </NavLink>
                </li>
                <li>
                  <NavLink to={routePaths.dnaReport()} className={navLinkClass}>
                    Opinion DNA
                  </NavLink>
                </li>
                {viewer.adminHub || viewer.canListConvos ? (
                  <li>
                    <NavLink to={viewer.adminHub ? routePaths.adminHub() : routePaths.adminQuestions()} className={navLinkClass}>
                      Admin
                    </NavLink>
                  </li>
                ) : null}
              </>
            ) : null}
            <li>
              <a href={aboutUrl} className={navLinkClass} target="_blank" rel="noopener noreferrer">
                About
              </a>
            </li>
          </ul>
          <div className={styles.mobileMenuButtons}>
            {viewer.isLoggedIn ? (
              <Button variant="secondary" fullWidth onClick={logOutAndReload} disabled={isLoggingOut}>
                Log out
              </Button>
            ) : (
              <>
                <Button variant="secondary" fullWidth onClick={goToLogin}>
                  Log in
                </Button>
                <Button variant="primary" fullWidth onClick={goToSignup}>
                  Sign up
                </Button>
              </>
            )}
          </div>
        </nav>
      ) : null}

      <SearchOverlay open={mode === 'search'} onClose={() => setMode('default')} />
    </header>
  );
}

/** The bar while the viewer is first loading: the logo only (docs/product.md#top-bar). */
export function TopBarPlaceholder() {
  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        <Link to={routePaths.opinionFeed()} className={styles.logo}>
          <LogoMark />
          <span>Opinio</span>
        </Link>
      </div>
    </header>
  );
}
