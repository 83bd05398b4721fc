import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from './record-page-view.ts';

/** Records a page view on every route change (SPEC §1). Failures never reach the reader. */
export function usePageViewTracking() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const referrer = previous.current ?? (document.referrer || null);
    previous.current = pathname;
    recordPageView(pathname, referrer).catch(() => undefined);
  }, [pathname]);
}
