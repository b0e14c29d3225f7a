// Keeps the e2e server (tests/e2e/start-test-server.ts) from outliving the Playwright run that
// started it. Playwright stops its webServer when the run ends or is interrupted, but only while
// the runner itself lives: a runner that is killed (SIGKILL, a closed terminal's SIGHUP, a CI
// job cancelled) leaves the server listening, and the next run then refuses to start because
// the port is taken. Two guards:
//   - the server watches the runner's pid (passed as E2E_RUNNER_PID) and shuts down when the
//     runner is gone. The pid, not the parent: started another way (`npx tsx ...` puts npm, a
//     shell and tsx's CLI in between, and they outlive the runner) the parent is not the runner;
//   - the server writes a pidfile per port in the temp directory; before starting a server,
//     playwright.config.ts stops one whose runner is gone (a server that hung on its way out, or
//     one started before this guard existed wrote none and is not touched).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

type ServerRecord = { pid: number; runnerPid: number; ports: number[]; dataDirectory: string };

const serverScript = 'start-test-server';

/** The server's data directory is a mkdtemp() of this in the temp directory. */
export const dataDirectoryPrefix = 'opinio-e2e-';

export function pidfilePath(port: number): string {
  return join(tmpdir(), `opinio-e2e-server-${port}.json`);
}

function isAlive(pid: number): boolean {
  // process.kill(0) would signal our own process group.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of `pid`, or '' when there is no such process. */
function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export function writePidfile(port: number, record: ServerRecord): void {
  writeFileSync(pidfilePath(port), JSON.stringify(record));
}

/** Removes the pidfile if it still names this process (a newer server may have replaced it). */
export function removePidfile(port: number): void {
  try {
    const record = JSON.parse(readFileSync(pidfilePath(port), 'utf8')) as ServerRecord;
    if (record.pid === process.pid) rmSync(pidfilePath(port), { force: true });
  } catch {
    // No pidfile, or not ours to remove.
  }
}

/**
 * Calls `onGone` once the runner with `runnerPid` has exited. Polling: the runner need not be our
 * parent, and a pipe from it would be held open by any process in between.
 */
export function exitWithRunner(runnerPid: number, onGone: () => void, intervalMs = 500): void {
  const timer = setInterval(() => {
    if (isAlive(runnerPid)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * Stops the server an earlier run left on `port`, if its runner is gone; answers what it did, for
 * the log. A server whose runner still runs belongs to a run in progress and is left alone.
 */
export async function removeStaleServer(port: number): Promise<string | undefined> {
  let record: ServerRecord;
  try {
    record = JSON.parse(readFileSync(pidfilePath(port), 'utf8')) as ServerRecord;
  } catch {
    return undefined;
  }
  // No runner: started by hand, and stopped by hand. A live runner: a run in progress.
  if (!record.runnerPid || isAlive(record.runnerPid)) return undefined;
  // A pid the system has since given to another program is not ours to stop.
  let stopped: string | undefined;
  if (isAlive(record.pid) && commandOf(record.pid).includes(serverScript)) {
    // SIGCONT: a stopped process would hold the signal until it runs again.
    process.kill(record.pid, 'SIGTERM');
    process.kill(record.pid, 'SIGCONT');
    if (!(await waitForExit(record.pid, 15_000))) {
      process.kill(record.pid, 'SIGKILL');
      await waitForExit(record.pid, 5_000);
    }
    stopped = `stopped the e2e server (pid ${record.pid}, ports ${record.ports.join(', ')}) that an interrupted run left behind`;
  }
  // The server removes both itself on the way out; after SIGKILL (ours, or anyone's) it could not.
  // Only a directory of the kind the server makes: the pidfile is a file anyone could write.
  if (typeof record.dataDirectory === 'string' && dirname(record.dataDirectory) === tmpdir() && basename(record.dataDirectory).startsWith(dataDirectoryPrefix)) {
    rmSync(record.dataDirectory, { recursive: true, force: true });
  }
  rmSync(pidfilePath(port), { force: true });
  return stopped;
}
