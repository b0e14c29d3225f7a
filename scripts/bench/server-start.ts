// npx tsx scripts/bench/server-start.ts [-- --rounds 5 --port 3690]
// How long a restart takes: from starting the process to /readyz answering 200, on a data
// directory that already holds the demo data (the first round of each way seeds nothing: one
// warm-up start seeds it first), the server run three ways in turn, so machine load falls on all
// alike:
//   tsx        node --import tsx api/main.ts (compiling api/ on the fly; tsx caches on disk)
//   compiled   node dist/server/main.js (scripts/build-server.ts, what `npm start` runs)
//   +maps      the same with --enable-source-maps
// And `npm start` itself (staleness checks, supported-node lookup, then the compiled server).
// Needs the client and server builds (`npm start` once, or `npm run build`).
// Prints figures; never passes or fails on time. Figures: docs/benchmarks.md#server-start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, port: { type: 'string', default: '3690' } },
});
const rounds = Number(options.rounds);
const port = Number(options.port);
const projectRoot = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'opinio-start-bench-'));

const ways: Record<string, { command: string; args: string[] }> = {
  tsx: { command: process.execPath, args: ['--import', 'tsx', 'api/main.ts'] },
  compiled: { command: process.execPath, args: ['dist/server/main.js'] },
  '+maps': { command: process.execPath, args: ['--enable-source-maps', 'dist/server/main.js'] },
  'npm start': { command: 'npm', args: ['start', '--silent'] },
};

async function ready(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  // npm start execs node in the end, but the group is killed so nothing is left behind.
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function timeStart(way: string): Promise<number> {
  const { command, args } = ways[way]!;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: projectRoot,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way} exited with ${child.exitCode}`);
      if (await ready()) return performance.now() - started;
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(`Seeding the demo data once (${dataDir})...`);
  const seeding = await timeStart('compiled');
  console.log(`first start (migrations and demo data): ${(seeding / 1000).toFixed(1)} s`);
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const way of Object.keys(ways)) times[way]!.push(await timeStart(way));
  }
  console.log(`\nrestart to /readyz, ${rounds} rounds, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}:`);
  for (const [way, values] of Object.entries(times)) {
    console.log(`  ${way.padEnd(10)} median ${(median(values) / 1000).toFixed(2)} s  (${values.map((value) => (value / 1000).toFixed(2)).join(', ')})`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
