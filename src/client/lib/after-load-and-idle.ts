/**
 * Runs `task` once the page has loaded and the browser has had an idle moment (at most 3 s later):
 * nothing urgent. Returns a function that cancels it if it has not run.
 */
export function afterLoadAndIdle(task: () => void): () => void {
  let idle: number | ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    idle =
      'requestIdleCallback' in window
        ? window.requestIdleCallback(task, { timeout: 3_000 })
        : globalThis.setTimeout(task, 500);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle === undefined) return;
    if ('cancelIdleCallback' in window && typeof idle === 'number') window.cancelIdleCallback(idle);
    else globalThis.clearTimeout(idle);
  };
}
