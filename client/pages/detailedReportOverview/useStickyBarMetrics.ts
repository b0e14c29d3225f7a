import { useEffect, type RefObject } from 'react';

/**
 * Keeps two custom properties on `target` in step with the sticky `bar`: --bar-height (the wide
 * sidebar sticks below the bar) and, while `trackScroll` is on, --bar-bottom (the narrow filter
 * drawer hangs from the bar's lower edge, wherever the bar is). They are written straight to the
 * element's style, once a frame at most, so scrolling re-renders nothing.
 */
export function useStickyBarMetrics(bar: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>, trackScroll: boolean) {
  useEffect(() => {
    const barElement = bar.current;
    const targetElement = target.current;
    if (!barElement || !targetElement) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = barElement.getBoundingClientRect();
      targetElement.style.setProperty('--bar-height', `${Math.round(box.height)}px`);
      targetElement.style.setProperty('--bar-bottom', `${Math.max(0, Math.round(box.bottom))}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    const observer = new ResizeObserver(schedule);
    observer.observe(barElement);
    if (trackScroll) {
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
    }
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [bar, target, trackScroll]);
}
