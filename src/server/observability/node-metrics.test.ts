import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { Series } from './in-place-histogram.ts';
import { collectNodeMetrics } from './node-metrics.ts';

describe("Node's metrics", () => {
  it("registers prom-client's defaults, its GC histogram replaced by one counted in place", async () => {
    const registry = new Registry();
    collectNodeMetrics(registry);
    const names = (await registry.getMetricsAsJSON()).map((metric) => metric.name);
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_space_size_used_bytes',
      'nodejs_version_info',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(names.filter((name) => name === 'nodejs_gc_duration_seconds')).toHaveLength(1);

    // The collections of the first watched second are counted, ten times each.
    let garbage: number[][] = [];
    for (let round = 0; round < 200; round += 1) garbage = Array.from({ length: 2_000 }, () => [round]);
    expect(garbage).toHaveLength(2_000);
    // The GC observer reports after the collections, from a later task.
    await vi.waitFor(async () => {
      const text = await registry.getSingleMetricAsString('nodejs_gc_duration_seconds');
      const minor = Number(/nodejs_gc_duration_seconds_count\{kind="minor"\} (\d+)/.exec(text)?.[1]);
      expect(minor).toBeGreaterThan(0);
      expect(minor % 10).toBe(0);
    }, 10_000);
  });

  it('a weighted observation counts in its bucket, the sum and the count that many times', () => {
    const series = new Series({ kind: 'minor' }, [0.001, 0.01]);
    series.observe(0.005, 10);
    series.observe(0.0005);
    expect([...series.counts]).toEqual([1, 10, 0]);
    expect(series.count).toBe(11);
    expect(series.sum).toBeCloseTo(0.0505);
  });
});
