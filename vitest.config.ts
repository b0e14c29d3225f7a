// Four test projects (`npx vitest run --project unit|api|security|faults`); `npx vitest run` runs
// them all, in that order.
//
// The api project runs every suite on PGlite and on PostgreSQL (TEST_DB_KINDS, default
// "pglite,postgres") and the live-update suites through Redis. It reads the servers from
// TEST_DATABASE_URL and TEST_REDIS_URL, which scripts/provision-test-services.sh provides (and
// exports, through scripts/test.sh). When a server is missing the tests FAIL: no suite may skip
// itself because a server is absent, so a green run always means "tested on both databases and on
// Redis". Narrowing the run (TEST_DB_KINDS=pglite) is an explicit choice for local work only.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql-js for everything: vitest would otherwise give transformed files the ESM build and
// Pothos/Yoga the CommonJS one, and `instanceof GraphQLError` would fail across the two.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // A test file boots a real server over a migrated database, on two kinds of database.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Processes, not threads: PGlite's WebAssembly memory and the servers' sockets are then
          // freed for certain when a file ends.
          pool: 'forks',
          // Two cores: one file per core. A third process would only queue on the CPU and on
          // PostgreSQL, and make timeouts flaky.
          maxWorkers: 2,
          // Projects that differ in maxWorkers must run in separate groups: unit first (seconds),
          // then api.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Attacks on a running server over loopback: audits, abuse probes, the auth matrix,
          // CSRF and WebSocket Origin, a fuzz of malformed requests. Each file prints its figures.
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // Outages and crashes: Redis and PostgreSQL stopped and started again (throwaway servers
          // the tests start themselves), SIGTERM and kill -9 with requests in flight. One file at a
          // time: they start and stop processes and time their recovery.
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
