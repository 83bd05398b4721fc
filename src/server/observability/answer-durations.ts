/**
 * The answers' durations as one Prometheus histogram, `{method, route, status_code}`, counted in
 * place (./in-place-histogram.ts): each route's hook holds its series, found by method and status
 * without building a key (docs/architecture/operations.md, "Cost").
 */
import { InPlaceHistogram, type Series } from './in-place-histogram.ts';

type Label = 'method' | 'route' | 'status_code';

/** A route's series, found by method and status without building a key. */
export class RouteAnswers {
  readonly #byMethod = new Map<string, Map<number, Series<Label>>>();
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

export class AnswerDurations extends InPlaceHistogram<Label> {
  readonly #routes = new Map<string, RouteAnswers>();

  /** The series of one route pattern (one object per pattern, kept by the route's hook). */
  route(route: string): RouteAnswers {
    let answers = this.#routes.get(route);
    if (!answers) {
      answers = new RouteAnswers(this, route);
      this.#routes.set(route, answers);
    }
    return answers;
  }
}
