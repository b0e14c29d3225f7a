// The Prisma client factory. PGlite (embedded, WebAssembly PostgreSQL) when no DATABASE_URL is
// given, so `npm start` needs no database server; @prisma/adapter-pg for a real PostgreSQL.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/prisma/client.ts';

export type Database = {
  prisma: PrismaClient;
  /** The adapter factory, also used by the migration runner. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests clone a migrated template). */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * Counts SQL statements sent to the database (benchmarks and N+1 tests); with `texts`, also
 * keeps each statement's SQL (tests that check which statements a request ran); with
 * `statements`, its SQL and parameters (the opinion page benchmark runs them again directly).
 */
export type StatementCounter = { count: number; texts?: string[]; statements?: Array<{ text: string; values: unknown[] }> };

/**
 * Typo matching in search uses pg_trgm's `<%` operator (index-backed), whose cut-off is a
 * setting rather than an argument. 0.6 (the default) misses one transposed letter in a short
 * word ("abortoin", 0.56) or two swapped letters ("nucelar", 0.38); 0.35 finds both and
 * ranking puts weaker matches last.
 */
const SEARCH_WORD_SIMILARITY_THRESHOLD = '0.35';

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
) & { statementCounter?: StatementCounter };

/** How long opening a PostgreSQL connection, or waiting for a free one, may take. */
const CONNECTION_TIMEOUT_MS = 5_000;

const unavailablePrismaCodes = new Set([
  'P1001', // can't reach the server
  'P1002', // the server timed out
  'P1017', // the server closed the connection
  'P2024', // timed out waiting for a connection
]);
const unavailableAdapterKinds = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up). */
const unavailableSqlState = /^(08...|57P0[123])$/;
const unavailableDriverMessages = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True for an error that says the database cannot be reached right now (down, restarting,
 * unreachable) rather than anything about the statement: what is answered with 503, "try again".
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: string; code?: string } } };
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && (unavailablePrismaCodes.has(candidate.code) || unavailableSqlState.test(candidate.code))) return true;
    const adapterCause = candidate.meta?.driverAdapterError?.cause;
    if (adapterCause?.kind && unavailableAdapterKinds.has(adapterCause.kind)) return true;
    if (adapterCause?.kind === 'postgres' && adapterCause.code && unavailableSqlState.test(adapterCause.code)) return true;
    if (typeof candidate.message === 'string' && unavailableDriverMessages.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

function countCalls<T extends object>(target: T, method: keyof T, counter: StatementCounter): void {
  const original = target[method] as unknown as (...args: unknown[]) => unknown;
  (target as Record<keyof T, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
    counter.count += 1;
    if (counter.texts || counter.statements) {
      // pg takes (text, values) or ({ text, values }); PGlite takes (text, values).
      const statement = args[0] as string | { text?: unknown; values?: unknown } | null;
      const text = typeof statement === 'string' ? statement : String(statement?.text ?? '');
      counter.texts?.push(text);
      const values = typeof statement === 'object' && statement !== null && Array.isArray(statement.values) ? statement.values : args[1];
      counter.statements?.push({ text, values: Array.isArray(values) ? values : [] });
    }
    return original.apply(this, args);
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const counter = target.statementCounter;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: `-c pg_trgm.word_similarity_threshold=${SEARCH_WORD_SIMILARITY_THRESHOLD}`,
      // A server that does not answer (a network partition, not a refused connection) fails a
      // request after this long instead of holding it, and a request waiting for a free
      // connection gives up as well, rather than queueing without end.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) is an
    // 'error' on the pool; unheard, it crashes the process. The pool replaces the connection.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
    // A connection checked out of the pool but between statements (a Prisma query's, or one the
    // pool is about to hand out) has nobody listening when the server ends it: its 'error' would
    // crash the process. The statement that uses it next fails, and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => {}));
    if (counter) pool.on('connect', (client) => countCalls(client, 'query', counter));
    const adapterFactory = new PrismaPg(pool);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      prisma,
      adapterFactory,
      kind: 'postgres',
      async close() {
        await prisma.$disconnect();
        await pool.end().catch(() => {});
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
  });
  // One connection for the life of the database, so a session setting holds for every query.
  await pglite.exec(`SET pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY_THRESHOLD}`);
  if (counter) {
    countCalls(pglite, 'query', counter);
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = ((callback: (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => Promise<unknown>) =>
      transaction(async (tx) => {
        countCalls(tx, 'query', counter);
        return callback(tx);
      })) as typeof pglite.transaction;
  }
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    prisma,
    adapterFactory,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
