// Fresh, migrated databases for API tests: an in-memory PGlite (cloned from one migrated
// template per test process, so each test file pays milliseconds, not the migration), or a
// uniquely named PostgreSQL database cloned from a migrated template database.
import pg from 'pg';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { applyMigrations, readMigrationList } from '../../api/db/migrations.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type TestDatabase = Database & { dispose(): Promise<void> };

/** Which kinds a suite runs on: TEST_DB_KINDS (comma list), both by default. */
export function testDatabaseKinds(): DatabaseKind[] {
  const kinds = (process.env.TEST_DB_KINDS ?? 'pglite,postgres').split(',').map((kind) => kind.trim()).filter(Boolean);
  for (const kind of kinds) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`Unknown TEST_DB_KINDS entry: ${kind}`);
  return kinds as DatabaseKind[];
}

export function testPostgresServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

let pgliteTemplate: Promise<Blob> | undefined;

function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await applyMigrations(database);
      return await database.dumpDataDir!();
    } finally {
      await database.close();
    }
  })();
  return pgliteTemplate;
}

/** The template's name depends on the migrations, so a new migration never reuses an old template. */
function templateDatabaseName(): string {
  const names = readMigrationList().migrationDirectories.map((entry) => entry.path).join('|');
  let hash = 0;
  for (const character of names) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  return `opinio_test_template_${hash.toString(36)}`;
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

function databaseUrl(name: string): string {
  const url = new URL(testPostgresServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | undefined;

/** Creates (once per migrations set, shared by parallel workers) a migrated template database. */
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= withAdminClient(async (admin) => {
    const name = templateDatabaseName();
    // An advisory lock makes concurrent test workers build the template once.
    await admin.query('SELECT pg_advisory_lock(724100)');
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({ kind: 'postgres', url: databaseUrl(building), poolSize: 2 });
        try {
          await applyMigrations(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(724100)');
    }
    return name;
  });
  return postgresTemplate;
}

let databaseSequence = 0;

export async function createTestDatabase(
  kind: DatabaseKind,
  options: { statementCounter?: StatementCounter } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate(), ...options });
    return { ...database, dispose: () => database.close() };
  }
  const template = await migratedPostgresTemplate();
  databaseSequence += 1;
  const name = `opinio_test_${process.pid}_${databaseSequence}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(async (admin) => {
    // CREATE DATABASE ... TEMPLATE needs the template to have no other connections: serialize.
    await admin.query('SELECT pg_advisory_lock(724101)');
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(724101)');
    }
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 5, ...options });
  return {
    ...database,
    async dispose() {
      await database.close();
      await withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
