import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered HTML hydrates, true after: a page whose first render depends on the
 * address's query (which the prerender never saw) renders the prerendered view first, then its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
