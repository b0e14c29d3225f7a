// npx tsx scripts/bench/lighthouse.ts [-- --runs 3 --port 4040 | --url <server> [--client-dir <dir>] --slug <slug> --reports <dir>]
// The first load of the home page and of an opinion page as a new visitor, measured by
// Lighthouse with its mobile defaults (a Moto G Power's screen, slow 4G and a 4x slower CPU,
// simulated), each run in a fresh Chromium profile: no cookies, no cache. Prints, as medians over
// the runs: the four category scores, FCP, LCP, TBT, CLS, the LCP element and the bytes
// transferred (all and JavaScript), against the goals of issue 19. And the same for a static HTML
// file with the same content served by the same server: the page as rendered after load, its
// scripts removed and its stylesheets kept. Its LCP is what the page would get if its HTML came
// with the content, so "LCP at most 1.5x the static file's" measures what the client-side
// rendering costs. Prints figures; never passes or fails. Figures: docs/benchmarks.md#first-load-lighthouse.
//
// Without --url it builds nothing: it serves the last `npx vite build` (dist/client) from a copy,
// starts a production server on --port with a fresh database (demo data: 1-2 minutes) and writes
// the static files into that copy (CLIENT_DIRECTORY). With --url it measures that server; the
// static comparison then needs --client-dir, the directory that server serves.
// The opinion is the one with the most votes (from the REST topic feeds), or --slug.
//
// Last run (2026-11-28, 3 runs each, 2-core machine shared with other work, load average 7-8.5):
//   /           performance 71, FCP 2.54 s, LCP 3.28 s (static file 1.12 s: 2.94x), TBT 822 ms, CLS 0
//   /o/{slug}   performance 76, FCP 2.76 s, LCP 3.43 s (static file 1.13 s: 3.04x), TBT 424 ms, CLS 0
//   accessibility, best practices, SEO 100 on both; 195 and 214 KiB sent, 180 and 193 of it JavaScript.
// After server rendering (3 runs, load 4-9): / performance 86, LCP 2.02 s (2.21x); /o/{slug} 87,
//   LCP 2.13 s (2.20x); CLS 0; 100/100/100. Without Vite's modulepreload links (a trial): LCP 2.26 s
//   and 1.31 s (1.38x).
// The app loaded after the first paint (client/boot.ts; 5 runs, idle machine, load 1.4-3.6): / 98,
//   LCP 1.00 s (1.10x); /o/{slug} 99, LCP 1.03 s (1.04x); CLS 0; 100/100/100; TBT 154 and 107 ms.

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../../tests/support/chromium.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4040' },
    url: { type: 'string' },
    'client-dir': { type: 'string' },
    slug: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(options.runs);
const projectRoot = resolve(import.meta.dirname, '../..');
/** Where the static copies are written inside the served client directory, and served from. */
const STATIC_FOLDER = 'lighthouse-static';

const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpRatio: 1.5, cls: 0 };

type Figures = {
  performance: number;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  lcpElement: string | null;
  /** Audits of accessibility, best practices and SEO that did not pass: id and title. */
  failing: string[];
  /** Performance opportunities and diagnostics that did not pass, with what they say. */
  flagged: string[];
};

type Target = { name: string; path: string; staticOf?: string };

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

// ───────────── the server ─────────────

async function waitUntilReady(base: string, server: ChildProcess | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`The server exited (code ${server.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(`${base} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * A production server with fresh demo data, serving a copy of dist/client that we may add files
 * to. `restart` starts it again on the same data (no seeding then): on a shared machine another
 * job may stop it.
 */
async function startServer(port: number) {
  const built = join(projectRoot, 'dist', 'client');
  if (!existsSync(join(built, 'index.html'))) throw new Error('No client build in dist/client: run `npx vite build` (after `npm run generate` if generated files are missing)');
  const clientDirectory = mkdtempSync(join(tmpdir(), 'opinio-lighthouse-client-'));
  cpSync(built, clientDirectory, { recursive: true });
  const dataDirectory = mkdtempSync(join(tmpdir(), 'opinio-lighthouse-data-'));
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess;
  const launch = async () => {
    const output: string[] = [];
    server = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory, CLIENT_DIRECTORY: clientDirectory, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await waitUntilReady(base, server, 10 * 60_000);
    } catch (error) {
      server.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${output.join('')}`, { cause: error });
    }
  };
  log(`Starting a production server on ${base} with fresh demo data (1-2 minutes)...`);
  await launch();
  return {
    base,
    clientDirectory,
    /** How it ended, when it has: the exit code or the signal. */
    ended: () => (server.exitCode !== null ? `exit code ${server.exitCode}` : server.signalCode),
    restart: launch,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolveExit) => server.once('exit', resolveExit));
      }
      rmSync(clientDirectory, { recursive: true, force: true });
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** The opinion with the most votes, from every topic's feed (the REST calls anyone may make). */
async function opinionWithMostVotes(base: string): Promise<{ slug: string; votes: number }> {
  const getJson = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return ((await response.json()) as { body: unknown }).body;
  };
  const topics = (await getJson('/api/topic/getall')) as Array<{ Link: string }>;
  let best = { slug: '', votes: -1 };
  for (const topic of topics) {
    const slug = topic.Link.replace(/^\/t\//, '');
    let after = '';
    for (;;) {
      const page = (await getJson(`/api/topic/get?slug=${encodeURIComponent(slug)}${after ? `&after=${after}` : ''}`)) as {
        Feed: Array<{ ID: number; Link: string; NumVotes: number }>;
        EndReached: boolean;
      };
      for (const card of page.Feed) if (card.NumVotes > best.votes) best = { slug: card.Link.replace(/^\/o\//, ''), votes: card.NumVotes };
      if (page.EndReached || page.Feed.length === 0) break;
      after = String(page.Feed.at(-1)!.ID);
    }
  }
  if (!best.slug) throw new Error('No opinion found in the topic feeds');
  return best;
}

// ───────────── the browser ─────────────

/** Chromium with a fresh profile and a DevTools port, as Lighthouse's CLI would start it. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'opinio-lighthouse-profile-'));
  const browser = spawn(chromiumExecutablePath, ['--headless', ...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${seen}`)), 30_000);
    browser.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    browser.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    async close() {
      browser.kill('SIGKILL');
      await new Promise((resolveExit) => (browser.exitCode !== null || browser.signalCode !== null ? resolveExit(null) : browser.once('exit', resolveExit)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The page as a new visitor's phone renders it (Lighthouse's mobile screen and user agent), after
 * load: its HTML without scripts (stylesheets kept), and its LCP element as the browser reports it.
 */
async function renderedPage(url: string): Promise<{ html: string; lcpElement: string | null }> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumArgs] });
  try {
    const screen = defaultSettings.screenEmulation;
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: String(defaultSettings.emulatedUserAgent),
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const entries: PerformanceEntry[] = [];
      (window as unknown as { lcpEntries: PerformanceEntry[] }).lcpEntries = entries;
      new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Late renders (a query answered just before the network went quiet) settle.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const entries = (window as unknown as { lcpEntries: Array<PerformanceEntry & { element: Element | null; size: number }> }).lcpEntries;
      const last = entries.at(-1);
      let lcpElement: string | null = null;
      if (last?.element) {
        const element = last.element;
        const classes = [...element.classList].map((name) => `.${name}`).join('');
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);
        lcpElement = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> "${text}" (${Math.round(last.size)} px²)`;
      }
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const script of copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) script.remove();
      return { html: `<!doctype html>\n${copy.outerHTML}`, lcpElement };
    });
  } finally {
    await browser.close();
  }
}

// ───────────── Lighthouse ─────────────

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Report = Result['lhr'];

function lcpElementOf(report: Report): string | null {
  // A list (element, then the LCP's phases) in Lighthouse 12; the element's node is in the first table.
  const details = report.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }> }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} "${node.nodeLabel ?? ''}"` : null;
}

function figuresOf(report: Report): Figures {
  const score = (category: string) => {
    const value = report.categories[category]?.score;
    return value === undefined || value === null ? null : Math.round(value * 100);
  };
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const summary = (report.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const failing: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const reference of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[reference.id];
      if (audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) {
        failing.push(`${category}: ${audit.id} (${audit.title})`);
      }
    }
  }
  const flagged: string[] = [];
  for (const reference of report.categories.performance?.auditRefs ?? []) {
    const audit = report.audits[reference.id];
    if (!audit || reference.group === 'metrics' || audit.score === null || audit.score >= 0.9) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    flagged.push(`${audit.id}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  }
  return {
    performance: score('performance') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    lcpElement: lcpElementOf(report),
    failing,
    flagged,
  };
}

async function runLighthouse(url: string, categories: string[], reportFile: string | null): Promise<{ figures: Figures; warnings: string[] }> {
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (reportFile) writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    return { figures: figuresOf(result.lhr), warnings: result.lhr.runWarnings };
  } finally {
    await browser.close();
  }
}

// ───────────── figures ─────────────

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function spread(values: number[], format: (value: number) => string): string {
  const med = median(values);
  if (values.length < 2) return format(med);
  return `${format(med)} [${format(Math.min(...values))}-${format(Math.max(...values))}]`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const plain = (value: number) => String(Math.round(value));
const shift = (value: number) => value.toFixed(3);

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

async function main() {
  const startedLoad = loadavg();
  const started = Date.now();
  const own = options.url ? null : await startServer(Number(options.port));
  const base = own?.base ?? options.url!.replace(/\/+$/, '');
  const clientDirectory = own?.clientDirectory ?? (options['client-dir'] ? resolve(options['client-dir']) : null);
  try {
    if (!own) await waitUntilReady(base, null, 60_000);
    const opinion = options.slug ? { slug: options.slug, votes: Number.NaN } : await opinionWithMostVotes(base);
    const pages: Target[] = [
      { name: 'home', path: '/' },
      { name: 'opinion', path: `/o/${opinion.slug}` },
    ];
    log(`Opinion: /o/${opinion.slug}${Number.isNaN(opinion.votes) ? '' : ` (${opinion.votes} votes, the most of any)`}`);

    // The static copies, and what the browser names as the LCP element.
    const observedLcp = new Map<string, string | null>();
    const targets: Target[] = [...pages];
    if (clientDirectory) mkdirSync(join(clientDirectory, STATIC_FOLDER), { recursive: true });
    for (const page of pages) {
      const rendered = await renderedPage(`${base}${page.path}`);
      observedLcp.set(page.name, rendered.lcpElement);
      if (!clientDirectory) continue;
      writeFileSync(join(clientDirectory, STATIC_FOLDER, `${page.name}.html`), rendered.html);
      targets.push({ name: `${page.name} (static)`, path: `/${STATIC_FOLDER}/${page.name}.html`, staticOf: page.name });
    }
    if (!clientDirectory) log('No --client-dir for the server at --url: the static comparison is left out.');

    if (options.reports) mkdirSync(options.reports, { recursive: true });
    const results = new Map<string, Figures[]>(targets.map((target) => [target.name, []]));
    const warnings = new Set<string>();
    const notes: string[] = [];
    // Round by round, every target in each: load on the machine falls on all of them alike.
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        log(`Run ${round}/${runs}: ${target.name} ${target.path}`);
        // The static copies only stand in for the page's loading: their other scores say nothing.
        const categories = target.staticOf ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'];
        const reportFile = options.reports ? join(options.reports, `${target.name.replace(/\W+/g, '-')}-${round}.json`) : null;
        let run: Awaited<ReturnType<typeof runLighthouse>>;
        try {
          run = await runLighthouse(`${base}${target.path}`, categories, reportFile);
        } catch (error) {
          // A server stopped by a signal closes its port before it exits: give it time to end.
          for (let waited = 0; own && !own.ended() && waited < 15_000; waited += 500) await sleep(500);
          const ended = own?.ended();
          if (!own || !ended) throw error;
          // Stopped from outside (a shared machine): the run measured an error page, not ours.
          log(`The server stopped (${ended}) during this run: starting it again and repeating the run`);
          notes.push(`The server was stopped from outside (${ended}) during run ${round} of ${target.name}, started again and the run repeated.`);
          await own.restart();
          run = await runLighthouse(`${base}${target.path}`, categories, reportFile);
        }
        const { figures, warnings: runWarnings } = run;
        for (const warning of runWarnings) warnings.add(warning);
        results.get(target.name)!.push(figures);
      }
    }

    const endedLoad = loadavg();
    const lines: string[] = [];
    lines.push(`Lighthouse 12.2.3, mobile defaults (412x823 screen at 1.75x, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4x slower), new visitor (fresh profile), ${runs} runs each`);
    lines.push(`Server: ${base}${own ? ' (production build, fresh demo data)' : ''}; load average ${startedLoad.map((value) => value.toFixed(2)).join(' ')} at the start, ${endedLoad.map((value) => value.toFixed(2)).join(' ')} at the end (${Math.round((Date.now() - started) / 1000)} s)`);
    lines.push('Medians [lowest-highest]:');
    for (const target of targets) {
      const all = results.get(target.name)!;
      const pick = <K extends keyof Figures>(key: K) => all.map((figures) => figures[key] as number);
      lines.push('');
      lines.push(`${target.name}: ${target.path}`);
      lines.push(`  performance ${spread(pick('performance'), plain)}${target.staticOf ? '' : `   accessibility ${spread(pick('accessibility'), plain)}   best practices ${spread(pick('bestPractices'), plain)}   SEO ${spread(pick('seo'), plain)}`}`);
      lines.push(`  FCP ${spread(pick('fcpMs'), seconds)}   LCP ${spread(pick('lcpMs'), seconds)}   TBT ${spread(pick('tbtMs'), milliseconds)}   CLS ${spread(pick('cls'), shift)}`);
      lines.push(`  transferred ${spread(pick('totalBytes'), kilobytes)}, of which JavaScript ${spread(pick('scriptBytes'), kilobytes)}`);
      const medianLcp = median(pick('lcpMs'));
      const lighthouseElement = all.find((figures) => figures.lcpMs === medianLcp)?.lcpElement ?? all.find((figures) => figures.lcpElement)?.lcpElement;
      const element = lighthouseElement ?? (target.staticOf ? null : observedLcp.get(target.name));
      if (element) lines.push(`  LCP element${lighthouseElement ? '' : ' (as the browser reports it; Lighthouse could not name it)'}: ${element}`);
      const failing = [...new Set(all.flatMap((figures) => figures.failing))];
      if (!target.staticOf) lines.push(`  failing in accessibility, best practices, SEO: ${failing.length ? failing.join('; ') : 'none'}`);
      const flagged = all[Math.floor(all.length / 2)]!.flagged;
      if (flagged.length) lines.push(`  performance flags (a middle run): ${flagged.join('; ')}`);
    }

    lines.push('');
    lines.push('Goals (issue 19):');
    for (const page of pages) {
      const all = results.get(page.name)!;
      const med = <K extends keyof Figures>(key: K) => median(all.map((figures) => figures[key] as number));
      lines.push(`  ${page.name}: performance ${plain(med('performance'))} (goal >= ${GOALS.performance}: ${verdict(med('performance') >= GOALS.performance)}); accessibility ${plain(med('accessibility'))}, best practices ${plain(med('bestPractices'))}, SEO ${plain(med('seo'))} (goal 100 each: ${verdict(med('accessibility') >= GOALS.accessibility && med('bestPractices') >= GOALS.bestPractices && med('seo') >= GOALS.seo)}); CLS ${shift(med('cls'))} (goal ${GOALS.cls}: ${verdict(med('cls') <= GOALS.cls)})`);
      const staticResults = results.get(`${page.name} (static)`);
      if (staticResults) {
        const ratio = med('lcpMs') / median(staticResults.map((figures) => figures.lcpMs));
        lines.push(`    LCP ${seconds(med('lcpMs'))} against the static file's ${seconds(median(staticResults.map((figures) => figures.lcpMs)))}: ${ratio.toFixed(2)}x (goal <= ${GOALS.lcpRatio}x: ${verdict(ratio <= GOALS.lcpRatio)})`);
      }
    }
    if (warnings.size) lines.push('', `Lighthouse warnings: ${[...warnings].join(' | ')}`);
    if (notes.length) lines.push('', ...notes);
    console.log(lines.join('\n'));
  } finally {
    if (own) await own.stop();
    else if (clientDirectory) rmSync(join(clientDirectory, STATIC_FOLDER), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
