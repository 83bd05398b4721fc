/**
 * DESIGN's API figures for `npm run bench`: the product list (search + sort + page) against a bare
 * Fastify hello-world, all measured in the same run with autocannon (10 connections), as a ratio
 * (goal ≥ 40%), and the real server's peak resident memory during that load (goal ≤ 200 MB). The
 * real server logs every request as deployed (`info`, to a pipe a log collector drains: a process of
 * its own, `cat`, so this busy process never holds the log up). There are two hello-worlds: one
 * with Fastify's default request logging, which DESIGN's budget is held to, and one logging
 * nothing, the stricter reading shown beside it (docs/architecture/performance.md). Beside them, the same endpoint over
 * a rotating set of a few hundred distinct searches, so the answer cache's share shows. Then the
 * metrics' cost: pairs of servers started alike, one with METRICS_PORT (scraped once every
 * METRICS_SCRAPE_EVERY_ANSWERS answers), sharing one CPU and loaded at the same time in short rounds;
 * the median of the rounds' ratios must stay within 5 % (docs/architecture/operations.md, "Cost").
 * Everything talks to 127.0.0.1 only.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnLogCollector } from '../tests/e2e/server-process.ts';
import { freePort } from '../tests/free-port.ts';

export const API_RATIO_GOAL = 0.4;
/** The product list with metrics on keeps at least this share of its throughput without. */
export const METRICS_SHARE_GOAL = 0.95;
/**
 * The bench scrapes the metrics once every so many answers, not every so many seconds: a scrape's
 * fixed cost then weighs the same on an idle machine and on a loaded one, where the same seconds
 * hold a hundred times fewer answers. 20 000 answers: about 2 s of the product list on an idle
 * machine, where a deploy scrapes every 15 s.
 */
const METRICS_SCRAPE_EVERY_ANSWERS = 20_000;
export const MEMORY_BUDGET_MB = 200;
export const PRODUCT_LIST_QUERY = '/api/v1/products?search=rio&sortBy=price&sortOrder=desc&page=2';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = 2;
/**
 * The metrics' cost is a ratio of two throughputs that the machine's other work moves by ±25 % from
 * one second to the next. Both servers are loaded at the same time on one CPU of their own, the load
 * generator on the others: the scheduler then gives each server half of that CPU, so the one with
 * the dearer answer serves fewer, and each round's ratio is taken under the very same load. Left to
 * share every CPU with the generator, the rounds spread from 42 % to 222 % on two cores; pinned,
 * 91–101 % (docs/architecture/operations.md, "Cost"). The median of many such rounds is kept.
 */
const METRICS_ROUNDS = Number(process.env.BENCH_METRICS_ROUNDS ?? 24);
/**
 * Two processes of the same server, pinned alike, still differ in what an answer costs, by a few
 * percent and now and then by a quarter (each warms and compiles its own way), and the one started
 * second tends to be the quicker: two identical servers read 99–107 % of each other over eight runs
 * of one pair started in the same order. So the rounds are shared among pairs started afresh, half
 * of them with the metrics-on server started first.
 */
const METRICS_PAIRS = 6;
const METRICS_ROUND_SECONDS = 2;

/** Requests per second, and server CPU time per answer (user + system, µs): what each costs whatever else runs. */
export interface Throughput {
  rps: number;
  cpuUs: number;
}

export interface ApiFigures {
  /** The bare Fastify hello-world with Fastify's default request logging: the budget's baseline. */
  helloWorld: Throughput;
  /** The bare Fastify hello-world logging nothing: the stricter reading. */
  quietHelloWorld: Throughput;
  productList: Throughput;
  /** The same endpoint, each request another of DISTINCT_SEARCHES searches. */
  distinctSearches: Throughput;
  distinctSearchCount: number;
  peakRssMb: number;
  query: string;
}

/** A server measured by the bench: its address and process. */
export interface BenchServer {
  url: string;
  pid: number;
}

/** The metrics' cost: the product list on two servers alike but for METRICS_PORT, round by round. */
export interface MetricsCost {
  rounds: { off: Throughput; on: Throughput }[];
  /** Metrics on's share of metrics off: the median of the rounds' ratios, and their lowest and highest. */
  byRps: { median: number; lowest: number; highest: number };
  byCpu: { median: number; lowest: number; highest: number };
  peakRssMb: { off: number; on: number };
  pairs: number;
  roundSeconds: number;
  scrapeEveryAnswers: number;
}

/** `measured`'s share of `baseline`, by requests per second and by CPU per answer (0–1, 3 decimals). */
export function shareOf(measured: Throughput, baseline: Throughput) {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { byRps: round(measured.rps / baseline.rps), byCpu: round(baseline.cpuUs / measured.cpuUs) };
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

async function startHelloWorld(quiet: boolean): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const script = path.join(import.meta.dirname, 'bench-hello-server.ts');
  // Its request log goes to a collector of its own, like the real server's (bench.ts).
  const collector = spawnLogCollector();
  const child = spawn(process.execPath, [script, ...(quiet ? ['--quiet'] : [])], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', collector.stdin ?? 'ignore', 'inherit'],
  });
  collector.stdin?.destroy();
  child.once('exit', () => collector.kill());
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hello-world server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('hello-world server did not start');
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  /**
   * Told of every answer. It listens to the load generator's own event: a request built per
   * request (`setupRequest`) would cost the load generator more on that side, and on a machine of
   * two cores that cost shows in the server's figure.
   */
  onAnswer?: () => void;
}

/** The CPUs this process may run on (Linux's `Cpus_allowed_list`, e.g. `0-1` or `4,6-7`). */
function allowedCpus(): number[] {
  const list = readFileSync('/proc/self/status', 'utf8').match(/^Cpus_allowed_list:\s*(\S+)/m)?.[1] ?? '';
  return list.split(',').flatMap((range) => {
    const [from = 0, to = from] = range.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  });
}

/** Keeps every thread of a process on `cpus` (util-linux's `taskset`). */
function pin(pid: number, cpus: readonly number[]): void {
  execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpus.join(','), String(pid)], {
    stdio: 'ignore',
  });
}

/** Requests answered and server CPU ticks used in `seconds`; refuses a run with any failure. */
async function requestsIn(target: Target, seconds: number): Promise<[number, number]> {
  const before = cpuTicks(target.pid);
  const paths = target.rotatingPaths;
  let next = 0;
  const options: autocannon.Options = {
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
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    if (target.onAnswer) run.on('response', target.onAnswer);
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
async function measure(targets: readonly Target[], seconds: number): Promise<Throughput[]> {
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
  return requests.map(
    (total, index): Throughput => ({
      rps: Math.round(total / seconds),
      cpuUs: Math.round(((ticks[index] ?? 0) * MICROSECONDS_PER_TICK) / total),
    }),
  );
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

async function expectProducts(productsUrl: string): Promise<void> {
  const probe = (await (await fetch(productsUrl)).json()) as { data?: unknown[] };
  if (!probe.data?.length) throw new Error(`${PRODUCT_LIST_QUERY} answered no products: nothing to measure`);
}

/** `server` is the real server (seeded catalogue). */
export async function measureApi(server: BenchServer): Promise<ApiFigures> {
  const productsUrl = `${server.url}${PRODUCT_LIST_QUERY}`;
  const searches = distinctSearchPaths();
  await expectProducts(productsUrl);

  const hello = await startHelloWorld(false);
  const quietHello = await startHelloWorld(true);
  try {
    let figures: Throughput[] = [];
    const peakRssMb = await peakResidentMbDuring(server.pid, async () => {
      figures = await measure(
        [
          { url: hello.url, pid: hello.child.pid ?? 0 },
          { url: quietHello.url, pid: quietHello.child.pid ?? 0 },
          { url: productsUrl, pid: server.pid },
          { url: productsUrl, pid: server.pid, rotatingPaths: searches },
        ],
        MEASURE_SECONDS,
      );
    });
    const [helloWorld, quietHelloWorld, productList, distinctSearches] = figures;
    if (!helloWorld || !quietHelloWorld || !productList || !distinctSearches) {
      throw new Error('a target was not measured');
    }
    return {
      helloWorld,
      quietHelloWorld,
      productList,
      distinctSearches,
      distinctSearchCount: searches.length,
      peakRssMb,
      query: PRODUCT_LIST_QUERY,
    };
  } finally {
    hello.child.kill('SIGTERM');
    quietHello.child.kill('SIGTERM');
  }
}

function throughputOf([answered, ticks]: [number, number], seconds: number): Throughput {
  return {
    rps: Math.round(answered / seconds),
    cpuUs: Math.round((ticks * MICROSECONDS_PER_TICK) / answered),
  };
}

function spread(ratios: number[]) {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const sorted = [...ratios].sort((a, b) => a - b);
  return {
    median: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    lowest: round(sorted[0] ?? 0),
    highest: round(sorted.at(-1) ?? 0),
  };
}

/** Two servers started alike but for METRICS_PORT (`metricsUrl` is the metrics-on one's /metrics). */
export interface MetricsPair {
  off: BenchServer;
  on: BenchServer & { metricsUrl: string };
  stop(): Promise<void>;
}

/**
 * The product list with metrics off and on, on METRICS_PAIRS pairs of servers that `startPair`
 * starts in turn (in either order), each pair for its share of METRICS_ROUNDS short rounds, both
 * loaded at once.
 */
export async function measureMetricsCost(
  startPair: (metricsOnFirst: boolean) => Promise<MetricsPair>,
): Promise<MetricsCost> {
  const rounds: MetricsCost['rounds'] = [];
  const peakRssMb = { off: 0, on: 0 };
  for (let index = 0; index < METRICS_PAIRS; index += 1) {
    const pair = await startPair(index % 2 === 1);
    try {
      const measured = await measurePair(pair, Math.ceil(METRICS_ROUNDS / METRICS_PAIRS));
      rounds.push(...measured.rounds);
      peakRssMb.off = Math.max(peakRssMb.off, measured.peakRssMb.off);
      peakRssMb.on = Math.max(peakRssMb.on, measured.peakRssMb.on);
    } finally {
      await pair.stop();
    }
  }
  return {
    rounds,
    byRps: spread(rounds.map(({ off, on }) => on.rps / off.rps)),
    byCpu: spread(rounds.map(({ off, on }) => off.cpuUs / on.cpuUs)),
    peakRssMb,
    pairs: METRICS_PAIRS,
    roundSeconds: METRICS_ROUND_SECONDS,
    scrapeEveryAnswers: METRICS_SCRAPE_EVERY_ANSWERS,
  };
}

/** One pair's rounds (the metrics-on side's /metrics scraped once every METRICS_SCRAPE_EVERY_ANSWERS answers). */
async function measurePair({ off, on }: MetricsPair, roundCount: number) {
  // Prometheus's part, reading the database's totals too.
  const scrape = () => {
    fetch(on.metricsUrl)
      .then((answer) => answer.arrayBuffer())
      .catch(() => {});
  };
  // Both sides count their answers alike, so the load generator does the same for each; only the
  // metrics-on side's count leads to scrapes.
  const answered = { off: 0, on: 0 };
  const targets: Record<'off' | 'on', Target> = {
    off: {
      url: `${off.url}${PRODUCT_LIST_QUERY}`,
      pid: off.pid,
      onAnswer: () => {
        answered.off += 1;
      },
    },
    on: {
      url: `${on.url}${PRODUCT_LIST_QUERY}`,
      pid: on.pid,
      onAnswer: () => {
        answered.on += 1;
        if (answered.on % METRICS_SCRAPE_EVERY_ANSWERS === 0) scrape();
      },
    },
  };
  await expectProducts(targets.off.url);
  await expectProducts(targets.on.url);
  if (!(await fetch(on.metricsUrl)).ok) throw new Error(`${on.metricsUrl} does not answer`);
  const rounds: MetricsCost['rounds'] = [];
  let peakOn = 0;
  const cpus = allowedCpus();
  const serversCpu = cpus.at(-1);
  if (cpus.length > 1 && serversCpu !== undefined) {
    pin(off.pid, [serversCpu]);
    pin(on.pid, [serversCpu]);
    pin(process.pid, cpus.slice(0, -1));
  }
  const peakOff = await peakResidentMbDuring(off.pid, async () => {
    peakOn = await peakResidentMbDuring(on.pid, async () => {
      // Which load starts first alternates: the one started second tends to get ahead.
      const bothFor = async (seconds: number, offFirst: boolean) => {
        if (offFirst) return Promise.all([requestsIn(targets.off, seconds), requestsIn(targets.on, seconds)]);
        const [on, off] = await Promise.all([
          requestsIn(targets.on, seconds),
          requestsIn(targets.off, seconds),
        ]);
        return [off, on] as const;
      };
      await bothFor(WARM_UP_SECONDS, true);
      for (let round = 0; round < roundCount; round += 1) {
        const [off, on] = await bothFor(METRICS_ROUND_SECONDS, round % 2 === 0);
        rounds.push({
          off: throughputOf(off, METRICS_ROUND_SECONDS),
          on: throughputOf(on, METRICS_ROUND_SECONDS),
        });
      }
    });
  }).finally(() => pin(process.pid, cpus));
  return { rounds, peakRssMb: { off: peakOff, on: peakOn } };
}

/**
 * DESIGN's budget, by requests per second against the hello-world with Fastify's request logging.
 * The quiet hello-world is the stricter reading, shown beside it; the product list does not reach
 * 40% of it by CPU on every run yet (docs/architecture/performance.md).
 */
export function apiRatioWithinBudget(figures: ApiFigures): boolean {
  return shareOf(figures.productList, figures.helloWorld).byRps >= API_RATIO_GOAL;
}

/** Metrics on cost at most 5 % of the product list's requests per second: the median round. */
export function metricsWithinBudget(cost: MetricsCost): boolean {
  return cost.byRps.median >= METRICS_SHARE_GOAL;
}

export function apiWithinBudget(figures: ApiFigures): boolean {
  return apiRatioWithinBudget(figures) && figures.peakRssMb <= MEMORY_BUDGET_MB;
}

/** One line for the console. */
export function apiSummary(figures: ApiFigures): string {
  const against = (measured: Throughput) => {
    const quiet = shareOf(measured, figures.quietHelloWorld);
    const logging = shareOf(measured, figures.helloWorld);
    return `${measured.rps} req/s, ${measured.cpuUs} µs; of the quiet hello-world ${percent(quiet.byRps)} (CPU ${percent(quiet.byCpu)}), of the logging one ${percent(logging.byRps)} (CPU ${percent(logging.byCpu)})`;
  };
  return [
    `API: hello-world logging ${figures.helloWorld.rps} req/s, ${figures.helloWorld.cpuUs} µs; quiet ${figures.quietHelloWorld.rps} req/s, ${figures.quietHelloWorld.cpuUs} µs`,
    `  product list: ${against(figures.productList)}`,
    `  ${figures.distinctSearchCount} distinct searches: ${against(figures.distinctSearches)}`,
    `  peak memory ${figures.peakRssMb} MB`,
  ].join('\n');
}

/** The metrics' cost, for the console. */
export function metricsCostSummary(cost: MetricsCost): string {
  const rounds = cost.rounds.map(
    ({ off, on }, index) =>
      `  round ${index + 1}: off ${off.rps} req/s, ${off.cpuUs} µs; on ${on.rps} req/s, ${on.cpuUs} µs; ${percent(on.rps / off.rps)} / CPU ${percent(off.cpuUs / on.cpuUs)}`,
  );
  return [
    `Product list, metrics on against off, ${cost.pairs} pairs of servers, ${cost.rounds.length} rounds of ${cost.roundSeconds} s each:`,
    ...rounds,
    `  metrics on, of off (median of the rounds): ${percent(cost.byRps.median)} by req/s (rounds ${percent(cost.byRps.lowest)}–${percent(cost.byRps.highest)}), ${percent(cost.byCpu.median)} by CPU per answer (${percent(cost.byCpu.lowest)}–${percent(cost.byCpu.highest)}); budget ≥ ${METRICS_SHARE_GOAL * 100}% by req/s: ${metricsWithinBudget(cost) ? 'within' : 'OVER'}`,
    `  peak memory: off ${cost.peakRssMb.off} MB, on ${cost.peakRssMb.on} MB`,
  ].join('\n');
}

/** The metrics' section of docs/benchmarks.md. */
export function metricsCostMarkdown(cost: MetricsCost): string {
  const yesNo = (within: boolean) => (within ? 'yes' : '**no**');
  return `## Metrics on

The product list on two more servers started alike (production, request log on, SQLite, the
seeded catalogue), one with \`METRICS_PORT\` set and its \`/metrics\` scraped once every
${cost.scrapeEveryAnswers} answers (a deploy scrapes every 15 s). Both servers share one CPU, the load
generator has the others, and both are loaded at the same time (${CONNECTIONS} connections each), so each
round's ratio is taken under the very same load. ${cost.pairs} pairs started afresh (half of them with
the metrics-on server first: the one started second tends to be quicker), each warmed up for
${WARM_UP_SECONDS} s, give ${cost.rounds.length} rounds of ${cost.roundSeconds} s in all; the budget holds the median of the rounds'
ratios, by requests per second (DESIGN: metrics cost ≤ 5 % of the product list's throughput).

| measure | median of the rounds | lowest round | highest round | budget | within budget |
|---|---|---|---|---|---|
| metrics on, of off, by req/s | ${percent(cost.byRps.median)} | ${percent(cost.byRps.lowest)} | ${percent(cost.byRps.highest)} | ≥ ${METRICS_SHARE_GOAL * 100}% | ${yesNo(metricsWithinBudget(cost))} |
| metrics on, of off, by CPU per answer | ${percent(cost.byCpu.median)} | ${percent(cost.byCpu.lowest)} | ${percent(cost.byCpu.highest)} | | |

Peak memory: ${cost.peakRssMb.off} MB off, ${cost.peakRssMb.on} MB on.
`;
}

/** The API section of docs/benchmarks.md. */
export function apiMarkdown(figures: ApiFigures): string {
  const yesNo = (within: boolean) => (within ? 'yes' : '**no**');
  const row = (name: string, measured: Throughput, budget = '', within = '') => {
    const quiet = shareOf(measured, figures.quietHelloWorld);
    const logging = shareOf(measured, figures.helloWorld);
    return `| ${name} | ${measured.rps} | ${measured.cpuUs} | ${percent(quiet.byRps)} / ${percent(quiet.byCpu)} | ${percent(logging.byRps)} / ${percent(logging.byCpu)} | ${budget} | ${within} |`;
  };
  return `## API

\`GET ${figures.query}\` on the real server (SQLite, the seeded catalogue, its request log on at
\`info\` as deployed, written to a pipe that a process of its own drains, as a log collector
would) against two bare Fastify hello-worlds (\`GET /\`): one with Fastify's default request
logging at \`info\` (two lines per request, to a pipe drained the same way), one logging nothing.
Each runs in its own process; all are measured in the same run with autocannon:
${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up each, then ${MEASURE_SECONDS} s each in ${ROUNDS} alternating rounds. Shares are
given by requests per second / by server CPU time per answer (user + system, from /proc); the
latter does not depend on what else the machine runs. The budget is held, as DESIGN states, to the
hello-world with request logging, by requests per second; the quiet one is the stricter reading
(docs/architecture/performance.md). The peak memory is sampled (VmRSS) every 100 ms throughout.

| measure | req/s | CPU per answer (µs) | of the quiet hello-world | of the logging hello-world | budget | within budget |
|---|---|---|---|---|---|---|
| hello-world, logging nothing | ${figures.quietHelloWorld.rps} | ${figures.quietHelloWorld.cpuUs} | | | | |
| hello-world, Fastify's request logging | ${figures.helloWorld.rps} | ${figures.helloWorld.cpuUs} | | | | |
${row('product list', figures.productList, `≥ ${API_RATIO_GOAL * 100}% of the logging one, by req/s`, yesNo(apiRatioWithinBudget(figures)))}
${row(`${figures.distinctSearchCount} distinct searches in turn`, figures.distinctSearches)}

Server's peak resident memory under that load: ${figures.peakRssMb} MB (budget ≤ ${MEMORY_BUDGET_MB} MB: ${yesNo(figures.peakRssMb <= MEMORY_BUDGET_MB)}).
`;
}
