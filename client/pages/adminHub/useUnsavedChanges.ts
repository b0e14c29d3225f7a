// Leaving an editor with changes not saved asks "Discard changes?" (docs/product.md#site-pages):
// a link or Back inside the app through the router's blocker, closing or reloading the tab
// through the browser's own question (browsers show their own words there, not ours).
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const DISCARD_QUESTION = 'Discard changes?';

/**
 * Guards `dirty` edits against leaving the page. Returns `allowLeaving`, for the editor's own
 * navigation after a save (the saved text is no longer a change to lose).
 */
export function useUnsavedChanges(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(DISCARD_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
