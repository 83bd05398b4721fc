/**
 * The narration player (SPEC §4.5 Audio): a header that expands and collapses it, play/pause,
 * seek, ±15 s, volume with mute, the speed cycle and the sleep timer; 'Carregando áudio...' and the
 * error line. Themed by the reader's CSS variables (the /play page sets the light ones).
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import Headphones from 'lucide-react/icons/headphones';
import Moon from 'lucide-react/icons/moon';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Volume2 from 'lucide-react/icons/volume-2';
import VolumeX from 'lucide-react/icons/volume-x';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { audio as audioTexts, audioUi } from '#shared/messages/pt-audio.ts';
import type { Narration } from './narration.ts';
import { formatClock, formatRate, SLEEP_TIMER_MINUTES } from './narration-rules.ts';
import type { SleepTimer } from './use-sleep-timer.ts';

const texts = audioUi.player;
const SKIP_SECONDS = 15;

const roundButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-(--reader-border)/70 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--reader-accent)';

/** The menu shows the option chosen; the line below it, the time left. */
function sleepOption(sleep: SleepTimer): string {
  return sleep.kind === 'minutes' ? String(sleep.minutes) : sleep.kind;
}

export function NarrationPlayer({
  narration,
  title,
  paragraphCount,
  floating = true,
  deviceVoice = false,
  focusOnMount = false,
  listenHere,
}: {
  narration: Narration;
  title: string;
  paragraphCount: number;
  /** Floating over the reader (collapsible), or part of the page (/play). */
  floating?: boolean;
  /** Read by the device's voice: no timeline, the skip buttons move by paragraph. */
  deviceVoice?: boolean;
  /** Opened by a button that goes away: the keyboard continues on play/pause (Space toggles it). */
  focusOnMount?: boolean;
  /** The reader's paragraph on screen: the narration moves there (the keyboard's tap on a paragraph). */
  listenHere?: { paragraphIndex: number; onListen: () => void };
}) {
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const { playing, loading, error, currentTime, duration, narratedIndex } = narration;
  const playButtonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the player appears.
  useEffect(() => {
    if (focusOnMount) playButtonRef.current?.focus();
  }, []);

  const status = error ?? (loading ? audioTexts.loading : narration.sleepEnded ? texts.sleeping : null);
  const total = Math.max(1, paragraphCount);
  const position = narratedIndex === null ? null : texts.paragraphOf(narratedIndex + 1, total);

  const playButton = (
    <button
      ref={playButtonRef}
      type="button"
      className={`${roundButton} bg-(--reader-accent) text-(--reader-accent-text) hover:bg-(--reader-accent)`}
      aria-label={playing ? texts.pause : texts.play}
      onClick={playing ? narration.pause : narration.play}
    >
      {playing ? (
        <Pause aria-hidden="true" className="size-5" />
      ) : (
        <Play aria-hidden="true" className="size-5" />
      )}
    </button>
  );

  return (
    <section
      aria-label={texts.region}
      data-testid="narration-player"
      className={`${
        floating ? 'reader-rise pointer-events-auto w-full max-w-xl' : 'w-full'
      } rounded-3xl border border-(--reader-border) bg-(--reader-surface) text-(--reader-surface-text) shadow-(--reader-shadow)`}
    >
      <div className="flex items-center gap-2 px-3 pt-2 pb-2">
        {!expanded && playButton}
        <button
          type="button"
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl px-2 text-left hover:bg-(--reader-border)/50 focus-visible:outline-3 focus-visible:outline-(--reader-accent)"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className="min-w-0 flex-1">
            <span className="sr-only">{expanded ? texts.collapse : texts.expand}: </span>
            <span className="block truncate font-semibold">{title}</span>
            <span className="block truncate text-sm text-(--reader-muted)">
              {deviceVoice ? texts.deviceVoice : texts.narrator}
              {position ? ` · ${position}` : ''}
            </span>
          </span>
          {expanded ? (
            <ChevronDown aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <ChevronUp aria-hidden="true" className="size-5 shrink-0" />
          )}
        </button>
        {floating && (
          <button type="button" className={roundButton} aria-label={texts.close} onClick={narration.close}>
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <p role="status" aria-live="polite" className={status ? 'px-5 pb-2 text-sm font-semibold' : 'sr-only'}>
        <span
          className={error ? 'text-red-700 [[data-theme=dark]_&]:text-red-300' : ''}
          data-testid="narration-status"
        >
          {status}
        </span>
      </p>

      <div id={bodyId} hidden={!expanded} className="px-4 pb-4">
        <div className={deviceVoice ? 'hidden' : 'flex items-center gap-3'}>
          <span className="w-12 text-right text-sm tabular-nums" aria-hidden="true">
            {formatClock(currentTime)}
          </span>
          <input
            type="range"
            min={0}
            max={Math.max(duration, 0.1)}
            step={1}
            value={Math.min(currentTime, duration || 0)}
            onChange={(event) => narration.seek(Number(event.target.value))}
            aria-label={texts.seek}
            aria-valuetext={texts.elapsedOf(formatClock(currentTime), formatClock(duration))}
            disabled={!duration}
            className="h-11 min-w-0 flex-1 accent-(--reader-accent)"
          />
          <span className="w-12 text-sm tabular-nums" aria-hidden="true">
            {formatClock(duration)}
          </span>
        </div>

        <div className="mt-1 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
          <button
            type="button"
            className={roundButton}
            aria-label={deviceVoice ? texts.previousParagraph : texts.back}
            onClick={() => narration.skip(-SKIP_SECONDS)}
          >
            <RotateCcw aria-hidden="true" className="size-5" />
          </button>
          {playButton}
          <button
            type="button"
            className={roundButton}
            aria-label={deviceVoice ? texts.nextParagraph : texts.forward}
            onClick={() => narration.skip(SKIP_SECONDS)}
          >
            <RotateCw aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 min-w-14 items-center justify-center rounded-full border border-(--reader-border) px-3 font-semibold tabular-nums hover:bg-(--reader-border)/50 focus-visible:outline-3 focus-visible:outline-(--reader-accent)"
            aria-label={texts.speed(formatRate(narration.rate))}
            data-testid="narration-speed"
            onClick={narration.cycleSpeed}
          >
            {formatRate(narration.rate)}×
          </button>
        </div>

        <VolumeAndSleepControls narration={narration} />
        {(listenHere || narration.sleep.kind !== 'off') && (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
            {listenHere && (
              <button
                type="button"
                className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-(--reader-accent) hover:bg-(--reader-border)/50 focus-visible:outline-3 focus-visible:outline-(--reader-accent)"
                aria-label={`${texts.listenHere} (${texts.paragraphOf(listenHere.paragraphIndex + 1, total)})`}
                onClick={listenHere.onListen}
              >
                <Headphones aria-hidden="true" className="size-4" />
                {texts.listenHere}
              </button>
            )}
            {narration.sleep.kind !== 'off' && (
              <p className="ml-auto text-sm text-(--reader-muted)">
                {narration.sleep.kind === 'end'
                  ? texts.sleepEnd
                  : texts.sleepLeft(formatClock(narration.sleepSecondsLeft ?? 0))}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** Volume, mute and the sleep timer: the same controls for the recording and the device's voice. */
function VolumeAndSleepControls({ narration }: { narration: Narration }) {
  const sleepId = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <button
          type="button"
          className={roundButton}
          aria-label={narration.muted ? texts.unmute : texts.mute}
          aria-pressed={narration.muted}
          onClick={narration.toggleMute}
        >
          {narration.muted ? (
            <VolumeX aria-hidden="true" className="size-5" />
          ) : (
            <Volume2 aria-hidden="true" className="size-5" />
          )}
        </button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={narration.muted ? 0 : narration.volume}
          onChange={(event) => narration.setVolume(Number(event.target.value))}
          aria-label={texts.volume}
          aria-valuetext={`${Math.round((narration.muted ? 0 : narration.volume) * 100)}%`}
          className="h-11 w-28 min-w-0 accent-(--reader-accent)"
        />
      </div>
      <div className="flex items-center gap-2">
        <Moon aria-hidden="true" className="size-4 text-(--reader-muted)" />
        <label htmlFor={sleepId} className="sr-only">
          {texts.sleepTimer}
        </label>
        <select
          id={sleepId}
          value={sleepOption(narration.sleep)}
          onChange={(event) => {
            const value = event.target.value;
            narration.setSleep(value === 'off' || value === 'end' ? value : Number(value));
          }}
          className="min-h-11 rounded-xl border border-(--reader-border) bg-(--reader-surface) px-2 text-sm"
        >
          <option value="off">{texts.sleepOptions.off}</option>
          {SLEEP_TIMER_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {texts.sleepOptions.minutes(minutes)}
            </option>
          ))}
          <option value="end">{texts.sleepOptions.end}</option>
        </select>
      </div>
    </div>
  );
}

/** The element the narration plays through; rendered once by the page that owns the narration. */
export function NarrationAudio({ narration }: { narration: Narration }) {
  // biome-ignore lint/a11y/useMediaCaption: narration of a text the page shows in full.
  return <audio ref={narration.audioRef} preload="none" data-testid="narration-audio" />;
}
