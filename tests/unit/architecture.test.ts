// Keeps the import boundaries of DESIGN.md (as amended in docs/decisions.md): domain/ is pure,
// the client never reaches into the server, REST tables only reshape, and modules talk to each
// other through services, not each other's tables.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(directory: string): string[] {
  const absolute = join(root, directory);
  return readdirSync(absolute).flatMap((entry) => {
    const path = join(absolute, entry);
    if (entry === 'generated' || entry === '__generated__' || entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path));
    return /\.(ts|tsx)$/.test(entry) ? [relative(root, path)] : [];
  });
}

/** Repository-relative targets of a file's relative imports. */
function localImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s+['"](\.[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => relative(root, resolve(dirname(join(root, file)), specifier)));
}

function violations(files: string[], allowed: (target: string, file: string) => boolean): string[] {
  return files.flatMap((file) => localImports(file).filter((target) => !allowed(target, file)).map((target) => `${file} -> ${target}`));
}

const moduleOf = (path: string) => /^api\/modules\/([^/]+)\//.exec(path)?.[1];

describe('architecture boundaries', () => {
  it('domain/ imports nothing of ours but domain/', () => {
    expect(violations(sourceFiles('api/domain'), (target) => target.startsWith('api/domain/'))).toEqual([]);
  });

  it('the client never imports the server', () => {
    expect(violations(sourceFiles('client'), (target) => !target.startsWith('api/'))).toEqual([]);
  });

  it('rest.ts files import only the REST machinery, domain rules and other REST tables', () => {
    const restFiles = sourceFiles('api/modules').filter((file) => file.endsWith('/rest.ts'));
    expect(restFiles.length).toBeGreaterThan(0);
    expect(
      violations(restFiles, (target) => target.startsWith('api/rest/') || target.startsWith('api/domain/') || target.endsWith('/rest.ts')),
    ).toEqual([]);
  });

  it("a module's schema.ts uses services through the context, never another module's service", () => {
    const schemaFiles = sourceFiles('api/modules').filter((file) => file.endsWith('/schema.ts'));
    expect(
      violations(schemaFiles, (target, file) => !(target.endsWith('/service.ts') && moduleOf(target) !== moduleOf(file))),
    ).toEqual([]);
  });

  it('services do not import any schema (GraphQL stays a layer above)', () => {
    const serviceFiles = sourceFiles('api/modules').filter((file) => file.endsWith('/service.ts'));
    expect(
      violations(serviceFiles, (target) => !target.startsWith('api/schema/builder') && !target.endsWith('/schema.ts') && !target.endsWith('/rest.ts')),
    ).toEqual([]);
  });
});
