import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterLoadAndIdle } from '#client/lib/after-load-and-idle.ts';
import { recordPageView } from './record-page-view.ts';

/**
 * Records a page view on every route change (SPEC §1). Failures never reach the reader. The first
 * one waits until the screen has started: its request is not part of the start-up.
 */
export function usePageViewTracking() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const firstView = previous.current === null;
    const referrer = previous.current ?? (document.referrer || null);
    previous.current = pathname;
    const record = () => void recordPageView(pathname, referrer).catch(() => undefined);
    if (firstView) afterLoadAndIdle(record);
    else record();
  }, [pathname]);
}
