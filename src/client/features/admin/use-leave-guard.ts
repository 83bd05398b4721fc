import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Leaving with unsaved words asks first: the browser for a reload or a closed tab, the router for
 * a link, the back button or any other way out of this screen. A replacing navigation (the editor's
 * own, once a new voyage is saved under its id) goes through.
 */
export function useLeaveGuard(changed: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      changed && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  return blocker;
}
