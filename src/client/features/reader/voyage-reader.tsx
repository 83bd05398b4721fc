import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { NarrationAudio, NarrationPlayer } from '#client/features/audio/narration-player.tsx';
import { ProgressConflictPrompt } from '#client/features/offline/progress-conflict-prompt.tsx';
import { href } from '#shared/href.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { CompleteButton, CompletionHint, CompletionPrompt } from './completion.tsx';
import { EbookAdBanner } from './ebook-ad-banner.tsx';
import { FloatingControls } from './floating-controls.tsx';
import { NoteEditor } from './note-editor.tsx';
import { ReaderArticle, SkipToText } from './reader-article.tsx';
import { ReaderHeader } from './reader-header.tsx';
import { ReaderPortalContext } from './reader-portal.ts';
import { ReaderProgressBar } from './reader-progress-bar.tsx';
import { writeReadingAnchor } from './reader-storage.ts';
import { fontSizeRem, showsCompletionHint } from './reading-rules.ts';
import { TableOfContents } from './table-of-contents.tsx';
import { useActivity } from './use-activity.ts';
import { useAutoScroll } from './use-auto-scroll.ts';
import { useCompletion } from './use-completion.ts';
import { useEbookOffer } from './use-ebook-offer.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useMarkEditing } from './use-mark-editing.ts';
import { useOpeningPosition } from './use-opening-position.ts';
import { useParagraphJumps } from './use-paragraph-jumps.ts';
import { useProgressSaving } from './use-progress-saving.ts';
import { useReaderAppearance } from './use-reader-appearance.ts';
import { useReaderNarration } from './use-reader-narration.ts';
import { useReaderShortcuts } from './use-reader-shortcuts.ts';
import { useReadingPace } from './use-reading-pace.ts';
import { useReadingPosition } from './use-reading-position.ts';
import { useReadingWarmUp } from './use-reading-warm-up.ts';
import { useReaderMarks } from './use-voyage-marks.ts';

/** The staff's preview (docs/architecture/admin.md): progress and completion stay on this screen. */
export interface ReaderPreview {
  /** Where 'back' and the end of the voyage lead (the editor). */
  backTo: string;
  banner: ReactNode;
}

/** The reading screen once a started voyage's content is here (SPEC §2.5, §4.5). */
export function VoyageReader({ content, preview }: { content: VoyageContent; preview?: ReaderPreview }) {
  const voyageId = content.id;
  const paragraphs = content.paragraphs;

  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const article = useRef<HTMLDivElement>(null);
  const progressFill = useRef<HTMLDivElement>(null);
  /** True while the page positions itself (SPEC's initial-scroll flag). */
  const initialScroll = useRef(false);

  const { theme, fontSize, cycleTheme, changeFontSize } = useReaderAppearance();

  const marks = useReaderMarks(voyageId, content.title);

  const notesLayout = marks.notes.reduce((sum, note) => sum + note.note.length + 1, 0);
  const {
    position,
    scrollToParagraph,
    refresh: refreshPosition,
    restorePlace,
  } = useReadingPosition({
    article,
    progressFill,
    ignoreScroll: initialScroll,
    layoutKey: `${fontSize}:${theme}:${notesLayout}`,
    // The staff's preview keeps nothing (docs/architecture/admin.md).
    onPlaceReached: preview ? undefined : (place) => writeReadingAnchor(voyageId, place),
  });
  const { percent, currentIndex } = position;

  // Activity, and the 10 s after load before progress counts (SPEC §4.5).
  const active = useActivity(initialScroll);
  const warmedUp = useReadingWarmUp(voyageId);
  const tracking = active && warmedUp;

  const pace = useReadingPace(paragraphs, content.duration, currentIndex, active);
  const autoScroll = useAutoScroll();
  const fullscreen = useFullscreen();

  const completion = useCompletion({ voyageId, percent, tracking, preview, stopAutoScroll: autoScroll.stop });
  const { completed } = completion;
  useProgressSaving(voyageId, percent, tracking && !preview, completed);

  const { jumpTo, flashIndex } = useParagraphJumps({
    paragraphCount: paragraphs.length,
    restartSample: pace.restartSample,
    scrollToParagraph,
    refreshPosition,
  });
  const { recorded, narration, jumpAndListen, previousSection, nextSection, narrationToggle, closePlayer } =
    useReaderNarration(content, {
      currentIndex,
      jumpTo,
      scrollToParagraph,
      stopScrolling: autoScroll.stop,
    });
  useOpeningPosition(content, jumpTo, restorePlace, initialScroll);

  const ebookOffer = useEbookOffer(content, completed, percent);

  const editing = useMarkEditing({
    voyageId,
    voyageTitle: content.title,
    paragraphs,
    currentIndex,
    notesByParagraph: marks.notesByParagraph,
    stopAutoScroll: autoScroll.stop,
  });

  const [tocOpen, setTocOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [controlsHidden, setControlsHidden] = useState(false);

  useReaderShortcuts(
    {
      previousSection,
      nextSection,
      cycleTheme,
      fontLarger: () => changeFontSize(1),
      fontSmaller: () => changeFontSize(-1),
      toggleBookmark: editing.bookmarkCurrent,
      editNote: editing.noteOnCurrent,
      toggleAutoScroll: autoScroll.toggle,
      openToc: () => setTocOpen(true),
      toggleFullscreen: fullscreen.toggle,
      toggleNarration: narrationToggle,
      toggleControls: () => setControlsHidden((hidden) => !hidden),
      showHelp: () => setHelpOpen(true),
    },
    !completed,
  );

  const style = { '--reader-font-size': `${fontSizeRem(fontSize)}rem` } as CSSProperties;

  return (
    <ReaderPortalContext.Provider value={root}>
      <div ref={setRoot} className="reader" data-theme={theme} style={style}>
        <SkipToText />
        <ReaderHeader
          progressBar={<ReaderProgressBar percent={percent} fill={progressFill} />}
          title={content.title}
          backTo={preview?.backTo ?? href(appRoutePatterns.voyageDetail, { id: voyageId })}
          percent={percent}
          minutesLeft={pace.minutesLeft}
          hidden={position.headerHidden && !tocOpen && !helpOpen}
          onOpenToc={() => setTocOpen(true)}
          helpOpen={helpOpen}
          onHelpOpenChange={setHelpOpen}
        />

        <ReaderArticle
          content={content}
          previewBanner={preview?.banner}
          article={article}
          notesByParagraph={marks.notesByParagraph}
          bookmarkedParagraphs={marks.bookmarkedParagraphs}
          currentIndex={currentIndex}
          flashIndex={flashIndex}
          narratedIndex={narration.narratedIndex}
          onListenFrom={narration.open ? narration.seekToParagraph : undefined}
          onEditNote={editing.openNote}
          completed={completed}
          announcement={editing.announcement}
        />

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
          onToggleBookmark={editing.bookmarkCurrent}
          onEditNote={editing.noteOnCurrent}
          fontSize={fontSize}
          onFontSmaller={() => changeFontSize(-1)}
          onFontLarger={() => changeFontSize(1)}
          theme={theme}
          onCycleTheme={cycleTheme}
          fullscreen={fullscreen}
          // Shown even without any voice: it says why there is no audio (SPEC §8).
          narration={{
            open: narration.open,
            playing: narration.playing,
            deviceVoice: !content.audioUrl && narration.available,
            onToggle: narrationToggle,
          }}
        >
          {narration.open && (
            <NarrationPlayer
              narration={{ ...narration, close: closePlayer }}
              title={content.title}
              paragraphCount={paragraphs.length}
              deviceVoice={!content.audioUrl}
              listenHere={{
                paragraphIndex: currentIndex,
                onListen: () => narration.seekToParagraph(currentIndex),
              }}
            />
          )}
          {ebookOffer.shown && <EbookAdBanner onClose={ebookOffer.close} />}
          {showsCompletionHint(percent, tracking, completed) && <CompletionHint percent={percent} />}
          {completion.promptClosed && !completed && (
            <CompleteButton completing={completion.completing} onComplete={completion.complete} />
          )}
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
          target={editing.editor}
          onClose={editing.closeEditor}
          onSave={editing.saveEditedNote}
          onDelete={editing.deleteEditedNote}
        />
        {/* Issue 8: another device went further while this one was offline (docs/architecture/pwa.md). */}
        <ProgressConflictPrompt voyageId={voyageId} />
        <CompletionPrompt
          open={completion.promptOpen}
          onConfirm={completion.complete}
          onDismiss={completion.dismissPrompt}
        />
      </div>
    </ReaderPortalContext.Provider>
  );
}
