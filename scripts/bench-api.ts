/**
 * DESIGN's API figures for `npm run bench`: the product list (search + sort + page) against a bare
 * Fastify hello-world, both measured in the same run with autocannon (10 connections), as a ratio
 * (goal ≥ 40%), and the real server's peak resident memory during that load (goal ≤ 200 MB). Both
 * servers log every request as deployed (Fastify's default request logging at `info`, to a pipe).
 * Beside it, the same endpoint over a rotating set of a few hundred distinct searches, so the
 * answer cache's share shows. Everything talks to 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/free-port.ts';

export const API_RATIO_GOAL = 0.4;
export const MEMORY_BUDGET_MB = 200;
export const PRODUCT_LIST_QUERY = '/api/v1/products?search=rio&sortBy=price&sortOrder=desc&page=2';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = 2;

export interface ApiFigures {
  helloWorldRps: number;
  productListRps: number;
  /** The same endpoint, each request another of DISTINCT_SEARCHES searches. */
  distinctSearchesRps: number;
  distinctSearchesRatio: number;
  distinctSearchesCpuUs: number;
  distinctSearches: number;
  ratio: number;
  /** Server CPU time per answer (user + system), in µs: what each costs whatever else runs. */
  helloWorldCpuUs: number;
  productListCpuUs: number;
  peakRssMb: number;
  query: string;
}

async function startHelloWorld(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bench-hello-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('hello-world server did not start')), 15_000);
    const waitForReady = (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      clearTimeout(timer);
      // From now on its request log is read and dropped, as a log collector would.
      child.stdout?.off('data', waitForReady);
      child.stdout?.resume();
      resolve();
    };
    child.stdout?.on('data', waitForReady);
    child.once('exit', (code) => reject(new Error(`hello-world server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

/** CPU time a process has used (user + system), in clock ticks of 10 ms (Linux /proc). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}
const MICROSECONDS_PER_TICK = 10_000;

interface Target {
  url: string;
  pid: number;
  /** Paths asked in turn, one per request, instead of `url`'s own. */
  rotatingPaths?: readonly string[];
}

/** Requests answered and server CPU ticks used in `seconds`; refuses a run with any failure. */
async function requestsIn(target: Target, seconds: number): Promise<[number, number]> {
  const before = cpuTicks(target.pid);
  const paths = target.rotatingPaths;
  let next = 0;
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(paths?.length
      ? {
          requests: [
            {
              setupRequest: (request) => {
                next = (next + 1) % paths.length;
                return { ...request, path: paths[next] };
              },
            },
          ],
        }
      : {}),
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return [result.requests.total, cpuTicks(target.pid) - before];
}

/**
 * Both servers, warmed up, then measured in alternating rounds: whatever else the machine does
 * meanwhile weighs on both figures alike.
 */
async function measure(targets: readonly Target[], seconds: number) {
  for (const target of targets) await requestsIn(target, WARM_UP_SECONDS);
  const requests = targets.map(() => 0);
  const ticks = targets.map(() => 0);
  const roundSeconds = seconds / ROUNDS;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      const [answered, used] = await requestsIn(target, roundSeconds);
      requests[index] = (requests[index] ?? 0) + answered;
      ticks[index] = (ticks[index] ?? 0) + used;
    }
  }
  const rps = requests.map((total) => Math.round(total / seconds));
  const cpuUs = requests.map((total, index) =>
    Math.round(((ticks[index] ?? 0) * MICROSECONDS_PER_TICK) / total),
  );
  return { rps, cpuUs };
}

/** VmRSS of a process, in MB (Linux /proc). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? 0);
  return kb / 1024;
}

/** Measures while `run` goes on, every 100 ms; answers the peak. */
async function peakResidentMbDuring(pid: number, run: () => Promise<unknown>): Promise<number> {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 100);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return Math.round(Math.max(peak, residentMb(pid)) * 10) / 10;
}

/** How many distinct searches the second figure rotates through. */
const DISTINCT_SEARCHES = 300;

/**
 * DISTINCT_SEARCHES product-list addresses: words of the seeded products' names (found or not),
 * each with a sort and a page, none repeated.
 */
function distinctSearchPaths(): string[] {
  const products = JSON.parse(readFileSync('content/products/products.json', 'utf8')) as { name: string }[];
  const words = [
    ...new Set(products.flatMap((product) => product.name.toLowerCase().split(/[^\p{L}\d]+/u))),
  ].filter((word) => word.length >= 3);
  const sorts = [
    'price&sortOrder=asc',
    'price&sortOrder=desc',
    'name&sortOrder=asc',
    'rating&sortOrder=desc',
  ];
  const paths: string[] = [];
  for (let index = 0; paths.length < DISTINCT_SEARCHES; index += 1) {
    const word = words[index % words.length] ?? 'rio';
    const sort = sorts[Math.floor(index / words.length) % sorts.length];
    const page = 1 + Math.floor(index / (words.length * sorts.length));
    paths.push(`/api/v1/products?search=${encodeURIComponent(word)}&sortBy=${sort}&page=${page}`);
  }
  return paths;
}

/** `serverUrl` is the real server (seeded catalogue), `serverPid` its process. */
export async function measureApi(serverUrl: string, serverPid: number): Promise<ApiFigures> {
  const productsUrl = `${serverUrl}${PRODUCT_LIST_QUERY}`;
  const searches = distinctSearchPaths();
  const probe = (await (await fetch(productsUrl)).json()) as { data?: unknown[] };
  if (!probe.data?.length) throw new Error(`${PRODUCT_LIST_QUERY} answered no products: nothing to measure`);

  const hello = await startHelloWorld();
  try {
    let figures = { rps: [0, 0, 0], cpuUs: [0, 0, 0] };
    const helloPid = hello.child.pid ?? 0;
    const peakRssMb = await peakResidentMbDuring(serverPid, async () => {
      figures = await measure(
        [
          { url: hello.url, pid: helloPid },
          { url: productsUrl, pid: serverPid },
          { url: productsUrl, pid: serverPid, rotatingPaths: searches },
        ],
        MEASURE_SECONDS,
      );
    });
    const [helloWorldRps = 0, productListRps = 0, distinctSearchesRps = 0] = figures.rps;
    const [helloWorldCpuUs = 0, productListCpuUs = 0, distinctSearchesCpuUs = 0] = figures.cpuUs;
    return {
      helloWorldRps,
      productListRps,
      distinctSearchesRps,
      distinctSearchesRatio: Math.round((distinctSearchesRps / helloWorldRps) * 1000) / 1000,
      distinctSearchesCpuUs,
      distinctSearches: searches.length,
      ratio: Math.round((productListRps / helloWorldRps) * 1000) / 1000,
      helloWorldCpuUs,
      productListCpuUs,
      peakRssMb,
      query: PRODUCT_LIST_QUERY,
    };
  } finally {
    hello.child.kill('SIGTERM');
  }
}

export function apiWithinBudget(figures: ApiFigures): boolean {
  return figures.ratio >= API_RATIO_GOAL && figures.peakRssMb <= MEMORY_BUDGET_MB;
}

/** The API section of docs/benchmarks.md. */
export function apiMarkdown(figures: ApiFigures): string {
  const percent = `${Math.round(figures.ratio * 1000) / 10}%`;
  return `## API

\`GET ${figures.query}\` on the real server (SQLite, the seeded catalogue) against a bare Fastify
hello-world (\`GET /\`), each in its own process, both logging every request as deployed (Fastify's
default request logging at \`info\`, written to a pipe), measured in the same run with autocannon:
${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up each, then ${MEASURE_SECONDS} s each in ${ROUNDS} alternating rounds.
The peak memory is sampled (VmRSS) every 100 ms throughout.

| measure | figure | budget | within budget |
|---|---|---|---|
| hello-world | ${figures.helloWorldRps} req/s | | |
| product list | ${figures.productListRps} req/s | | |
| product list / hello-world | ${percent} | ≥ ${API_RATIO_GOAL * 100}% | ${figures.ratio >= API_RATIO_GOAL ? 'yes' : '**no**'} |
| ${figures.distinctSearches} distinct searches in turn | ${figures.distinctSearchesRps} req/s (${Math.round(figures.distinctSearchesRatio * 1000) / 10}%) | | |
| server's peak resident memory under that load | ${figures.peakRssMb} MB | ≤ ${MEMORY_BUDGET_MB} MB | ${figures.peakRssMb <= MEMORY_BUDGET_MB ? 'yes' : '**no**'} |

Server CPU time per answer (user + system, from /proc): hello-world ${figures.helloWorldCpuUs} µs, product list
${figures.productListCpuUs} µs, distinct searches ${figures.distinctSearchesCpuUs} µs — a ${Math.round((figures.helloWorldCpuUs / figures.productListCpuUs) * 100)}% capacity ratio that does not depend on what else the
machine runs; requests per second do (neither process was CPU-bound when the machine was shared).
`;
}
