import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NarrationAudio, NarrationPlayer } from '#client/features/audio/narration-player.tsx';
import { useDeviceVoice } from '#client/features/audio/use-device-voice.ts';
import { useNarration } from '#client/features/audio/use-narration.ts';
import { ProgressConflictPrompt } from '#client/features/offline/progress-conflict-prompt.tsx';
import { voyageContentQueryKey } from '#client/features/voyages/api/voyage-content.ts';
import { celebrate } from '#client/lib/celebrate.ts';
import { notifyError } from '#client/lib/notify.ts';
import {
  ACTIVITY_WINDOW_MS,
  COMPLETION_REDIRECT_MS,
  HIGHLIGHT_FLASH_MS,
  QUOTE_BANNER_MAX_CHARS,
  type ReaderTheme,
  SCROLL_RESTORE_DELAY_MS,
  SCROLL_RESTORE_FLAG_CLEAR_MS,
} from '#shared/constants.ts';
import { truncateText } from '#shared/format/truncate-text.ts';
import { pt } from '#shared/messages/pt.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { paths } from '#shared/paths.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { saveVoyageProgress } from './api/save-progress.ts';
import { CompleteButton, CompletedBadge, CompletionHint, CompletionPrompt } from './completion.tsx';
import { EbookAdBanner } from './ebook-ad-banner.tsx';
import { FloatingControls } from './floating-controls.tsx';
import type { Annotation } from './marks-outbox.ts';
import { deleteNote, pullVoyage, saveNote, toggleBookmark } from './marks-sync.ts';
import { NoteEditor, type NoteEditorTarget } from './note-editor.tsx';
import { Paragraph } from './paragraph.tsx';
import { ReaderHeader } from './reader-header.tsx';
import { ReaderPortalContext } from './reader-portal.ts';
import { ReaderProgressBar } from './reader-progress-bar.tsx';
import {
  closeEbookAd,
  isEbookAdClosed,
  markLoaded,
  readFontSize,
  readTheme,
  setInitialScrollFlag,
  writeFontSize,
  writeTheme,
} from './reader-storage.ts';
import {
  clampFontSize,
  fontSizeRem,
  nextTheme,
  scrollTargetForPercent,
  sectionTarget,
  showsCompletionHint,
  showsCompletionPrompt,
  showsEbookAd,
} from './reading-rules.ts';
import { TableOfContents } from './table-of-contents.tsx';
import { useActivity } from './use-activity.ts';
import { useAutoScroll } from './use-auto-scroll.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useProgressSaving } from './use-progress-saving.ts';
import { useReaderShortcuts } from './use-reader-shortcuts.ts';
import { useReadingPace } from './use-reading-pace.ts';
import { useReadingPosition } from './use-reading-position.ts';
import { useVoyageMarks } from './use-voyage-marks.ts';

const TEXT_ID = 'texto-da-viagem';
/** After a manual scroll, the narration stops pulling the page to the spoken paragraph this long. */
const NARRATION_FOLLOW_PAUSE_MS = 5_000;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** `#paragrafo-12` (from the notes page) names a paragraph to open at. */
function paragraphFromHash(hash: string, count: number): number | null {
  const match = /^#paragrafo-(\d+)$/.exec(hash);
  if (!match) return null;
  const index = Number(match[1]);
  return index < count ? index : null;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** The staff's preview (docs/decisions/067): progress and completion stay on this screen. */
export interface ReaderPreview {
  /** Where 'back' and the end of the voyage lead (the editor). */
  backTo: string;
  banner: ReactNode;
}

/** The reading screen once a started voyage's content is here (SPEC §2.5, §4.5). */
export function VoyageReader({ content, preview }: { content: VoyageContent; preview?: ReaderPreview }) {
  const voyageId = content.id;
  const paragraphs = content.paragraphs;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const article = useRef<HTMLDivElement>(null);
  const progressFill = useRef<HTMLDivElement>(null);
  /** True while the page positions itself (SPEC's initial-scroll flag). */
  const initialScroll = useRef(false);

  // Appearance, kept on the device.
  const [theme, setTheme] = useState<ReaderTheme>(readTheme);
  const [fontSize, setFontSize] = useState(readFontSize);
  const cycleTheme = useCallback(() => {
    const next = nextTheme(theme);
    writeTheme(next);
    setTheme(next);
  }, [theme]);
  const changeFontSize = useCallback(
    (delta: number) => {
      const next = clampFontSize(fontSize + delta);
      writeFontSize(next);
      setFontSize(next);
    },
    [fontSize],
  );

  // Notes and bookmarks: the device's copies now, the server's once downloaded.
  const marks = useVoyageMarks(voyageId);
  useEffect(() => {
    void pullVoyage(voyageId, content.title);
  }, [voyageId, content.title]);

  const notesLayout = marks.notes.reduce((sum, note) => sum + note.note.length + 1, 0);
  const {
    position,
    scrollToParagraph,
    refresh: refreshPosition,
  } = useReadingPosition({
    article,
    progressFill,
    ignoreScroll: initialScroll,
    layoutKey: `${fontSize}:${notesLayout}`,
  });
  const { percent, currentIndex } = position;

  // Activity, and the 10 s after load before progress counts (SPEC §4.5).
  const active = useActivity(initialScroll);
  const [warmedUp, setWarmedUp] = useState(false);
  useEffect(() => {
    markLoaded(voyageId, Date.now());
    const timer = setTimeout(() => setWarmedUp(true), ACTIVITY_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [voyageId]);
  const tracking = active && warmedUp;

  const [completed, setCompleted] = useState(false);
  const [completing, setCompleting] = useState(false);
  useProgressSaving(voyageId, percent, tracking && !preview, completed);

  const pace = useReadingPace(paragraphs, currentIndex, active);
  const autoScroll = useAutoScroll();
  const fullscreen = useFullscreen();

  // Narration (SPEC §4.5 Audio, docs/decisions/070).
  const narrationSource = {
    voyageId,
    title: content.title,
    cover: content.coverImage,
    audioUrl: content.audioUrl,
    timings: content.narrationTimings,
    paragraphs,
  };
  const recorded = useNarration(narrationSource);
  // No recording: the device's own pt-BR voice, where it has one.
  const deviceVoice = useDeviceVoice(narrationSource, !content.audioUrl);
  const narration = content.audioUrl ? recorded : deviceVoice;

  // Jumps (sections, table of contents, notes page) and the 3 s highlight flash.
  const [flashIndex, setFlashIndex] = useState<number | null>(null);
  useEffect(() => {
    if (flashIndex === null) return;
    const timer = setTimeout(() => setFlashIndex(null), HIGHLIGHT_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashIndex]);

  const { restartSample } = pace;
  const jumpTo = useCallback(
    (index: number, flash: boolean) => {
      const target = Math.min(Math.max(0, index), paragraphs.length - 1);
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
    [paragraphs.length, restartSample, scrollToParagraph, refreshPosition],
  );

  // While listening, the section buttons and the table of contents move the narration too.
  const { open: narrationOpen, seekToParagraph } = narration;
  const jumpAndListen = useCallback(
    (index: number, flash: boolean) => {
      jumpTo(index, flash);
      if (narrationOpen) seekToParagraph(index);
    },
    [jumpTo, narrationOpen, seekToParagraph],
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

  // Opening position: a paragraph named in the address, or the saved percent (SPEC §4.5).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the content first shows.
  useEffect(() => {
    const hashIndex = paragraphFromHash(window.location.hash, paragraphs.length);
    if (hashIndex !== null) {
      const timer = setTimeout(() => jumpTo(hashIndex, true), SCROLL_RESTORE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!(content.isStarted && !content.isCompleted && content.progress > 0)) return;
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
    const restore = setTimeout(() => restoreTo(3), SCROLL_RESTORE_DELAY_MS);
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

  // Completion (SPEC §4.5): the prompt at 98%, then a persistent button once it is closed.
  const [promptOpen, setPromptOpen] = useState(false);
  const [promptClosed, setPromptClosed] = useState(false);
  const promptDue = showsCompletionPrompt(percent, tracking, completed);
  useEffect(() => {
    if (promptDue && !promptClosed) setPromptOpen(true);
  }, [promptDue, promptClosed]);

  const { stop: stopAutoScroll } = autoScroll;
  const complete = useCallback(async () => {
    setPromptOpen(false);
    setPromptClosed(true);
    setCompleting(true);
    stopAutoScroll();
    try {
      if (!preview) await saveVoyageProgress(voyageId, 100, true);
      setCompleted(true);
      void celebrate();
      // Home, episodes and counts change; this screen's own content must not reload (it would be a 410).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== voyageContentQueryKey(voyageId)[0],
      });
    } catch (error) {
      // SPEC §8 'Progress': the traveller asked for this save, so a failure is said (the periodic
      // saves are only logged); the button stays for another try.
      console.warn('reader: completion not saved', error);
      notifyError(pt.voyages.progressFailure);
    } finally {
      setCompleting(false);
    }
  }, [voyageId, queryClient, stopAutoScroll, preview]);

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => navigate(preview?.backTo ?? paths.travellerHome), COMPLETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completed, navigate, preview?.backTo]);

  // The ebook offer (SPEC §4.5).
  const [adClosed, setAdClosed] = useState(() => isEbookAdClosed(voyageId));
  const showAd =
    !adClosed &&
    showsEbookAd({ isFree: content.isFree, isCompleted: completed || content.isCompleted }, percent);

  // Changes the page shows by itself (a bookmark, a note) are also said to screen readers; no toast
  // covers the text while reading.
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => {
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  // Notes and bookmarks on the current paragraph.
  const [editor, setEditor] = useState<NoteEditorTarget | null>(null);
  const openNote = useCallback(
    (index: number, note?: Annotation) => {
      stopAutoScroll();
      setEditor({
        paragraphIndex: index,
        paragraphText: paragraphs[index] ?? '',
        noteId: note?.id,
        initialText: note?.note ?? '',
      });
    },
    [paragraphs, stopAutoScroll],
  );
  const noteOnCurrent = useCallback(
    () => openNote(currentIndex, marks.notesByParagraph.get(currentIndex)?.[0]),
    [openNote, currentIndex, marks.notesByParagraph],
  );
  const bookmarkCurrent = useCallback(() => {
    const on = toggleBookmark(voyageId, currentIndex, paragraphs[currentIndex] ?? '');
    announce(on ? readerUi.controls.bookmarkAdded : readerUi.controls.bookmarkRemoved);
  }, [voyageId, currentIndex, paragraphs, announce]);

  const [tocOpen, setTocOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [controlsHidden, setControlsHidden] = useState(false);

  const previousSection = useCallback(
    () => jumpAndListen(sectionTarget(currentIndex, -1, paragraphs.length), false),
    [jumpAndListen, currentIndex, paragraphs.length],
  );
  const nextSection = useCallback(
    () => jumpAndListen(sectionTarget(currentIndex, 1, paragraphs.length), false),
    [jumpAndListen, currentIndex, paragraphs.length],
  );

  const { stop: stopScrolling } = autoScroll;
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

  useReaderShortcuts(
    {
      previousSection,
      nextSection,
      cycleTheme,
      fontLarger: () => changeFontSize(1),
      fontSmaller: () => changeFontSize(-1),
      toggleBookmark: bookmarkCurrent,
      editNote: noteOnCurrent,
      toggleAutoScroll: autoScroll.toggle,
      openToc: () => setTocOpen(true),
      toggleFullscreen: fullscreen.toggle,
      toggleNarration: narrationToggle,
      toggleControls: () => setControlsHidden((hidden) => !hidden),
      showHelp: () => setHelpOpen(true),
    },
    !completed,
  );

  const quotesByParagraph = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const highlight of content.highlights) {
      map.set(highlight.position, [...(map.get(highlight.position) ?? []), highlight.quote]);
    }
    return map;
  }, [content.highlights]);

  const openingQuote = truncateText(paragraphs[0] ?? '', QUOTE_BANNER_MAX_CHARS);
  const published = formatDate(content.date);
  const byline = readerUi.byline(content.author);
  const style = { '--reader-font-size': `${fontSizeRem(fontSize)}rem` } as CSSProperties;

  return (
    <ReaderPortalContext.Provider value={root}>
      <div ref={setRoot} className="reader" data-theme={theme} style={style}>
        <a
          href={`#${TEXT_ID}`}
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-(--reader-surface) focus:px-4 focus:py-2"
        >
          {readerUi.skipToText}
        </a>
        <ReaderHeader
          progressBar={<ReaderProgressBar percent={percent} fill={progressFill} />}
          title={content.title}
          backTo={preview?.backTo ?? paths.voyageDetail(voyageId)}
          percent={percent}
          minutesLeft={pace.minutesLeft}
          hidden={position.headerHidden && !tocOpen && !helpOpen}
          onOpenToc={() => setTocOpen(true)}
          helpOpen={helpOpen}
          onHelpOpenChange={setHelpOpen}
        />

        <main className="overflow-x-clip px-6 pt-24 pb-56 sm:px-8 sm:pt-32">
          {preview && (
            <div
              role="note"
              className="mx-auto mb-8 max-w-[42rem] rounded-xl border border-(--reader-border) px-4 py-3 text-sm"
            >
              {preview.banner}
            </div>
          )}
          <article aria-labelledby="titulo-da-viagem" className="mx-auto max-w-[42rem]">
            <header className="mb-12 sm:mb-16">
              {content.coverImage && (
                <img
                  src={content.coverImage}
                  alt=""
                  width={400}
                  height={240}
                  decoding="async"
                  className="mb-8 aspect-[5/3] w-full rounded-2xl object-cover shadow-(--reader-shadow) [[data-theme=dark]_&]:brightness-90 [[data-theme=sepia]_&]:sepia-[.25]"
                />
              )}
              {content.themes.length > 0 && (
                <ul className="mb-5 flex flex-wrap gap-2" aria-label={readerUi.themes}>
                  {content.themes.map((voyageTheme) => (
                    <li
                      key={voyageTheme}
                      className="rounded-full border border-(--reader-border) px-3 py-1 text-xs font-semibold tracking-wide text-(--reader-muted) uppercase"
                    >
                      {voyageTheme}
                    </li>
                  ))}
                </ul>
              )}
              <h1
                id="titulo-da-viagem"
                className="font-display text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl"
              >
                {content.title}
              </h1>
              <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-(--reader-muted)">
                <span>
                  {byline.by} <span className="font-semibold text-(--reader-text)">{byline.name}</span>
                </span>
                {published && (
                  <>
                    <span aria-hidden="true">·</span>
                    <time dateTime={content.date ?? undefined}>{published}</time>
                  </>
                )}
                <span aria-hidden="true">·</span>
                <span>
                  {content.duration} {readerUi.minutesOfReading}
                </span>
              </p>
              {content.summary && (
                <p className="mt-6 font-display text-xl leading-relaxed text-(--reader-muted) sm:text-2xl">
                  {content.summary}
                </p>
              )}
              {openingQuote && (
                <figure className="mt-10 border-l-4 border-(--reader-accent) pl-5 sm:pl-7">
                  <blockquote className="font-display text-2xl leading-snug italic sm:text-3xl">
                    <p>“{openingQuote}”</p>
                  </blockquote>
                  <figcaption className="mt-3 text-sm text-(--reader-muted)">
                    {readerUi.openingQuote}
                  </figcaption>
                </figure>
              )}
            </header>

            <div id={TEXT_ID} ref={article} className="reader-prose" tabIndex={-1}>
              {paragraphs.map((text, index) => (
                <Paragraph
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are a fixed list addressed by index.
                  key={index}
                  index={index}
                  text={text}
                  quotes={quotesByParagraph.get(index)}
                  notes={marks.notesByParagraph.get(index)}
                  bookmarked={marks.bookmarkedParagraphs.has(index)}
                  current={index === currentIndex}
                  flashing={index === flashIndex}
                  narrating={index === narratedIndex}
                  onListenFrom={narrationOpen ? seekToParagraph : undefined}
                  onEditNote={openNote}
                />
              ))}
            </div>
            <p className="mt-16 text-center font-display text-2xl text-(--reader-muted)" aria-hidden="true">
              ~ ❧ ~
            </p>
          </article>
          {completed && <CompletedBadge />}
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </main>

        <FloatingControls
          hidden={controlsHidden}
          onToggleHidden={() => setControlsHidden((hidden) => !hidden)}
          canGoBack={currentIndex > 0}
          canGoForward={currentIndex < paragraphs.length - 1 && percent < 100}
          onPreviousSection={previousSection}
          onNextSection={nextSection}
          showScrollTop={position.showScrollTop}
          onScrollTop={() => jumpTo(0, false)}
          autoScroll={autoScroll}
          bookmarked={marks.bookmarkedParagraphs.has(currentIndex)}
          onToggleBookmark={bookmarkCurrent}
          onEditNote={noteOnCurrent}
          fontSize={fontSize}
          onFontSmaller={() => changeFontSize(-1)}
          onFontLarger={() => changeFontSize(1)}
          theme={theme}
          onCycleTheme={cycleTheme}
          fullscreen={fullscreen}
          // Shown even without any voice: it says why there is no audio (SPEC §8).
          narration={{
            open: narrationOpen,
            playing: narrationPlaying,
            deviceVoice: !content.audioUrl && narration.available,
            onToggle: narrationToggle,
          }}
        >
          {narrationOpen && (
            <NarrationPlayer
              narration={{ ...narration, close: closePlayer }}
              title={content.title}
              paragraphCount={paragraphs.length}
              deviceVoice={!content.audioUrl}
              listenHere={{ paragraphIndex: currentIndex, onListen: () => seekToParagraph(currentIndex) }}
            />
          )}
          {showAd && (
            <EbookAdBanner
              onClose={() => {
                closeEbookAd(voyageId);
                setAdClosed(true);
              }}
            />
          )}
          {showsCompletionHint(percent, tracking, completed) && <CompletionHint percent={percent} />}
          {promptClosed && !completed && <CompleteButton completing={completing} onComplete={complete} />}
        </FloatingControls>

        <TableOfContents
          open={tocOpen}
          onOpenChange={setTocOpen}
          summary={content.summary}
          author={content.author}
          duration={content.duration}
          themes={content.themes}
          highlights={content.highlights}
          bookmarks={marks.bookmarks}
          notes={marks.notes}
          paragraphCount={paragraphs.length}
          percent={percent}
          onJump={jumpAndListen}
        />
        <NarrationAudio narration={recorded} />
        <NoteEditor
          target={editor}
          onClose={() => setEditor(null)}
          onSave={(target, text) => {
            saveNote({
              voyageId,
              voyageTitle: content.title,
              paragraphIndex: target.paragraphIndex,
              paragraphText: target.paragraphText,
              note: text,
              id: target.noteId,
            });
            setEditor(null);
            announce(readerUi.notes.saved);
          }}
          onDelete={(target) => {
            if (target.noteId) deleteNote(voyageId, target.noteId);
            setEditor(null);
            announce(readerUi.notes.deleted);
          }}
        />
        {/* Issue 8: another device went further while this one was offline (decision 053). */}
        <ProgressConflictPrompt voyageId={voyageId} />
        <CompletionPrompt
          open={promptOpen}
          onConfirm={complete}
          onDismiss={() => {
            setPromptOpen(false);
            setPromptClosed(true);
          }}
        />
      </div>
    </ReaderPortalContext.Provider>
  );
}
