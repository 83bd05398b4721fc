import { type RefObject, useEffect } from 'react';
import { SCROLL_RESTORE_DELAY_MS, SCROLL_RESTORE_FLAG_CLEAR_MS } from '#shared/constants.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { readReadingAnchor, setInitialScrollFlag } from './reader-storage.ts';
import { type ReadingAnchor, scrollTargetForPercent } from './reading-rules.ts';

/** `#paragrafo-12` (from the notes page) names a paragraph to open at. */
function paragraphFromHash(hash: string, count: number): number | null {
  const match = /^#paragrafo-(\d+)$/.exec(hash);
  if (!match) return null;
  const index = Number(match[1]);
  return index < count ? index : null;
}

/**
 * Opening position: a paragraph named in the address; else the place this device left, unless the
 * saved progress is further (read on another device); else the saved percent (SPEC §4.5). While
 * the page positions itself, `initialScroll` is up (SPEC's initial-scroll flag).
 */
export function useOpeningPosition(
  content: VoyageContent,
  jumpTo: (index: number, flash: boolean) => void,
  restorePlace: (place: ReadingAnchor) => void,
  initialScroll: RefObject<boolean>,
) {
  const voyageId = content.id;
  const paragraphs = content.paragraphs;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the content first shows.
  useEffect(() => {
    const hashIndex = paragraphFromHash(window.location.hash, paragraphs.length);
    if (hashIndex !== null) {
      const timer = setTimeout(() => jumpTo(hashIndex, true), SCROLL_RESTORE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!content.isStarted || content.isCompleted) return;
    const kept = readReadingAnchor(voyageId);
    const place = kept && kept.index < paragraphs.length && kept.percent >= content.progress ? kept : null;
    if (!place && content.progress <= 0) return;
    initialScroll.current = true;
    setInitialScrollFlag(voyageId, true);
    let frame = 0;
    // Paragraphs that arrive on screen take their real height and move the page a little:
    // the position is corrected on the next frames, while the flag is still up.
    const restoreTo = (corrections: number) => {
      const target = scrollTargetForPercent(
        content.progress,
        document.documentElement.scrollHeight,
        window.innerHeight,
      );
      if (Math.abs(window.scrollY - target) > 2) window.scrollTo({ top: target, behavior: 'instant' });
      if (corrections > 0) {
        frame = requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => restoreTo(corrections - 1));
        });
      }
    };
    // The place is held by the reading position as paragraphs render; a percent is corrected here.
    const restore = setTimeout(() => (place ? restorePlace(place) : restoreTo(3)), SCROLL_RESTORE_DELAY_MS);
    const clear = setTimeout(() => {
      initialScroll.current = false;
      setInitialScrollFlag(voyageId, false);
    }, SCROLL_RESTORE_FLAG_CLEAR_MS);
    return () => {
      clearTimeout(restore);
      clearTimeout(clear);
      cancelAnimationFrame(frame);
      initialScroll.current = false;
      setInitialScrollFlag(voyageId, false);
    };
  }, []);
}
