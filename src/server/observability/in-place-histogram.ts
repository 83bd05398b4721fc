/**
 * A Prometheus histogram counted in place: each series is a few numbers its owner adds to, and
 * prom-client's registry reads them only when Prometheus scrapes. prom-client's own `Histogram`
 * spends microseconds on every `observe` (it rebuilds the series' key from its labels and counts
 * buckets under string keys): too much for what happens on every answer, or on every garbage
 * collection (docs/architecture/operations.md, "Cost").
 */
import type { Metric, Registry } from 'prom-client';

/** One series: counts per bucket (not yet cumulative; the last is +Inf), their sum and count. */
export class Series<Label extends string> {
  readonly labels: Readonly<Record<Label, string>>;
  readonly bounds: readonly number[];
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(labels: Readonly<Record<Label, string>>, bounds: readonly number[]) {
    this.labels = labels;
    this.bounds = bounds;
    this.counts = new Float64Array(bounds.length + 1);
  }

  /** One observation, or `weight` alike (a sample standing for the ones not observed). */
  observe(seconds: number, weight = 1): void {
    const { bounds } = this;
    let bucket = 0;
    while (bucket < bounds.length && seconds > (bounds[bucket] as number)) bucket += 1;
    this.counts[bucket] = (this.counts[bucket] as number) + weight;
    this.sum += seconds * weight;
    this.count += weight;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

interface Sample {
  value: number;
  labels: Record<string, string | number>;
  metricName: string;
}

export class InPlaceHistogram<Label extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series: Series<Label>[] = [];
  readonly name: string;
  readonly help: string;
  readonly #bounds: readonly number[];

  constructor(name: string, help: string, bounds: readonly number[]) {
    this.name = name;
    this.help = help;
    this.#bounds = bounds;
  }

  /** Registered like any prom-client metric: the registry reads it through `get()` and `reset()`. */
  registerIn(registry: Registry): void {
    registry.registerMetric(this as unknown as Metric);
  }

  /** A new series; its owner keeps it and observes into it. */
  addSeries(labels: Record<Label, string>): Series<Label> {
    const series = new Series(labels, this.#bounds);
    this.#series.push(series);
    return series;
  }

  /** What prom-client's `Histogram.get()` answers: cumulative buckets, then the sum and the count. */
  async get() {
    const values: Sample[] = [];
    for (const series of this.#series) {
      let cumulative = 0;
      for (const [index, count] of series.counts.entries()) {
        cumulative += count;
        values.push({
          value: cumulative,
          labels: { ...series.labels, le: this.#bounds[index] ?? '+Inf' },
          metricName: `${this.name}_bucket`,
        });
      }
      values.push({ value: series.sum, labels: series.labels, metricName: `${this.name}_sum` });
      values.push({ value: series.count, labels: series.labels, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const series of this.#series) series.reset();
  }
}
