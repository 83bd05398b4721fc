import { useEffect, useState } from 'react';

/**
 * Leaving with unsaved words asks first: the browser for a reload or a closed tab, this screen
 * for a link of the app. (Links are caught here rather than with the router's blocker, whose code
 * would join the shell every public page downloads, docs/architecture/frontend.md.) `leavingTo` is the address a
 * held link asked for, until the editor stays or leaves.
 */
export function useLeaveGuard(changed: boolean) {
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const holdLink = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      // Caught on the way down, before the router's link sees it.
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', holdLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', holdLink, true);
    };
  }, [changed]);
  return { leavingTo, stay: () => setLeavingTo(null) };
}
