// The `next` of /login and /signup: after logging in the browser goes there, so only a path on
// this site may come through, however a browser would read the string.
import { describe, expect, it } from 'vitest';
import { returnTargetFrom } from '../../client/lib/route-paths.ts';

const target = (next: string) => returnTargetFrom(new URLSearchParams({ next }));

describe('returnTargetFrom', () => {
  it('keeps paths on this site with their query and fragment', () => {
    expect(target('/topics')).toBe('/topics');
    expect(target('/o/pineapple?sort=recent#comment-4')).toBe('/o/pineapple?sort=recent#comment-4');
    expect(returnTargetFrom(new URLSearchParams())).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'topics'])(
    'sends %j to the feed instead',
    (next) => {
      expect(target(next)).toBe('/');
    },
  );
});
