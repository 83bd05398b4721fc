import { useCallback, useEffect, useState } from 'react';
import { HIGHLIGHT_FLASH_MS } from '#shared/constants.ts';

interface Options {
  paragraphCount: number;
  restartSample: (index: number) => void;
  scrollToParagraph: (index: number) => void;
  refreshPosition: () => void;
}

/**
 * Jumps to a paragraph (sections, table of contents, notes page), with the 3 s highlight flash
 * when asked.
 */
export function useParagraphJumps({
  paragraphCount,
  restartSample,
  scrollToParagraph,
  refreshPosition,
}: Options) {
  const [flashIndex, setFlashIndex] = useState<number | null>(null);
  useEffect(() => {
    if (flashIndex === null) return;
    const timer = setTimeout(() => setFlashIndex(null), HIGHLIGHT_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashIndex]);

  const jumpTo = useCallback(
    (index: number, flash: boolean) => {
      const target = Math.min(Math.max(0, index), paragraphCount - 1);
      restartSample(target);
      scrollToParagraph(target);
      // An instant jump is read at once (a smooth one also sends scroll events as it goes).
      refreshPosition();
      const node = document.getElementById(`paragrafo-${target}`);
      if (node) {
        // Keyboard and screen-reader users continue from the paragraph they jumped to.
        node.setAttribute('tabindex', '-1');
        node.focus({ preventScroll: true });
      }
      if (flash) setFlashIndex(target);
    },
    [paragraphCount, restartSample, scrollToParagraph, refreshPosition],
  );
  return { jumpTo, flashIndex };
}
