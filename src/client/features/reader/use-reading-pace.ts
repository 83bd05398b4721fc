import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readPace, writePace } from './reader-storage.ts';
import {
  PACE_MIN_SAMPLE_MS,
  type ReadingPace,
  timeLeft,
  updatePace,
  wordsFromEachParagraph,
} from './reading-rules.ts';

/** How often active time is counted. */
const PACE_TICK_MS = 5_000;
/** A sample is taken after this much active reading. */
const PACE_SAMPLE_MS = Math.max(PACE_MIN_SAMPLE_MS, 30_000);

/**
 * Beyond SPEC: the minutes left in the voyage (the voyage's own reading time until the traveller's
 * pace is known, then that pace: `timeLeft`). Words per minute are
 * measured while the traveller is active (words passed ÷ active time), kept on the device, and
 * blended over time; jumps (sections, table of contents) are not reading and restart the sample.
 */
export function useReadingPace(
  paragraphs: readonly string[],
  durationMinutes: number,
  currentIndex: number,
  active: boolean,
) {
  const wordsFrom = useMemo(() => wordsFromEachParagraph(paragraphs), [paragraphs]);
  const [pace, setPace] = useState<ReadingPace>(readPace);
  const sample = useRef({ fromIndex: currentIndex, activeMs: 0 });
  const current = useRef(currentIndex);
  current.current = currentIndex;
  const isActive = useRef(active);
  isActive.current = active;

  useEffect(() => {
    const timer = setInterval(() => {
      if (!isActive.current) return;
      sample.current.activeMs += PACE_TICK_MS;
      if (sample.current.activeMs < PACE_SAMPLE_MS) return;
      const words = (wordsFrom[sample.current.fromIndex] ?? 0) - (wordsFrom[current.current] ?? 0);
      setPace((previous) => {
        const next = updatePace(previous, words, sample.current.activeMs);
        if (next !== previous) writePace(next);
        return next;
      });
      sample.current = { fromIndex: current.current, activeMs: 0 };
    }, PACE_TICK_MS);
    return () => clearInterval(timer);
  }, [wordsFrom]);

  /** A jump is not reading: start a new sample from where the traveller lands. */
  const restartSample = useCallback((fromIndex: number) => {
    sample.current = { fromIndex, activeMs: 0 };
  }, []);

  return {
    minutesLeft: timeLeft(wordsFrom[currentIndex] ?? 0, wordsFrom[0] ?? 0, pace, durationMinutes),
    restartSample,
  };
}
