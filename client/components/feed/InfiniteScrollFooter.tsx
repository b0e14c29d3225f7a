import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LoadMoreThrottle } from '../../lib/load-more-throttle.ts';
import styles from './InfiniteScrollFooter.module.css';

type InfiniteScrollFooterProps = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  /** At most one fetch per this many milliseconds. */
  throttleMs: number;
  /** What the spinner says while a page loads. */
  loadingLabel?: string;
};

/**
 * The end of an infinite list: loads the next page when it scrolls into view (an
 * IntersectionObserver), offers a "Load more" button for keyboards and old browsers, and shows a
 * spinner while a page is loading or waiting for the throttle.
 */
export function InfiniteScrollFooter({ hasNext, isLoadingNext, loadNext, throttleMs, loadingLabel = 'Loading more opinions' }: InfiniteScrollFooterProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const sentinelVisibleRef = useRef(false);
  const [isDeferred, setIsDeferred] = useState(false);
  const [throttle] = useState(() => new LoadMoreThrottle(throttleMs, setIsDeferred));

  // The throttle calls back later; it must see the current page state, not the one it was asked in.
  const latestRef = useRef({ hasNext, isLoadingNext, loadNext });
  useLayoutEffect(() => {
    latestRef.current = { hasNext, isLoadingNext, loadNext };
  });
  const [tryLoad] = useState(() => () => {
    const { hasNext: more, isLoadingNext: loading, loadNext: load } = latestRef.current;
    if (!more || loading) return false;
    load();
    return true;
  });

  useEffect(() => () => throttle.cancel(), [throttle]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        sentinelVisibleRef.current = entry.isIntersecting;
        if (entry.isIntersecting) throttle.request(tryLoad);
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [throttle, tryLoad]);

  // A page that arrived without pushing the footer out of view asks for the next one.
  useEffect(() => {
    if (hasNext && !isLoadingNext && sentinelVisibleRef.current) throttle.request(tryLoad);
  }, [hasNext, isLoadingNext, throttle, tryLoad]);

  const busy = isLoadingNext || isDeferred;
  // The sentinel stays mounted (the observer is attached once); the rest only while more exists.
  return (
    <div className={hasNext ? styles.footer : undefined}>
      <div ref={sentinelRef} className={styles.sentinel} />
      {hasNext && busy ? (
        <div className={styles.loading} role="status">
          <Spinner />
          <span>{loadingLabel}</span>
        </div>
      ) : null}
      {hasNext ? (
        <Button variant="secondary" onClick={() => throttle.request(tryLoad)} aria-busy={busy}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
