// The database one benchmark run works on and removes afterwards: a fresh PostgreSQL database
// on the bench server, or PGlite in a temporary directory, with every migration applied. The
// directory exists in both cases: benchmarks hand it to the app as DATA_DIR (mail outbox).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type StatementCounter } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';

export type ThrowawayDatabase = {
  database: Database;
  kind: 'pglite' | 'postgres';
  directory: string;
  /** Closes the database and removes it, with its directory. */
  dispose(): Promise<void>;
};

export async function openThrowawayDatabase(options: {
  kind: string;
  /** A server to create the database on (kind postgres), as a user who may create databases. */
  postgresUrl: string;
  /** Names the database and directory: `opinio_bench_<name>_<pid>`, `opinio-bench-<name>-`. */
  name: string;
  statementCounter?: StatementCounter;
}): Promise<ThrowawayDatabase> {
  const directory = mkdtempSync(join(tmpdir(), `opinio-bench-${options.name}-`));
  const databaseName = `opinio_bench_${options.name}_${process.pid}`;
  const admin = options.kind === 'postgres' ? new pg.Client({ connectionString: options.postgresUrl }) : null;
  let database: Database;
  if (admin) {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(options.postgresUrl);
    url.pathname = `/${databaseName}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), statementCounter: options.statementCounter });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: directory, statementCounter: options.statementCounter });
  }
  await applyMigrations(database);
  return {
    database,
    kind: admin ? 'postgres' : 'pglite',
    directory,
    async dispose() {
      await database.close();
      if (admin) {
        // Not FORCE: the pool's connections may still be closing (pg's end() does not wait for
        // them), and PostgreSQL waits up to 5 s for them instead of cutting them off mid-close,
        // which the app's pool would report as a lost connection.
        await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
        await admin.end();
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
