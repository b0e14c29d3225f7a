import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * "Discard changes?" before leaving a page with unsaved edits: a link or Back inside the app asks
 * first, and closing or reloading the tab gets the browser's own prompt.
 */
export function useDiscardGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Discard changes?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
