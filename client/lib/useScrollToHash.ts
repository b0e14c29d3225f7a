import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's #fragment names into view and gives it focus, on arrival and when
 * only the fragment changes (a search result for an item on the page already open). The router
 * navigates with the History API, so the browser's own jump to the fragment never happens.
 * Targets carry tabIndex={-1} so focus (and a screen reader) lands on them.
 */
export function useScrollToHash(): string {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
  return hash;
}
