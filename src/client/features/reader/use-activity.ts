import { type RefObject, useEffect, useState } from 'react';
import { ACTIVITY_THROTTLE_MS, ACTIVITY_WINDOW_MS } from '#shared/constants.ts';

/**
 * Whether the traveller is reading right now (SPEC §4.5): active on scroll, mouse move (throttled
 * 300 ms), click, key and touch; inactive after 10 s without any. Scrolls the page makes by itself
 * while restoring the saved position (`ignoreScroll`) do not count.
 */
export function useActivity(ignoreScroll: RefObject<boolean>): boolean {
  const [active, setActive] = useState(false);

  useEffect(() => {
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let lastMark = Number.NEGATIVE_INFINITY;

    const mark = () => {
      lastMark = Date.now();
      setActive(true);
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => setActive(false), ACTIVITY_WINDOW_MS);
    };
    // Frequent events (scroll, mouse move) renew the window at most every 300 ms.
    const throttled = () => {
      if (Date.now() - lastMark >= ACTIVITY_THROTTLE_MS) mark();
    };
    const onScroll = () => {
      if (!ignoreScroll.current) throttled();
    };

    const options = { passive: true } as const;
    window.addEventListener('scroll', onScroll, options);
    window.addEventListener('mousemove', throttled, options);
    window.addEventListener('click', mark, options);
    window.addEventListener('keydown', mark, options);
    window.addEventListener('touchstart', mark, options);
    return () => {
      clearTimeout(idleTimer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('mousemove', throttled);
      window.removeEventListener('click', mark);
      window.removeEventListener('keydown', mark);
      window.removeEventListener('touchstart', mark);
    };
  }, [ignoreScroll]);

  return active;
}
