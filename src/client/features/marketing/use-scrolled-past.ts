import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `thresholdPx`. Starts false and is measured in an
 * effect, so the prerendered HTML and the first client render agree.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  return scrolledPast;
}
