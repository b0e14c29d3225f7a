// schema.graphql is printed from the Pothos code and committed; the Relay compiler builds the
// client against it. It must be what the code prints today, and printing must be deterministic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaSdl } from '../../api/schema/index.ts';

describe('schema.graphql', () => {
  it('is what the schema code prints (run `npm run schema:print` after schema changes)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(printSchemaSdl()).toBe(committed);
  });

  it('prints the same text every time', () => {
    expect(printSchemaSdl()).toBe(printSchemaSdl());
  });

  it('keeps the names the client and the REST adapter rely on', () => {
    const sdl = printSchemaSdl();
    for (const expected of ['voteTallyChanged(', 'castVote(', 'opinionFeed(', 'interface Node', 'union OpinionLookup']) {
      expect(sdl).toContain(expected);
    }
  });
});
