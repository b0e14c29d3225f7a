// The persisted-operations list the server accepts from browsers is exactly the web client's
// operations: every entry's id is the SHA-256 of its text, every operation artifact names an id
// in the list, and nothing else is in it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPersistedOperations } from '../../api/http/persisted-operations.ts';

const clientDirectory = new URL('../../client/', import.meta.url).pathname;

function artifactIds(directory: string, found: Map<string, string> = new Map()): Map<string, string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) artifactIds(path, found);
    else if (directory.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) {
      const id = /"params": \{\s+"id": "([0-9a-f]{64})"/.exec(readFileSync(path, 'utf8'))?.[1];
      if (id) found.set(id, entry.name);
    }
  }
  return found;
}

describe('persisted operations', () => {
  const operations = loadPersistedOperations();
  const artifacts = artifactIds(clientDirectory);

  it('lists each operation under the SHA-256 of its text', () => {
    expect(operations.size).toBeGreaterThan(50);
    for (const [id, text] of operations) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
  });

  it('holds every operation of the client and nothing else', () => {
    expect(artifacts.size).toBe(operations.size);
    for (const [id, file] of artifacts) expect(operations.has(id), `${file} is not in the list`).toBe(true);
  });
});
