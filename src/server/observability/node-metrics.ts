/**
 * Node's metrics (docs/architecture/operations.md): prom-client's default collectors (CPU, memory,
 * heap spaces, event-loop lag, handles, version), each of them but its garbage-collection
 * histogram, which is kept here under the same name, buckets and `kind` label, counted in place
 * and sampled. Watching collections costs on every one of them (Node builds an entry and calls the
 * observer back), and with the server's small young generation (docs/architecture/performance.md)
 * a busy instance collects over a hundred times a second: watched all the time, prom-client's way,
 * that alone took 8 % of the product list's answers. So collections are watched one second in
 * ten, each counted ten times: the rates (time in GC per second, collections per second) stay
 * right on average, at a tenth of the cost.
 */
import { createRequire } from 'node:module';
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import type { Registry } from 'prom-client';
import { InPlaceHistogram, type Series } from './in-place-histogram.ts';

type Collector = (registry: Registry, config: { eventLoopMonitoringPrecision: number }) => void;

const require = createRequire(import.meta.url);
/** prom-client's own list of its defaults, so a new one in a later version is collected too. */
const { metricsList } = require('prom-client/lib/defaultMetrics') as { metricsList: string[] };

/** Collections are watched this long, once in this long; each one seen counts for those unseen. */
const GC_WATCH_MS = 1_000;
const GC_WATCH_EVERY_MS = 10_000;
const GC_SAMPLE_WEIGHT = GC_WATCH_EVERY_MS / GC_WATCH_MS;
/** prom-client's buckets for the collections' durations, in seconds. */
const GC_DURATION_BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];
const GC_KINDS: [number, string][] = [
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'major'],
  [constants.NODE_PERFORMANCE_GC_MINOR, 'minor'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weakcb'],
];

export function collectNodeMetrics(registry: Registry): void {
  for (const name of metricsList) {
    if (name === 'gc') continue;
    (require(`prom-client/lib/metrics/${name}`) as Collector)(registry, { eventLoopMonitoringPrecision: 10 });
  }
  const collections = new InPlaceHistogram<'kind'>(
    'nodejs_gc_duration_seconds',
    'Garbage collection duration by kind, one of major, minor, incremental or weakcb (watched one second in ten, each collection seen counted ten times).',
    GC_DURATION_BUCKETS,
  );
  collections.registerIn(registry);
  const byKind: Series<'kind'>[] = [];
  for (const [kind, name] of GC_KINDS) byKind[kind] = collections.addSeries({ kind: name });
  const watcher = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      byKind[(entry as PerformanceEntry & { detail: { kind: number } }).detail.kind]?.observe(
        entry.duration / 1000,
        GC_SAMPLE_WEIGHT,
      );
    }
  });
  const watchForAWhile = () => {
    watcher.observe({ entryTypes: ['gc'] });
    setTimeout(() => watcher.disconnect(), GC_WATCH_MS).unref();
  };
  watchForAWhile();
  setInterval(watchForAWhile, GC_WATCH_EVERY_MS).unref();
}
