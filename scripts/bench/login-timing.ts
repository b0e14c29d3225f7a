// npx tsx scripts/bench/login-timing.ts [-- --rounds 200 --kind pglite|postgres]
// Issue 3: a login with an unknown e-mail must take about as long as one with a known e-mail and
// a wrong password (argon2 runs on a decoy hash), so timing does not tell whether an account
// exists; the same question for password reset requests and sign-up code requests (known vs
// unknown address). Over real HTTP against an embedded database, interleaving the three kinds of attempt
// (each from its own client address, so rate limits stay out of the way); prints median and p90
// per kind. Prints figures; never passes or fails on time.
import { parseArgs } from 'node:util';
import { hashPassword } from '../../api/auth/passwords.ts';
import { loadConfig } from '../../api/config.ts';
import { buildApp } from '../../api/app.ts';
import { openThrowawayDatabase } from './throwaway-database.ts';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    kind: { type: 'string', default: 'pglite' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const rounds = Number(options.rounds);
const PASSWORD = 'a long enough passphrase';

const { database, directory, kind, dispose } = await openThrowawayDatabase({ kind: options.kind!, postgresUrl: options['postgres-url']!, name: 'login' });
// Login limits are per account too (100 in 15 minutes): one timed account per 40 rounds.
const timedAccounts = Math.ceil((2 * rounds + 2) / 80);
const passwordHash = await hashPassword(PASSWORD);
await database.prisma.user.createMany({
  data: Array.from({ length: timedAccounts }, (_, index) => ({
    username: `timed${index}`,
    usernameKey: `timed${index}`,
    email: `timed${index}@example.test`,
    emailVerifiedAt: new Date(),
    passwordHash,
  })),
});
// Accounts for the reset requests and sign-ups with a taken address (per-e-mail limits: each is asked once).
await database.prisma.user.createMany({
  data: Array.from({ length: 2 * rounds + 4 }, (_, index) => ({ username: `known${index}`, usernameKey: `known${index}`, email: `known${index}@example.test` })),
});
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: directory, TRUST_PROXY: 'true', SEED_ON_START: 'false' });
const app = await buildApp({ config, database });
const { url } = await app.start();

let address = 0;
async function timedPost(path: string, body: Record<string, string>): Promise<{ ms: number; status: number }> {
  address += 1;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  const start = performance.now();
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify({ body }) });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

let knownAsked = 0;
let takenAsked = 0;
let knownLogins = 0;
const nextTimedAccount = () => `timed${Math.floor(knownLogins++ / 80) % timedAccounts}@example.test`;
const timedLogin = (email: string, password: string) => timedPost('/api/login', { email, password });
const kinds = {
  'login, unknown e-mail': () => timedLogin(`nobody${address}@example.test`, 'not the password'),
  'login, wrong password': () => timedLogin(nextTimedAccount(), 'not the password'),
  'login, right password': () => timedLogin(nextTimedAccount(), PASSWORD),
  // Per-e-mail reset limits (5 an hour) would answer 429 to the known address: a fresh account each time.
  'reset, unknown e-mail': () => timedPost('/api/passwordreset/request', { email: `nobody${address}@example.test` }),
  'reset, known e-mail': () => timedPost('/api/passwordreset/request', { email: `known${(knownAsked += 1)}@example.test` }),
  // A sign-up with a registered address answers as one with a new address (the owner gets a notice).
  'sign-up, new e-mail': () => timedPost('/api/signup/requestcode', { email: `new${address}@example.test`, username: `new_${address}`, password: PASSWORD }),
  'sign-up, taken e-mail': () =>
    timedPost('/api/signup/requestcode', { email: `known${rounds + 2 + (takenAsked += 1)}@example.test`, username: `taken_${address}`, password: PASSWORD }),
};
const samples = new Map<string, number[]>(Object.keys(kinds).map((kind) => [kind, []]));
const statuses = new Map<string, Set<number>>(Object.keys(kinds).map((kind) => [kind, new Set()]));
// Warm-up: the decoy hash is made on the first unknown e-mail.
for (const run of Object.values(kinds)) await run();
for (let round = 0; round < rounds; round += 1) {
  // A random order each round: no kind always follows another's after-work (the reset's
  // background insert shares the in-process database with the next request).
  const order = Object.entries(kinds).sort(() => Math.random() - 0.5);
  for (const [kind, run] of order) {
    const { ms, status } = await run();
    samples.get(kind)!.push(ms);
    statuses.get(kind)!.add(status);
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
console.log(`POST /api/login, /api/passwordreset/request, /api/signup/requestcode: ${rounds} rounds, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, argon2id m=19456 t=2 p=1`);
for (const [kind, values] of samples) {
  console.log(`${kind.padEnd(24)} median ${percentile(values, 50).toFixed(1)} ms  p90 ${percentile(values, 90).toFixed(1)} ms  status ${[...statuses.get(kind)!].join(',')}`);
}
await app.stop();
await dispose();
