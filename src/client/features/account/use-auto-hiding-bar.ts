import { useEffect, useState } from 'react';
import { storage } from '#client/lib/storage.ts';

const AUTO_HIDE_KEY = 'top_bar_auto_hide';
const MIN_SCROLL_DELTA_PX = 10;

/** The top bar's auto-hide setting (kept on the device) and whether the bar is hidden right now. */
export function useAutoHidingBar() {
  const [autoHide, setAutoHide] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => setAutoHide(storage.get(AUTO_HIDE_KEY) === 'true'), []);

  useEffect(() => {
    if (!autoHide) {
      setHidden(false);
      return;
    }
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < MIN_SCROLL_DELTA_PX) return;
      setHidden(y > lastY && y > 64);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [autoHide]);

  const toggleAutoHide = () =>
    setAutoHide((current) => {
      storage.set(AUTO_HIDE_KEY, String(!current));
      return !current;
    });

  return { autoHide, hidden, toggleAutoHide };
}
