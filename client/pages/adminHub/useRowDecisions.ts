// What a hub list shows while moderators act on its rows and each decided row leaves it (the
// moderation queue, the removed opinions): the server's total less the rows decided here since it
// counted (until the list loads again), a notice of the last decision, the refusal when another
// moderator got there first (the list reloads), and focus on the section's heading once the row is
// gone, so the keyboard is not sent back to the top of the page.
import { useEffect, useRef, useState } from 'react';

export function useRowDecisions(list: { firstPage: { total: number }; refresh: () => void }) {
  const [decided, setDecided] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [countedFor, setCountedFor] = useState(list.firstPage);
  if (countedFor !== list.firstPage) {
    // Adjusting state while rendering: a new first page has its own total.
    setCountedFor(list.firstPage);
    setDecided(0);
    setNotice(null);
  }

  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  return {
    /** The total still waiting. */
    remaining: Math.max(0, list.firstPage.total - decided),
    notice,
    conflict,
    headingRef,
    /** A row was decided here (the caller drops it from the list). */
    onDecided(message: string) {
      setDecided((count) => count + 1);
      setConflict(null);
      setNotice(message);
      setFocusRequests((count) => count + 1);
    },
    /** Another moderator decided first: say so and load the list again. */
    onConflict(message: string) {
      setNotice(null);
      setConflict(`${message}. The list has been refreshed.`);
      setFocusRequests((count) => count + 1);
      list.refresh();
    },
  };
}
