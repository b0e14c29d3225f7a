// Fresh, migrated databases for API tests. Migrating costs seconds, so it happens once per set of
// migrations and every test database is a clone:
// - PGlite: an in-memory PGlite loaded from a migrated data-directory tarball. The tarball is
//   cached in the OS temp directory, so the test files (one process each) share one build.
// - PostgreSQL: a uniquely named database created from a migrated template database
//   (CREATE DATABASE ... TEMPLATE), built once per set of migrations by whichever worker comes first.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { applyMigrations, readMigrationList } from '../../api/db/migrations.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type TestDatabase = Database & {
  /** PostgreSQL only: the database's URL (for a server process of its own). */
  url?: string;
  dispose(): Promise<void>;
};

/** Which kinds a suite runs on: TEST_DB_KINDS (comma list), both by default. */
export function testDatabaseKinds(): DatabaseKind[] {
  const kinds = (process.env.TEST_DB_KINDS ?? 'pglite,postgres')
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  for (const kind of kinds) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`Unknown TEST_DB_KINDS entry: ${kind}`);
  if (kinds.length === 0) throw new Error('TEST_DB_KINDS names no database kind');
  return kinds as DatabaseKind[];
}

/**
 * Whether a suite's statistical test runs on this kind. Such a test checks arithmetic done in
 * TypeScript (noise, thresholds) over a hundred voters or more; the SQL under it is the same on
 * both kinds and the rest of its file runs on both. It runs once, on PostgreSQL when the run has
 * it (the hundreds of writes take three times as long on PGlite), so it is registered only there:
 * not a skip, one test.
 */
export function runsStatisticalTests(kind: DatabaseKind): boolean {
  const kinds = testDatabaseKinds();
  return kind === (kinds.includes('postgres') ? 'postgres' : kinds[0]);
}

/** The PostgreSQL server tests create their databases on (any database on it works as the URL). */
export function testPostgresServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

const namePrefix = 'opinio_test_';
const templatePrefix = `${namePrefix}template_`;
const pgliteCachePrefix = 'opinio-test-pglite-';

let fingerprint: string | undefined;

/**
 * Changes whenever a migrated template would: the migrations (names and SQL), how databases are
 * opened (api/db/database.ts: PGlite extensions) and PGlite's version (its data-directory format).
 */
function templateFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const entry of readMigrationList().migrationDirectories) {
    const content = entry.migrationFile.content;
    hash.update(`${entry.path}\0${content.tag === 'ok' ? content.value : ''}\0`);
  }
  hash.update(readFileSync(fileURLToPath(new URL('../../api/db/database.ts', import.meta.url))));
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

let pgliteTemplate: Promise<Blob> | undefined;

function readFileIfExists(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const cacheFile = join(tmpdir(), `${pgliteCachePrefix}${templateFingerprint()}.tar`);
    const cached = readFileIfExists(cacheFile);
    if (cached) return new Blob([new Uint8Array(cached)]);
    const database = await openDatabase({ kind: 'pglite' });
    let template: Blob;
    try {
      await applyMigrations(database);
      template = await database.dumpDataDir!();
    } finally {
      await database.close();
    }
    // Write then rename: a concurrent reader sees the whole tarball or none. Two processes
    // building at once both write a valid one.
    const partialFile = `${cacheFile}.${process.pid}.partial`;
    writeFileSync(partialFile, new Uint8Array(await template.arrayBuffer()));
    renameSync(partialFile, cacheFile);
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(pgliteCachePrefix) && join(tmpdir(), name) !== cacheFile && !name.endsWith('.partial')) {
        rmSync(join(tmpdir(), name), { force: true });
      }
    }
    return template;
  })();
  return pgliteTemplate;
}

async function withAdminClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresServerUrl() });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function postgresDatabaseUrl(name: string): string {
  const url = new URL(testPostgresServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

// Session advisory locks on the admin connection: one for building the template, one for
// cloning it (CREATE DATABASE ... TEMPLATE fails while another session uses the template).
const templateBuildLock = 724100;
const templateCloneLock = 724101;

function isRunningProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops what crashed or older runs left behind: templates of other migrations, and test
 * databases of processes that no longer run. Only on a server on this machine (a process id
 * means nothing elsewhere), and never with FORCE: a database somebody is connected to stays.
 */
async function dropLeftoverDatabases(admin: pg.Client, currentTemplate: string): Promise<void> {
  const { hostname } = new URL(testPostgresServerUrl());
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(hostname)) return;
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'opinio\\_test\\_%' AND datname <> $1`,
    [currentTemplate],
  );
  const ownerPidOf = (datname: string) => /^opinio_test_(\d+)_/.exec(datname)?.[1];
  // Another run (a second checkout, say) may still clone its own template: templates of other
  // migrations go only when no other live process owns a test database.
  const anotherRunIsLive = rows.some(({ datname }) => {
    const ownerPid = ownerPidOf(datname);
    return ownerPid !== undefined && Number(ownerPid) !== process.pid && isRunningProcess(Number(ownerPid));
  });
  for (const { datname } of rows) {
    const ownerPid = ownerPidOf(datname);
    const isLeftover = datname.startsWith(templatePrefix) ? !anotherRunIsLive : ownerPid !== undefined && !isRunningProcess(Number(ownerPid));
    if (isLeftover) await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
  }
}

let postgresTemplate: Promise<string> | undefined;

/** The migrated template database, built once per set of migrations and shared by all workers. */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= withAdminClient(async (admin) => {
    const name = `${templatePrefix}${templateFingerprint()}`;
    await admin.query('SELECT pg_advisory_lock($1)', [templateBuildLock]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        await dropLeftoverDatabases(admin, name);
        // Built under another name and renamed when complete: a crash never leaves a
        // half-migrated template behind under the real name.
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
        await admin.query(`CREATE DATABASE "${building}"`);
        const database = await openDatabase({ kind: 'postgres', url: postgresDatabaseUrl(building), poolSize: 2 });
        try {
          await applyMigrations(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateBuildLock]);
    }
    return name;
  });
  return postgresTemplate;
}

let databaseSequence = 0;

/**
 * A fresh database with every migration applied. `dispose()` closes it and, on PostgreSQL,
 * drops it.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: {
    statementCounter?: StatementCounter;
    /** An empty database, no migration applied (for migration tests). */
    empty?: boolean;
  } = {},
): Promise<TestDatabase> {
  const { empty = false, statementCounter } = options;
  if (kind === 'pglite') {
    const loadDataDir = empty ? undefined : await migratedPgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', loadDataDir, statementCounter });
    return { ...database, dispose: () => database.close() };
  }
  const template = empty ? undefined : await migratedPostgresTemplate();
  databaseSequence += 1;
  const name = `${namePrefix}${process.pid}_${databaseSequence}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(async (admin) => {
    if (!template) {
      await admin.query(`CREATE DATABASE "${name}"`);
      return;
    }
    await admin.query('SELECT pg_advisory_lock($1)', [templateCloneLock]);
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateCloneLock]);
    }
  });
  const database = await openDatabase({ kind: 'postgres', url: postgresDatabaseUrl(name), poolSize: 5, statementCounter });
  return {
    ...database,
    url: postgresDatabaseUrl(name),
    async dispose() {
      await database.close();
      await withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
