import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './AuthModal.module.css';
import type { AuthStep } from './auth-steps.ts';

// The flow's steps and mutations load when the modal first opens: every page has the provider,
// few visits open it.
const AuthFlow = lazy(() => import('./AuthFlow.tsx').then((module) => ({ default: module.AuthFlow })));

type AuthModalControls = { openAuthModal: (step: AuthStep) => void };

const AuthModalContext = createContext<AuthModalControls | null>(null);

/** The loginSignup modal (docs/product.md#modals): the top bar opens it on the matching step. */
export function useAuthModal(): AuthModalControls {
  const controls = useContext(AuthModalContext);
  if (!controls) throw new Error('useAuthModal needs an AuthModalProvider above it');
  return controls;
}

/** Holds the modal's visibility; after logging in the person comes back to the page they were on. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Opening again starts a fresh flow (the key), on the step asked for.
  const [opened, setOpened] = useState<{ step: AuthStep; returnTarget: string; key: number } | null>(null);
  // The flow leaves the page when the modal closes, so the browser cannot return focus by itself.
  const openerRef = useRef<HTMLElement | null>(null);
  const openAuthModal = useCallback(
    (step: AuthStep) => {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpened((previous) => ({ step, returnTarget: location.pathname + location.search, key: (previous?.key ?? 0) + 1 }));
    },
    [location.pathname, location.search],
  );
  const controls = useMemo(() => ({ openAuthModal }), [openAuthModal]);
  const close = () => {
    setOpened(null);
    const opener = openerRef.current;
    requestAnimationFrame(() => opener?.focus());
  };
  const externalId = new URLSearchParams(location.search).get('rid');

  return (
    <AuthModalContext.Provider value={controls}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <AuthFlow
            key={opened.key}
            initialStep={opened.step}
            returnTarget={opened.returnTarget}
            externalId={externalId}
            frame={(title, body) => (
              <Modal open onClose={close} title={title}>
                <button type="button" className={styles.close} aria-label="Close" onClick={close}>
                  <CloseIcon />
                </button>
                {body}
              </Modal>
            )}
          />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
