/** Runs `task` once the page has loaded and the browser has had an idle moment: nothing urgent. */
export function afterLoadAndIdle(task: () => void): void {
  const start = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
    else setTimeout(task, 500);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
