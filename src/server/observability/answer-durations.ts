/**
 * The answers' durations as one Prometheus histogram, `{method, route, status_code}`, counted in
 * place: each series is a few numbers a route's hook adds to, and prom-client's registry reads them
 * only when Prometheus scrapes. prom-client's own `Histogram` spends microseconds on every
 * `observe` (it rebuilds the series' key from its labels and counts buckets under string keys),
 * a measurable share of a cached answer's cost (docs/architecture/operations.md, "Cost").
 */
import type { Metric, Registry } from 'prom-client';

type Label = 'method' | 'route' | 'status_code';

/** One series: counts per bucket (not yet cumulative; the last is +Inf), their sum and count. */
class Series {
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

  observe(seconds: number): void {
    const { bounds } = this;
    let bucket = 0;
    while (bucket < bounds.length && seconds > (bounds[bucket] as number)) bucket += 1;
    this.counts[bucket] = (this.counts[bucket] as number) + 1;
    this.sum += seconds;
    this.count += 1;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

/** A route's series, found by method and status without building a key. */
export class RouteAnswers {
  readonly #byMethod = new Map<string, Map<number, Series>>();
  readonly #durations: AnswerDurations;
  readonly #route: string;

  constructor(durations: AnswerDurations, route: string) {
    this.#durations = durations;
    this.#route = route;
  }

  observe(method: string, statusCode: number, seconds: number): void {
    let byStatus = this.#byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      this.#byMethod.set(method, byStatus);
    }
    let series = byStatus.get(statusCode);
    if (!series) {
      series = this.#durations.addSeries({ method, route: this.#route, status_code: String(statusCode) });
      byStatus.set(statusCode, series);
    }
    series.observe(seconds);
  }
}

interface Sample {
  value: number;
  labels: Record<string, string | number>;
  metricName: string;
}

export class AnswerDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series: Series[] = [];
  readonly #routes = new Map<string, RouteAnswers>();
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

  /** The series of one route pattern (one object per pattern, kept by the route's hook). */
  route(route: string): RouteAnswers {
    let answers = this.#routes.get(route);
    if (!answers) {
      answers = new RouteAnswers(this, route);
      this.#routes.set(route, answers);
    }
    return answers;
  }

  addSeries(labels: Record<Label, string>): Series {
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
