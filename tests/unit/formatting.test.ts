import { describe, expect, it } from 'vitest';
import { distanceInWords, formatCount, relativeTime, truncate } from '../../client/lib/formatting.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatCount', () => {
  it('groups digits the way the locale does', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(999, 'en-US')).toBe('999');
  });
});

describe('relative times without "about"', () => {
  it('words each range at its boundaries', () => {
    expect(relativeTime(ago(10), now)).toBe('less than a minute ago');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(44 * 60), now)).toBe('44 minutes ago');
    expect(relativeTime(ago(45 * 60), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3600), now)).toBe('5 hours ago');
    expect(relativeTime(ago(2 * 86400), now)).toBe('2 days ago');
    expect(relativeTime(ago(60 * 86400), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('1 year ago');
    expect(relativeTime(ago(365 * 86400 + 150 * 86400), now)).toBe('over 1 year ago');
    expect(relativeTime(ago(365 * 86400 + 300 * 86400), now)).toBe('almost 2 years ago');
  });

  it('never says "about"', () => {
    for (let seconds = 1; seconds < 5 * 365 * 86400; seconds *= 1.7) {
      expect(distanceInWords(ago(seconds), now)).not.toMatch(/about/);
    }
  });

  it('handles the future and bad input', () => {
    expect(relativeTime(new Date(now.getTime() + 3 * 86400 * 1000), now)).toBe('in 3 days');
    expect(relativeTime('not a date', now)).toBe('');
    expect(relativeTime(now.toISOString(), now)).toBe('less than a minute ago');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis within the length', () => {
    expect(truncate('short', 70)).toBe('short');
    const long = 'Governments should be able to break end-to-end encryption to fight serious crime online';
    const cut = truncate(long, 70);
    expect(Array.from(cut).length).toBeLessThanOrEqual(70);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('counts characters, not UTF-16 units, and handles tiny lengths', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀…');
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});
