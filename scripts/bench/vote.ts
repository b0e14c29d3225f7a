// npx tsx scripts/bench/vote.ts [-- --kind pglite|postgres --voters 40 --opinions 25 --concurrency 4]
// Casting votes over real HTTP (POST /api/opinion/vote), the hottest write: every voter votes
// once on every opinion (first votes: karma recount, trending, reports, live update), then
// changes every vote (re-votes: no karma). Prints votes per second, latency percentiles and SQL
// statements per vote for each phase. Prints figures; never passes or fails on time.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hashToken } from '../../api/auth/tokens.ts';
import { loadConfig } from '../../api/config.ts';
import type { StatementCounter } from '../../api/db/database.ts';
import { buildApp } from '../../api/app.ts';
import { openThrowawayDatabase } from './throwaway-database.ts';

const { values: options } = parseArgs({
  options: {
    kind: { type: 'string', default: 'pglite' },
    voters: { type: 'string', default: '40' },
    opinions: { type: 'string', default: '25' },
    concurrency: { type: 'string', default: '4' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const voters = Number(options.voters);
const opinions = Number(options.opinions);
const concurrency = Number(options.concurrency);

const counter: StatementCounter = { count: 0 };
const { database, directory, dispose } = await openThrowawayDatabase({ kind: options.kind!, postgresUrl: options['postgres-url']!, name: 'vote', statementCounter: counter });
const { prisma } = database;

const topic = await prisma.topic.create({ data: { slug: 'bench', title: 'Bench' } });
const opinionIds: number[] = [];
for (let index = 0; index < opinions; index += 1) {
  const opinion = await prisma.opinion.create({
    data: { slug: `bench-${index}`, title: `Bench opinion ${index}`, topics: { create: [{ topicId: topic.id }] } },
  });
  opinionIds.push(opinion.id);
}
const cookies: string[] = [];
for (let index = 0; index < voters; index += 1) {
  const user = await prisma.user.create({ data: { username: `voter${index}`, usernameKey: `voter${index}`, email: `voter${index}@example.test` } });
  // Half the voters gave their demographics: their votes fill the per-answer rollups too.
  if (index % 2 === 0) {
    await prisma.demographics.create({
      data: { userId: user.id, gender: index % 4 === 0 ? 'female' : 'male', birthYear: 1970 + (index % 30), nationality: 'gb', education: 50, politicalSpectrum: 50 },
    });
  }
  const token = randomBytes(32).toString('base64url');
  await prisma.session.create({ data: { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) } });
  cookies.push(`opinio_session=${encodeURIComponent(token)}`);
}

const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: directory, SEED_ON_START: 'false', TRENDING_REFRESH_SECONDS: '0' });
const app = await buildApp({ config, database });
const { url } = await app.start();

async function vote(cookie: string, opinionId: number, rating: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/opinion/vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ body: { id: opinionId, rating } }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`vote answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function phase(name: string, ratingOf: (voter: number, opinion: number) => number) {
  const jobs = cookies.flatMap((cookie, voter) => opinionIds.map((opinionId, opinion) => ({ cookie, opinionId, rating: ratingOf(voter, opinion) })));
  const times: number[] = [];
  const statementsBefore = counter.count;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        times.push(await vote(job.cookie, job.opinionId, job.rating));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Each request also resolves the session: counted with the vote, as a client pays for it.
  const statements = (counter.count - statementsBefore) / jobs.length;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(12)} ${jobs.length} votes, ${(jobs.length / seconds).toFixed(0)} votes/s, ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
      `${statements.toFixed(1)} SQL statements per vote`,
  );
}

console.log(`${options.kind}: ${voters} voters x ${opinions} opinions, ${concurrency} at a time`);
await phase('first votes', (voter, opinion) => 1 + ((voter + opinion) % 5));
await phase('re-votes', (voter, opinion) => 1 + ((voter + opinion + 2) % 5));

await app.stop();
await dispose();
