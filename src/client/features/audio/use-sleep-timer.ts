import { useCallback, useEffect, useState } from 'react';

/** The option the traveller chose, and for minutes, when it ends. */
export type SleepTimer =
  | { kind: 'off' }
  | { kind: 'minutes'; minutes: number; endsAt: number }
  | { kind: 'end' };

interface SleepTimerOptions {
  /** Playing again clears the word that the timer stopped the narration. */
  playing: boolean;
  /** Seconds to the end of the voyage, for 'end'; null when the source stops there by itself. */
  secondsToEnd: () => number | null;
  /** Each tick (every 0.5 s), with the seconds left: the source lowers its volume for the last ones. */
  fade: (secondsLeft: number) => void;
  /** Back to the chosen volume, when the timer is off or has ended. */
  restore: () => void;
  pause: () => void;
}

/**
 * The sleep timer of both narration sources (SPEC §4.5 Audio): a countdown, the last seconds
 * fading out, then a pause and a word that it stopped (`sleepEnded`, cleared when playing again).
 * The callbacks must be stable (useCallback): a new one restarts the countdown's tick.
 */
export function useSleepTimer({ playing, secondsToEnd, fade, restore, pause }: SleepTimerOptions) {
  const [sleep, setSleepState] = useState<SleepTimer>({ kind: 'off' });
  const [sleepSecondsLeft, setSleepSecondsLeft] = useState<number | null>(null);
  const [sleepEnded, setSleepEnded] = useState(false);

  const setSleep = useCallback((timer: 'off' | 'end' | number) => {
    setSleepEnded(false);
    if (timer === 'off') setSleepState({ kind: 'off' });
    else if (timer === 'end') setSleepState({ kind: 'end' });
    else setSleepState({ kind: 'minutes', minutes: timer, endsAt: Date.now() + timer * 60_000 });
  }, []);
  const turnOff = useCallback(() => setSleepState({ kind: 'off' }), []);
  useEffect(() => {
    if (playing) setSleepEnded(false);
  }, [playing]);

  useEffect(() => {
    const runs = sleep.kind === 'minutes' || (sleep.kind === 'end' && secondsToEnd() !== null);
    if (!runs) {
      setSleepSecondsLeft(null);
      restore();
      return;
    }
    const tick = () => {
      const left =
        sleep.kind === 'minutes' ? (sleep.endsAt - Date.now()) / 1000 : (secondsToEnd() ?? Infinity);
      setSleepSecondsLeft(sleep.kind === 'minutes' ? Math.max(0, left) : null);
      if (left <= 0) {
        pause();
        restore();
        setSleepState({ kind: 'off' });
        setSleepEnded(true);
        return;
      }
      fade(left);
    };
    tick();
    const timer = setInterval(tick, 500);
    return () => clearInterval(timer);
  }, [sleep, secondsToEnd, fade, restore, pause]);

  return { sleep, sleepSecondsLeft, sleepEnded, setSleep, turnOff };
}

/** What a narration gives the player of its sleep timer. */
export function sleepControls({
  sleep,
  sleepSecondsLeft,
  sleepEnded,
  setSleep,
}: ReturnType<typeof useSleepTimer>) {
  return { sleep, sleepSecondsLeft, sleepEnded, setSleep };
}
