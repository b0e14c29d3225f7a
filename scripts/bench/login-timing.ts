// npx tsx scripts/bench/login-timing.ts [-- --rounds 40]
// Issue 3: a login with an unknown e-mail must take about as long as one with a known e-mail and
// a wrong password (argon2 runs on a decoy hash), so timing does not tell whether an account
// exists. Over real HTTP against an embedded database, interleaving the three kinds of attempt
// (each from its own client address, so rate limits stay out of the way); prints median and p90
// per kind. Prints figures; never passes or fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../api/auth/passwords.ts';
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrations.ts';
import { buildApp } from '../../api/server.ts';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '40' } } });
const rounds = Number(options.rounds);
const PASSWORD = 'a long enough passphrase';

const directory = mkdtempSync(join(tmpdir(), 'opinio-bench-login-'));
const database = await openDatabase({ kind: 'pglite', dataDir: directory });
await applyMigrations(database);
await database.prisma.user.create({
  data: { username: 'timed', usernameKey: 'timed', email: 'timed@example.test', emailVerifiedAt: new Date(), passwordHash: await hashPassword(PASSWORD) },
});
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: directory, TRUST_PROXY: 'true', SEED_ON_START: 'false' });
const app = await buildApp({ config, database });
const { url } = await app.start();

let address = 0;
async function timedLogin(email: string, password: string): Promise<{ ms: number; status: number }> {
  address += 1;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  const start = performance.now();
  const response = await fetch(`${url}/api/login`, { method: 'POST', headers, body: JSON.stringify({ body: { email, password } }) });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

const kinds = {
  'unknown e-mail': () => timedLogin(`nobody${address}@example.test`, 'not the password'),
  'wrong password': () => timedLogin('timed@example.test', 'not the password'),
  'right password': () => timedLogin('timed@example.test', PASSWORD),
};
const samples = new Map<string, number[]>(Object.keys(kinds).map((kind) => [kind, []]));
const statuses = new Map<string, Set<number>>(Object.keys(kinds).map((kind) => [kind, new Set()]));
// Warm-up: the decoy hash is made on the first unknown e-mail.
for (const run of Object.values(kinds)) await run();
for (let round = 0; round < rounds; round += 1) {
  for (const [kind, run] of Object.entries(kinds)) {
    const { ms, status } = await run();
    samples.get(kind)!.push(ms);
    statuses.get(kind)!.add(status);
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
console.log(`POST /api/login, ${rounds} rounds, PGlite, argon2id m=19456 t=2 p=1`);
for (const [kind, values] of samples) {
  console.log(`${kind.padEnd(16)} median ${percentile(values, 50).toFixed(1)} ms  p90 ${percentile(values, 90).toFixed(1)} ms  status ${[...statuses.get(kind)!].join(',')}`);
}
await app.stop();
await database.close();
rmSync(directory, { recursive: true, force: true });
