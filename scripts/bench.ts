/**
 * `npm run bench`: the quality budgets of DESIGN.md, measured on the built app served by the real
 * server. Lighthouse (mobile profile, the system Chromium) on every public page and on a minimal
 * reference page served beside them (bench-reference-page.ts), whose total blocking time the public
 * pages' is read against; the initial JavaScript each page loads, gzipped. Prints a table with a
 * verdict per budget and rewrites docs/benchmarks.md. `--breakdown` also prints, per page, where
 * the main thread's time went (bench-main-thread.ts).
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/server-process.ts';
import { freePort } from '../tests/free-port.ts';
import {
  type ApiFigures,
  apiMarkdown,
  apiSummary,
  apiWithinBudget,
  type MetricsCost,
  measureApi,
  measureMetricsCost,
  metricsCostMarkdown,
  metricsCostSummary,
  metricsWithinBudget,
} from './bench-api.ts';
import {
  APP_SCREEN_PERFORMANCE_GOAL,
  APP_SCREEN_RUNS,
  APP_SCREEN_TBT_BUDGET_MS,
  type AppScreenFigures,
  measureAppScreens,
} from './bench-app-screens.ts';
import { breakdownSummary, mainThreadBreakdown } from './bench-main-thread.ts';
import { measureOfflinePack, type OfflinePackFigures, offlinePackMarkdown } from './bench-offline-pack.ts';
import { buildWithReferencePage, REFERENCE_PAGE_PATH } from './bench-reference-page.ts';

const BENCH_PAGES = [
  '/',
  '/servicos',
  '/sobre',
  '/contato',
  '/livro',
  '/produtos',
  '/viagem',
  '/viagem/encontro-das-aguas',
  // The ebook sales pages (SPEC §2.7, docs/architecture/sales.md).
  '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-001',
  '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-002',
  '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-003',
];
/** DESIGN's budgets: the static marketing pages ≤ 20 KB of JavaScript, /produtos ≤ 60 KB (gzipped). */
const JS_BUDGET_KB = 20;
const JS_BUDGET_KB_BY_PAGE: Record<string, number> = { '/produtos': 60 };
const jsBudgetKb = (page: string) => JS_BUDGET_KB_BY_PAGE[page] ?? JS_BUDGET_KB;
const LCP_BUDGET_MS = 1_500;
/** DESIGN: a public page's total blocking time is at most this much above the reference page's. */
const TBT_OVER_REFERENCE_BUDGET_MS = 50;

/**
 * `--only=pages`, `--only=api` (the API and the metrics' cost), `--only=metrics` (that cost alone) or
 * `--only=offline` (the voyage pack) measures a part and prints it, without rewriting the docs.
 */
const BENCHMARKS_FILE = 'docs/benchmarks.md';
/** Where the figures end and the dated notes begin; a run rewrites what is above it. */
const NOTES_HEADING = '## Notes from earlier runs';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const breakdown = process.argv.includes('--breakdown');
const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--pages=/,/sobre` measures only those public pages (and prints, without rewriting the docs). */
const pagesToMeasure = argument('pages')?.split(',') ?? BENCH_PAGES;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint (Lighthouse's simulated mobile), ms. */
  lcpMs: number;
  /** Total blocking time (Lighthouse's simulated mobile), ms. */
  tbtMs: number;
  /** Lighthouse's benchmark index of the machine during the run (higher is faster). */
  benchmarkIndex: number;
  initialJsKb: number;
}

/**
 * Lighthouse's figures move from one run to the next; like Lighthouse's own guidance, each page is
 * measured several times and each figure is the median of its runs.
 */
const LIGHTHOUSE_RUNS = Number(argument('runs') ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no Lighthouse run');
  return middle;
}

/** Each figure's median over the runs (a score's and the largest paint's, each on its own). */
function medianOfRuns<T extends Record<keyof T, number>>(runs: T[]): T {
  const first = runs[0];
  if (!first) throw new Error('no Lighthouse run');
  const keys = Object.keys(first) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as T;
}

/**
 * The scripts a prerendered page loads before it is interactive: module preloads and entry, or a
 * static page's island (decision 110).
 */
function initialJavaScriptKb(html: string): number {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1] ?? '');
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1] ?? '');
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) sources.add(match[1] ?? '');
  let bytes = 0;
  for (const source of sources) {
    if (!source.startsWith('/assets/')) continue;
    bytes += gzipSync(readFileSync(path.join('build/client', source))).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  let chromium = 'unknown';
  try {
    chromium = execSync(`${CHROMIUM_PATH} --version`, { encoding: 'utf8' }).trim();
  } catch {
    // keep 'unknown'
  }
  return {
    cpu: `${cpu} × ${os.cpus().length}`,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    system: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
  };
}

/**
 * What the machine charges for memory, µs per 4 KiB page: the first touch of a page a process has
 * just mapped, and a second touch of the same page. Some virtual machines give freed memory back to
 * their host at once and take a page fault there on its next first touch (tens of µs instead of
 * well under one); every browser process Lighthouse starts pays it, in wall-clock time its CPU
 * slowdown then multiplies, so a page's TBT depends on it as much as on the benchmark index
 * (docs/benchmarks.md). Measured in a process of its own, so its memory is new; the median of five.
 */
function memoryTouchCost(): { firstUs: number; secondUs: number } {
  const script = `
    const size = 64 * 1024 * 1024, pages = size / 4096;
    const bytes = Buffer.allocUnsafeSlow(size);
    const touch = (value) => {
      const start = process.hrtime.bigint();
      for (let at = 0; at < size; at += 4096) bytes[at] = value;
      return Number(process.hrtime.bigint() - start) / 1000 / pages;
    };
    console.log(JSON.stringify({ firstUs: touch(1), secondUs: touch(2) }));`;
  const runs = Array.from({ length: 5 }, () =>
    JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })),
  ) as { firstUs: number; secondUs: number }[];
  const round = (us: number) => Math.round(us * 100) / 100;
  return {
    firstUs: round(median(runs.map((run) => run.firstUs))),
    secondUs: round(median(runs.map((run) => run.secondUs))),
  };
}

const memoryTouchLine = ({ firstUs, secondUs }: ReturnType<typeof memoryTouchCost>) =>
  `a page of memory (4 KiB) touched first ${firstUs} µs, again ${secondUs} µs`;

function machineLine(info: ReturnType<typeof machine>) {
  return `${info.cpu}, ${info.memory}, ${info.system}; ${info.chromium}`;
}

async function main() {
  // In production mode, with the server's default request logging as deployed (DESIGN's API
  // budget), to a pipe that a process of its own drains, as a log collector would: read here,
  // between autocannon's requests, the pipe filled and the server held the unwritten lines in its
  // heap (207 MB at the peak).
  // Before the server and the browser start, so nothing else of the bench is running.
  const memoryTouch = memoryTouchCost();
  console.log(memoryTouchLine(memoryTouch));
  const build = buildWithReferencePage();
  const server = await startServer(
    { NODE_ENV: 'production', LOG_LEVEL: 'info', CLIENT_BUILD_DIR: build.dir },
    { output: 'collector' },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const figures: PageFigures[] = [];
  const referenceRuns: Omit<PageFigures, 'path' | 'initialJsKb'>[] = [];
  let appScreens: AppScreenFigures[] = [];
  let api: ApiFigures | undefined;
  let metricsCost: MetricsCost | undefined;
  let offlinePack: OfflinePackFigures | undefined;
  const measuresPages = only === undefined || only === 'pages';
  try {
    if (!only || only === 'offline') {
      offlinePack = await measureOfflinePack(server.baseUrl);
      if (only === 'offline') {
        console.log(
          `\n${offlinePackMarkdown(offlinePack, machineLine(machine()), new Date().toISOString().slice(0, 10))}`,
        );
        return;
      }
    }
    // The reference first and last: the machine's state during the run, at both ends.
    for (const page of [REFERENCE_PAGE_PATH, ...pagesToMeasure, REFERENCE_PAGE_PATH]) {
      const url = `${server.baseUrl}${page}`;
      const html = await (await fetch(url)).text();
      const runs: Omit<PageFigures, 'path' | 'initialJsKb'>[] = [];
      if (!measuresPages) break;
      let failedRuns = 0;
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A run Lighthouse itself could not complete (e.g. NO_NAVSTART) measures nothing: run again.
        const runtimeError = result?.lhr.runtimeError;
        if (runtimeError) {
          failedRuns += 1;
          console.warn(`${page}: Lighthouse run failed (${runtimeError.code}), running again`);
          if (failedRuns > LIGHTHOUSE_RUNS) throw new Error(`${page}: Lighthouse keeps failing`);
          run -= 1;
          continue;
        }
        const categories = result?.lhr.categories;
        const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
          benchmarkIndex: Math.round(result?.lhr.environment.benchmarkIndex ?? 0),
        });
        if (breakdown && result)
          console.log(
            `${page} run ${run + 1}\n${breakdownSummary(mainThreadBreakdown(result.artifacts.Trace))}`,
          );
      }
      if (page === REFERENCE_PAGE_PATH) referenceRuns.push(...runs);
      else figures.push({ path: page, ...medianOfRuns(runs), initialJsKb: initialJavaScriptKb(html) });
      const last = page === REFERENCE_PAGE_PATH ? { ...medianOfRuns(runs), initialJsKb: 0 } : figures.at(-1);
      console.log(
        `${page.padEnd(30)} perf ${last?.performance}  a11y ${last?.accessibility}  bp ${last?.bestPractices}  seo ${last?.seo}  lcp ${last?.lcpMs} ms  TBT ${last?.tbtMs} ms  js ${last?.initialJsKb} KB  (benchmark index ${last?.benchmarkIndex})`,
      );
    }
    if (measuresPages) {
      appScreens = await measureAppScreens(
        server.baseUrl,
        chrome.port,
        argument('runs') ? LIGHTHOUSE_RUNS : APP_SCREEN_RUNS,
        breakdown,
      );
      for (const screen of appScreens) {
        console.log(
          `${screen.path.padEnd(30)} perf ${screen.performance}  a11y ${screen.accessibility}  bp ${screen.bestPractices}  TBT ${screen.totalBlockingTimeMs} ms (runs ${screen.totalBlockingTimeRunsMs.join(', ')})${screen.bestPracticeFindings.length ? `  (${screen.bestPracticeFindings.join(', ')})` : ''}`,
        );
      }
    }
    chrome.kill();
    if (only === undefined || only === 'api') {
      api = await measureApi({ url: server.baseUrl, pid: server.process.pid ?? 0 });
      console.log(`\n${apiSummary(api)}`);
    }
    if (only === undefined || only === 'api' || only === 'metrics') {
      metricsCost = await measureMetricsCostOnNewServers();
      console.log(`\n${metricsCostSummary(metricsCost)}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    build.remove();
  }

  const info = machine();
  const reference = referenceRuns.length ? medianOfRuns(referenceRuns) : undefined;
  const pageVerdicts = (page: PageFigures) => ({
    scores:
      page.performance === 100 &&
      page.accessibility === 100 &&
      page.bestPractices === 100 &&
      page.seo === 100,
    lcp: page.lcpMs <= LCP_BUDGET_MS,
    tbt: reference !== undefined && page.tbtMs <= reference.tbtMs + TBT_OVER_REFERENCE_BUDGET_MS,
    js: page.initialJsKb <= jsBudgetKb(page.path),
  });
  const meetsBudget = (page: PageFigures) => Object.values(pageVerdicts(page)).every(Boolean);
  const screenVerdicts = (screen: AppScreenFigures) => ({
    performance: screen.performance >= APP_SCREEN_PERFORMANCE_GOAL,
    tbt: screen.totalBlockingTimeMs <= APP_SCREEN_TBT_BUDGET_MS,
    bestPractices: screen.bestPractices === 100,
  });
  const screenMeetsBudget = (screen: AppScreenFigures) =>
    Object.values(screenVerdicts(screen)).every(Boolean);
  const pagesWithinBudget = figures.every(meetsBudget) && appScreens.every(screenMeetsBudget);
  const mark = (passed: boolean) => (passed ? 'pass' : '**FAIL**');
  const benchmarkIndexes = [
    ...referenceRuns.map((run) => run.benchmarkIndex),
    ...figures.map((page) => page.benchmarkIndex),
  ];
  const pagesMarkdown = `- Machine: ${info.cpu}, ${info.memory}, ${info.system}; Lighthouse's benchmark index ${
    benchmarkIndexes.length
      ? `${median(benchmarkIndexes)} (median; ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} over the run)`
      : 'not measured'
  }; ${memoryTouchLine(memoryTouch)}
- Node ${info.node}; ${info.chromium}; Lighthouse mobile profile (simulated throttling), the median of ${LIGHTHOUSE_RUNS} runs per page

## Public pages

Budgets: performance, accessibility, best practices and SEO 100; largest paint ≤ ${LCP_BUDGET_MS} ms;
total blocking time (TBT) ≤ the reference page's + ${TBT_OVER_REFERENCE_BUDGET_MS} ms; initial JavaScript ≤ ${JS_BUDGET_KB} KB gzipped
(≤ ${JS_BUDGET_KB_BY_PAGE['/produtos']} KB on \`/produtos\`). The reference page (a heading and a paragraph, served by the same server,
measured at the start and the end of the run, the median of its ${referenceRuns.length} runs): performance ${reference?.performance ?? '–'},
TBT ${reference?.tbtMs ?? '–'} ms, largest paint ${reference?.lcpMs ?? '–'} ms.

| page | perf / a11y / bp / SEO | largest paint (ms) | TBT (ms) | TBT over the reference (ms) | initial JS (KB gz) | scores | paint | TBT | JS |
|---|---|---|---|---|---|---|---|---|---|
${figures
  .map((page) => {
    const verdict = pageVerdicts(page);
    return `| \`${page.path}\` | ${page.performance} / ${page.accessibility} / ${page.bestPractices} / ${page.seo} | ${page.lcpMs} | ${page.tbtMs} | ${reference ? page.tbtMs - reference.tbtMs : '–'} | ${page.initialJsKb} | ${mark(verdict.scores)} | ${mark(verdict.lcp)} | ${mark(verdict.tbt)} | ${mark(verdict.js)} |`;
  })
  .join('\n')}

## Signed-in screens

Signed in as a new traveller whose voyage has started (the session is stored before Lighthouse
runs, and kept). Budgets: performance ≥ ${APP_SCREEN_PERFORMANCE_GOAL}, TBT ≤ ${APP_SCREEN_TBT_BUDGET_MS} ms, best practices 100.
Each screen is measured ${appScreens[0]?.totalBlockingTimeRunsMs.length ?? APP_SCREEN_RUNS} times; its figures are those of the run Lighthouse's
\`computeMedianRun\` picks (the one nearest the median first paint and time to interactive).

| screen | performance | accessibility | best practices | TBT (ms) | TBT of each run (ms) | performance | TBT | best practices |
|---|---|---|---|---|---|---|---|---|
${appScreens
  .map((screen) => {
    const verdict = screenVerdicts(screen);
    return `| \`${screen.path.replace(/\/(detalhes|experiencia)\/[^/]+$/, '/$1/{id}')}\` | ${screen.performance} | ${screen.accessibility} | ${screen.bestPractices} | ${screen.totalBlockingTimeMs} | ${screen.totalBlockingTimeRunsMs.join(', ')} | ${mark(verdict.performance)} | ${mark(verdict.tbt)} | ${mark(verdict.bestPractices)} |`;
  })
  .join('\n')}
`;
  if (measuresPages) {
    console.log(`\n${pagesMarkdown}`);
    console.log(
      pagesWithinBudget ? 'Every page and screen within its budgets.' : 'Some budget is missed (FAIL above).',
    );
  }
  if (only || argument('pages') || argument('runs')) {
    if (measuresPages && !pagesWithinBudget) process.exitCode = 1;
    if (only === 'api' && (!api || !apiWithinBudget(api))) process.exitCode = 1;
    if (metricsCost && !metricsWithinBudget(metricsCost)) process.exitCode = 1;
    return;
  }
  const date = new Date().toISOString().slice(0, 10);
  // The dated notes kept below the figures (investigations, runs on other machines) stay as written.
  const previous = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const notes = previous.includes(NOTES_HEADING) ? previous.slice(previous.indexOf(NOTES_HEADING)) : '';
  const markdown = `# Benchmarks

The latest figures of \`npm run bench\` (written by it); the budgets are DESIGN.md's.

- Date: ${date}
${pagesMarkdown}
${api ? apiMarkdown(api) : ''}
${metricsCost ? metricsCostMarkdown(metricsCost) : ''}
${offlinePack ? offlinePackMarkdown(offlinePack, machineLine(info), date) : ''}${notes ? `\n${notes}` : ''}`;
  writeFileSync(BENCHMARKS_FILE, markdown);
  console.log(`\nwrote ${BENCHMARKS_FILE}`);
  if (
    !pagesWithinBudget ||
    !api ||
    !apiWithinBudget(api) ||
    !metricsCost ||
    !metricsWithinBudget(metricsCost)
  ) {
    process.exitCode = 1;
  }
}

/**
 * The metrics' cost, on pairs of new servers started the same way (the first one has served Lighthouse:
 * its heap and compiled code are not a fresh server's), one with METRICS_PORT.
 */
async function measureMetricsCostOnNewServers(): Promise<MetricsCost> {
  const serverEnv = { NODE_ENV: 'production', LOG_LEVEL: 'info' };
  return measureMetricsCost(async (metricsOnFirst) => {
    const metricsPort = await freePort();
    const startOff = () => startServer(serverEnv, { output: 'collector' });
    const startOn = () =>
      startServer({ ...serverEnv, METRICS_PORT: String(metricsPort) }, { output: 'collector' });
    const first = await (metricsOnFirst ? startOn() : startOff());
    const second = await (metricsOnFirst ? startOff() : startOn());
    const [off, on] = metricsOnFirst ? [second, first] : [first, second];
    return {
      off: { url: off.baseUrl, pid: off.process.pid ?? 0 },
      on: {
        url: on.baseUrl,
        pid: on.process.pid ?? 0,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      },
      stop: async () => {
        await Promise.all([off.stop(), on.stop()]);
      },
    };
  });
}

await main();
