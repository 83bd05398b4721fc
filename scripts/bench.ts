/**
 * `npm run bench`: the quality budgets of DESIGN.md, measured on the built app served by the real
 * server. Lighthouse (mobile profile, the system Chromium) on every public page, and the initial
 * JavaScript each page loads, gzipped. Prints a table and rewrites docs/benchmarks.md.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/e2e/server-process.ts';
import { freePort } from '../tests/free-port.ts';
import { type ApiFigures, apiMarkdown, apiSummary, apiWithinBudget, measureApi } from './bench-api.ts';
import {
  APP_SCREEN_PERFORMANCE_GOAL,
  type AppScreenFigures,
  measureAppScreens,
} from './bench-app-screens.ts';
import { measureOfflinePack, type OfflinePackFigures, offlinePackMarkdown } from './bench-offline-pack.ts';

const BENCH_PAGES = [
  '/',
  '/servicos',
  '/sobre',
  '/contato',
  '/livro',
  '/produtos',
  '/viagem',
  '/viagem/encontro-das-aguas',
  // The ebook sales pages (SPEC §2.7, docs/decisions/050).
  '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-001',
  '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-002',
  '/vendas/ebook/rota-amazonia-1-0-navegante-de-primeira-viagem-003',
];
/** DESIGN's budgets: the static marketing pages ≤ 20 KB of JavaScript, /produtos ≤ 60 KB (gzipped). */
const JS_BUDGET_KB = 20;
const JS_BUDGET_KB_BY_PAGE: Record<string, number> = { '/produtos': 60 };
const jsBudgetKb = (page: string) => JS_BUDGET_KB_BY_PAGE[page] ?? JS_BUDGET_KB;
const LCP_BUDGET_MS = 1_500;

/** `--only=pages`, `--only=api` or `--only=offline` measures one part and prints it, without rewriting the docs. */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint (Lighthouse's simulated mobile), ms. */
  lcpMs: number;
  initialJsKb: number;
}

/**
 * Lighthouse's figures move from one run to the next; like Lighthouse's own guidance, each page is
 * measured several times and each figure is the median of its runs.
 */
const LIGHTHOUSE_RUNS = 3;

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

function machineLine(info: ReturnType<typeof machine>) {
  return `${info.cpu}, ${info.memory}, ${info.system}; ${info.chromium}`;
}

async function main() {
  // In production mode, with the server's default request logging as deployed (DESIGN's API
  // budget), to a pipe that a process of its own drains, as a log collector would: read here,
  // between autocannon's requests, the pipe filled and the server held the unwritten lines in its
  // heap (207 MB at the peak).
  const server = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { output: 'collector' });
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
  let appScreens: AppScreenFigures[] = [];
  let api: ApiFigures | undefined;
  let offlinePack: OfflinePackFigures | undefined;
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
    for (const page of BENCH_PAGES) {
      const url = `${server.baseUrl}${page}`;
      const html = await (await fetch(url)).text();
      const runs: Omit<PageFigures, 'path' | 'initialJsKb'>[] = [];
      if (only === 'api') break;
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
        });
      }
      figures.push({ path: page, ...medianOfRuns(runs), initialJsKb: initialJavaScriptKb(html) });
      const last = figures.at(-1);
      console.log(
        `${page.padEnd(30)} perf ${last?.performance}  a11y ${last?.accessibility}  bp ${last?.bestPractices}  seo ${last?.seo}  lcp ${last?.lcpMs} ms  js ${last?.initialJsKb} KB`,
      );
    }
    if (only !== 'api') {
      appScreens = await measureAppScreens(server.baseUrl, chrome.port, LIGHTHOUSE_RUNS);
      for (const screen of appScreens) {
        console.log(
          `${screen.path.padEnd(30)} perf ${screen.performance}  a11y ${screen.accessibility}  bp ${screen.bestPractices}  TBT ${screen.totalBlockingTimeMs} ms${screen.bestPracticeFindings.length ? `  (${screen.bestPracticeFindings.join(', ')})` : ''}`,
        );
      }
    }
    chrome.kill();
    if (only !== 'pages') {
      // The same server with its metrics on, measured beside it (decision 162).
      const metricsPort = await freePort();
      const withMetrics = await startServer(
        { NODE_ENV: 'production', LOG_LEVEL: 'info', METRICS_PORT: String(metricsPort) },
        { output: 'collector' },
      );
      try {
        api = await measureApi(server.baseUrl, server.process.pid ?? 0, {
          url: withMetrics.baseUrl,
          pid: withMetrics.process.pid ?? 0,
          metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        });
      } finally {
        await withMetrics.stop();
      }
      console.log(`\n${apiSummary(api)}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const meetsBudget = (page: PageFigures) =>
    page.performance === 100 &&
    page.accessibility === 100 &&
    page.bestPractices === 100 &&
    page.seo === 100 &&
    page.lcpMs <= LCP_BUDGET_MS &&
    page.initialJsKb <= jsBudgetKb(page.path);
  const screenMeetsBudget = (screen: AppScreenFigures) =>
    screen.performance >= APP_SCREEN_PERFORMANCE_GOAL && screen.bestPractices === 100;
  const pagesWithinBudget = figures.every(meetsBudget) && appScreens.every(screenMeetsBudget);
  if (only) {
    if (only === 'pages' && !pagesWithinBudget) process.exitCode = 1;
    if (only === 'api' && (!api || !apiWithinBudget(api))) process.exitCode = 1;
    return;
  }
  const info = machine();
  const date = new Date().toISOString().slice(0, 10);
  const rows = figures.map(
    (page) =>
      `| \`${page.path}\` | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${page.lcpMs} | ${page.initialJsKb} | ${meetsBudget(page) ? 'yes' : '**no**'} |`,
  );
  const markdown = `# Benchmarks

The latest figures of \`npm run bench\` (written by it). Budgets from DESIGN.md: Lighthouse mobile
100 / 100 / 100 / 100, largest paint ≤ ${LCP_BUDGET_MS / 1000} s; initial JavaScript ≤ ${JS_BUDGET_KB} KB gzipped on the static
marketing pages, ≤ ${JS_BUDGET_KB_BY_PAGE['/produtos']} KB on \`/produtos\`.

- Date: ${date}
- Machine: ${info.cpu}, ${info.memory}, ${info.system}
- Node ${info.node}; ${info.chromium}; Lighthouse mobile profile (simulated throttling), the median of ${LIGHTHOUSE_RUNS} runs per page

## Public pages

| page | performance | accessibility | best practices | SEO | largest paint (ms) | initial JS (KB gz) | within budget |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Signed-in screens

Signed in as a new traveller whose voyage has started (the session is stored before Lighthouse
runs, and kept). Budget: performance ≥ ${APP_SCREEN_PERFORMANCE_GOAL}, best practices 100.

| screen | performance | accessibility | best practices | total blocking time (ms) | within budget |
|---|---|---|---|---|---|
${appScreens
  .map(
    (screen) =>
      `| \`${screen.path.replace(/\/(detalhes|experiencia)\/[^/]+$/, '/$1/{id}')}\` | ${screen.performance} | ${screen.accessibility} | ${screen.bestPractices} | ${screen.totalBlockingTimeMs} | ${screenMeetsBudget(screen) ? 'yes' : '**no**'} |`,
  )
  .join('\n')}

${api ? apiMarkdown(api) : ''}
${offlinePack ? offlinePackMarkdown(offlinePack, machineLine(info), date) : ''}`;
  writeFileSync('docs/benchmarks.md', markdown);
  console.log('\nwrote docs/benchmarks.md');
  if (!pagesWithinBudget || !api || !apiWithinBudget(api)) process.exitCode = 1;
}

await main();
