// Formatting rules (docs/product.md#formatting): counts with English digit grouping, relative times
// in the familiar "3 hours ago" wording with the word "about" removed, and truncation with an
// ellipsis.

/**
 * The site is written in English, and a server-rendered page must read the same once the browser
 * takes it over: counts are grouped the English way, not the reader's.
 */
export function formatCount(count: number, locale = 'en-US'): string {
  return count.toLocaleString(locale);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function plural(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The distance in words (the wording people know from date-fns' formatDistance, which the
 * original product used), minus "about": "less than a minute", "5 minutes", "1 hour",
 * "3 days", "2 months", "over 1 year", "almost 2 years".
 */
export function distanceInWords(from: Date, to: Date): string {
  const seconds = Math.abs(to.getTime() - from.getTime()) / 1000;
  if (seconds < 30) return 'less than a minute';
  if (seconds < 45 * MINUTE) return plural(Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < DAY - 30) return plural(Math.max(1, Math.round(seconds / HOUR)), 'hour');
  if (seconds < MONTH - 30) return plural(Math.max(1, Math.round(seconds / DAY)), 'day');
  if (seconds < YEAR) return plural(Math.max(1, Math.round(seconds / MONTH)), 'month');
  const years = Math.floor(seconds / YEAR);
  const remainder = seconds - years * YEAR;
  if (remainder < 3 * MONTH) return plural(years, 'year');
  if (remainder < 9 * MONTH) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
}

/** "5 minutes ago", "in 2 days" (clocks disagree: a time slightly ahead is still "ago"). */
export function relativeTime(when: Date | string, now: Date = new Date()): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(date.getTime())) return '';
  const words = distanceInWords(date, now);
  return date.getTime() > now.getTime() + 60_000 ? `in ${words}` : `${words} ago`;
}

/** Cuts text to at most `length` characters, ending with an ellipsis when it was cut. */
export function truncate(text: string, length: number): string {
  if (length <= 0) return '';
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  if (length === 1) return '…';
  return `${characters.slice(0, length - 1).join('').trimEnd()}…`;
}
