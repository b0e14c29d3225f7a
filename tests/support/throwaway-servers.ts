// Servers the fault tests start, stop and kill themselves: a redis-server and a PostgreSQL
// cluster of their own (the machine's shared ones must never go down under another suite), and
// the app itself as a child process (compiled as `npm start` runs it), so signals hit a real
// process. Everything listens on 127.0.0.1 on a port the OS hands out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
}

/** A redis-server without persistence; `kill()` is a crash (SIGKILL), `start()` brings it back on the same port. */
export async function startThrowawayRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  async function start() {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(`redis-server on port ${port}`, async () => {
      const result = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      return result.stdout.trim() === 'PONG';
    });
  }
  async function kill() {
    if (!child) return;
    const running = child;
    child = undefined;
    running.kill('SIGKILL');
    await exited(running);
  }
  await start();
  return { url, port, start, kill, stop: kill };
}

/** Runs a command as the postgres user (PostgreSQL refuses root). */
function asPostgres(command: string, args: string[]) {
  const runAsPostgres = process.getuid?.() === 0;
  const result = runAsPostgres
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * A PostgreSQL cluster in a temporary folder, trust auth on 127.0.0.1 only. `stop()` is
 * `pg_ctl stop -m fast` (what an operator or a failover does), `start()` starts it again;
 * `destroy()` stops it and removes the folder.
 */
export async function startThrowawayPostgres() {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'opinio-fault-postgres-'));
  const dataDirectory = join(directory, 'data');
  const logFile = join(directory, 'postgres.log');
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:', directory]);
  chmodSync(directory, 0o700);
  // fsync off: the cluster lives for one test, and initdb's syncs cost seconds on a busy disk.
  asPostgres('initdb', ['-D', dataDirectory, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-k ${directory} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => asPostgres('pg_ctl', ['-D', dataDirectory, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', dataDirectory, '-w', '-t', '60', '-m', 'fast', 'stop']);
  start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy() {
      try {
        asPostgres('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

let serverBundle: Promise<string> | null = null;
/**
 * The server as `npm start` runs it: api/main.ts compiled by scripts/build-server.ts, here into a
 * folder of this test process's own inside dist/ (libraries resolve from the project), once.
 */
function compiledServer(): Promise<string> {
  serverBundle ??= (async () => {
    const outfile = join(repositoryRoot, 'dist', `server-test-${process.pid}`, 'main.js');
    await buildServer(outfile);
    process.once('exit', () => rmSync(dirname(outfile), { recursive: true, force: true }));
    return outfile;
  })();
  return serverBundle;
}

/**
 * `npm start`'s server (api/main.ts, compiled) as a child process, on a free port; resolves once
 * it says it is running. Output is kept for failure messages.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', await compiledServer()], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = exited(child);
  await Promise.race([
    waitFor('the server to start', async () => output.includes('Opinio is running at'), 120_000),
    exit.then(({ code, signal }) => {
      throw new Error(`The server exited (${code ?? signal}) before it started:\n${output}`);
    }),
  ]);
  return { url: `http://127.0.0.1:${port}`, child, exit, output: () => output };
}
