/**
 * A formatter built the first time it is used, not when its module loads: the first `Intl`
 * formatter a page builds loads the browser's locale data (50–180 ms of main thread on a shared
 * AMD EPYC core, docs/benchmarks.md), which a screen's start-up should not pay for a format it
 * may never show.
 */
export function lazyFormat<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
