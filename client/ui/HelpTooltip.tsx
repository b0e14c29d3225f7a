import { useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './HelpTooltip.module.css';

/** Room kept between a tooltip and the screen's edges. */
const EDGE_MARGIN_PX = 8;

/** A "?" button whose text shows on hover, on keyboard focus and on press (touch). */
export function HelpTooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [pressed, setPressed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const shown = pressed || hovered || focusVisible;
  const tooltip = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);

  // A hidden tooltip takes no room (display: none), so it never widens the page; a shown one is
  // moved left as far as it would stick out past the screen's right edge (a "?" near the edge
  // of a phone's screen).
  useLayoutEffect(() => {
    if (!shown || !tooltip.current) {
      setShift(0);
      return;
    }
    const { left, right } = tooltip.current.getBoundingClientRect();
    const overflow = right - shift - (document.documentElement.clientWidth - EDGE_MARGIN_PX);
    setShift(Math.max(0, Math.min(overflow, left - shift - EDGE_MARGIN_PX)));
    // Measured once per showing: the shift itself must not start another round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  return (
    <span className={styles.wrapper} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={pressed}
        onClick={() => setPressed((value) => !value)}
        onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => {
          setPressed(false);
          setFocusVisible(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setPressed(false);
            setFocusVisible(false);
          }
        }}
      >
        ?
      </button>
      <span
        id={id}
        ref={tooltip}
        role="tooltip"
        className={[styles.tooltip, shown ? styles.open : ''].filter(Boolean).join(' ')}
        style={shift > 0 ? { transform: `translateX(-${Math.round(shift)}px)` } : undefined}
      >
        {text}
      </span>
    </span>
  );
}
