import { useCallback, useEffect, useRef } from 'react';
import { useDeviceVoice } from '#client/features/audio/use-device-voice.ts';
import { useNarration } from '#client/features/audio/use-narration.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { sectionTarget } from './reading-rules.ts';

/** After a manual scroll, the narration stops pulling the page to the spoken paragraph this long. */
const NARRATION_FOLLOW_PAUSE_MS = 5_000;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

interface Options {
  /** The paragraph the reader is on: the sections move from it. */
  currentIndex: number;
  jumpTo: (index: number, flash: boolean) => void;
  scrollToParagraph: (index: number) => void;
  stopScrolling: () => void;
}

/**
 * Narration on the reading screen (SPEC §4.5 Audio, docs/decisions/070): the recording, or the
 * device's own pt-BR voice where there is none; the spoken paragraph followed on screen; jumps (the
 * sections, the table of contents) that move the narration too.
 */
export function useReaderNarration(
  content: VoyageContent,
  { currentIndex, jumpTo, scrollToParagraph, stopScrolling }: Options,
) {
  const narrationSource = {
    voyageId: content.id,
    title: content.title,
    cover: content.coverImage,
    audioUrl: content.audioUrl,
    timings: content.narrationTimings,
    paragraphs: content.paragraphs,
  };
  const recorded = useNarration(narrationSource);
  // No recording: the device's own pt-BR voice, where it has one.
  const deviceVoice = useDeviceVoice(narrationSource, !content.audioUrl);
  const narration = content.audioUrl ? recorded : deviceVoice;

  // While listening, the section buttons and the table of contents move the narration too.
  const { open: narrationOpen, seekToParagraph } = narration;
  const jumpAndListen = useCallback(
    (index: number, flash: boolean) => {
      jumpTo(index, flash);
      if (narrationOpen) seekToParagraph(index);
    },
    [jumpTo, narrationOpen, seekToParagraph],
  );
  const paragraphCount = content.paragraphs.length;
  const previousSection = useCallback(
    () => jumpAndListen(sectionTarget(currentIndex, -1, paragraphCount), false),
    [jumpAndListen, currentIndex, paragraphCount],
  );
  const nextSection = useCallback(
    () => jumpAndListen(sectionTarget(currentIndex, 1, paragraphCount), false),
    [jumpAndListen, currentIndex, paragraphCount],
  );

  // The narrated paragraph is followed on screen, unless the reader has just scrolled by hand (or by
  // keyboard, to pick a paragraph for 'Ouvir a partir daqui').
  const lastManualScroll = useRef(0);
  useEffect(() => {
    const manual = () => {
      lastManualScroll.current = Date.now();
    };
    const manualByKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) manual();
    };
    window.addEventListener('wheel', manual, { passive: true });
    window.addEventListener('touchmove', manual, { passive: true });
    window.addEventListener('keydown', manualByKey);
    return () => {
      window.removeEventListener('wheel', manual);
      window.removeEventListener('touchmove', manual);
      window.removeEventListener('keydown', manualByKey);
    };
  }, []);
  const { narratedIndex, playing: narrationPlaying } = narration;
  useEffect(() => {
    if (narratedIndex === null || !narrationPlaying) return;
    if (Date.now() - lastManualScroll.current < NARRATION_FOLLOW_PAUSE_MS) return;
    scrollToParagraph(narratedIndex);
  }, [narratedIndex, narrationPlaying, scrollToParagraph]);

  const { toggle: toggleNarration, close: closeNarration } = narration;
  const narrationAvailable = narration.available;
  const narrationToggle = useCallback(() => {
    // SPEC §4.5: opening the player turns auto-scroll off (a voyage with no voice opens nothing).
    if (!narrationOpen && narrationAvailable) stopScrolling();
    toggleNarration();
  }, [narrationOpen, narrationAvailable, stopScrolling, toggleNarration]);
  const closePlayer = useCallback(() => {
    // From listening back to reading: the page stays on the paragraph that was being spoken.
    const spoken = narratedIndex;
    closeNarration();
    if (spoken !== null) jumpTo(spoken, false);
  }, [narratedIndex, closeNarration, jumpTo]);

  return { recorded, narration, jumpAndListen, previousSection, nextSection, narrationToggle, closePlayer };
}
