/**
 * React's `lazy` for a part of a screen whose script loads after the screen (the toaster, the app's
 * banners, a tab's or a card's code). A plain `lazy` whose script cannot arrive throws, and the
 * whole screen gives way to "Algo deu errado": on a boat the signal often drops between the page
 * and its later scripts. Here the part stays unseen (its Suspense fallback) and its script is asked
 * for again when the signal returns, or after a wait that grows as `retryDelayMs` says.
 */
import { type ComponentType, lazy } from 'react';
import { retryDelayMs } from './retry.ts';

/** Resolves when the browser says the signal is back, or after `ms`, whichever comes first. */
function signalOrDelay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own `lazy`.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    for (let failures = 0; ; failures += 1) {
      try {
        return await load();
      } catch (error) {
        console.warn('a part of the page did not load; trying again', error);
        await signalOrDelay(retryDelayMs(failures));
      }
    }
  });
}
