import { useCallback, useEffect, useRef, useState } from 'react';
import { autoScrollPixelsPerMs, changeSpeed } from './reading-rules.ts';

export type AutoScrollMode = 'off' | 'on' | 'paused';

/** The longest frame gap counted: a tab in the background must not jump the page when it returns. */
const MAX_FRAME_GAP_MS = 100;

/**
 * Auto-scroll (SPEC §4.5, §9): starts at speed 1 when turned on, speed 1–50 at SPEC's step and
 * delay (glided over animation frames), stops and shows paused on wheel or touch movement, and
 * stops at the end of the page.
 */
export function useAutoScroll() {
  const [mode, setMode] = useState<AutoScrollMode>('off');
  const [speed, setSpeed] = useState(1);
  const speedRef = useRef(speed);
  speedRef.current = speed;

  useEffect(() => {
    if (mode !== 'on') return;
    let frame = 0;
    let last: number | undefined;
    let carry = 0;
    const tick = (time: number) => {
      const elapsed = last === undefined ? 0 : Math.min(time - last, MAX_FRAME_GAP_MS);
      last = time;
      carry += elapsed * autoScrollPixelsPerMs(speedRef.current);
      const whole = Math.floor(carry);
      if (whole >= 1) {
        carry -= whole;
        window.scrollBy(0, whole);
      }
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) {
        setMode('off');
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const pause = () => setMode('paused');
    window.addEventListener('wheel', pause, { passive: true });
    window.addEventListener('touchmove', pause, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', pause);
      window.removeEventListener('touchmove', pause);
    };
  }, [mode]);

  const modeRef = useRef(mode);
  modeRef.current = mode;

  /** Off → on at speed 1; paused → on at the same speed; on → off. */
  const toggle = useCallback(() => {
    const current = modeRef.current;
    if (current === 'on') {
      setMode('off');
      return;
    }
    if (current === 'off') setSpeed(1);
    setMode('on');
  }, []);
  const stop = useCallback(() => setMode('off'), []);
  const faster = useCallback(() => setSpeed((current) => changeSpeed(current, 1)), []);
  const slower = useCallback(() => setSpeed((current) => changeSpeed(current, -1)), []);

  return { mode, speed, toggle, stop, faster, slower };
}
