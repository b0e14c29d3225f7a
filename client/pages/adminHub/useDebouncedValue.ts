import { useEffect, useState } from 'react';

/** The hub's search boxes send what was typed 300 ms after the last keystroke (docs/product.md#client-timings). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `delayMs` (at once for 0). */
export function useDebouncedValue<Value>(value: Value, delayMs = ADMIN_SEARCH_DEBOUNCE_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs === 0 ? value : settled;
}
