/**
 * The reading screen's rules (SPEC §4.5, §5 reader clamps, §9 reading constants), as pure
 * functions: the components and hooks only wire them to the page.
 */
import {
  ACTIVITY_WINDOW_MS,
  AUTO_SCROLL_SPEED_MAX,
  AUTO_SCROLL_SPEED_MIN,
  COMPLETION_ALMOST_PERCENT,
  COMPLETION_HINT_PERCENT,
  COMPLETION_PROMPT_PERCENT,
  EBOOK_AD_SCROLL_PERCENT,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  PROGRESS_SAVE_STEP_PERCENT,
  READER_DEFAULT_WORDS_PER_MINUTE,
  READER_HEADER_HIDE_SCROLL_PX,
  READER_SCROLL_TOP_BUTTON_PX,
  READER_THEMES,
  type ReaderTheme,
  SECTION_JUMP_PARAGRAPHS,
} from '#shared/constants.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// Font size (SPEC §5: clamped 1 to 5; §9: 0.75 + size × 0.25 rem, default 3).

export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SIZE_DEFAULT;
  return clamp(Math.round(size), FONT_SIZE_MIN, FONT_SIZE_MAX);
}

export function fontSizeRem(size: number): number {
  return 0.75 + clampFontSize(size) * 0.25;
}

// Themes (SPEC §4.5: light → dark → sepia → light).

export function isReaderTheme(value: unknown): value is ReaderTheme {
  return typeof value === 'string' && (READER_THEMES as readonly string[]).includes(value);
}

export function nextTheme(theme: ReaderTheme): ReaderTheme {
  const index = READER_THEMES.indexOf(theme);
  return READER_THEMES[(index + 1) % READER_THEMES.length] ?? 'light';
}

// Auto-scroll (SPEC §9: speed 1 to 50, step max(1, speed / 5), delay 30 + (6 − speed) × 15 ms).

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return AUTO_SCROLL_SPEED_MIN;
  return clamp(Math.round(speed), AUTO_SCROLL_SPEED_MIN, AUTO_SCROLL_SPEED_MAX);
}

/** Pixels per tick. */
export function autoScrollStep(speed: number): number {
  return Math.max(1, clampSpeed(speed) / 5);
}

/** Milliseconds between ticks; from speed 8 up the formula reaches 0 (as fast as frames come). */
export function autoScrollDelay(speed: number): number {
  return Math.max(0, 30 + (6 - clampSpeed(speed)) * 15);
}

/** A frame lasts about this long: ticks shorter than a frame are paced by frames. */
export const FRAME_MS = 16;

/**
 * The same speed as SPEC's ticks, spread over animation frames so the text glides instead of
 * jumping a pixel at a time: pixels per millisecond.
 */
export function autoScrollPixelsPerMs(speed: number): number {
  return autoScrollStep(speed) / Math.max(autoScrollDelay(speed), FRAME_MS);
}

/** The speed after one press of slower (−1) or faster (+1). */
export function changeSpeed(speed: number, direction: -1 | 1): number {
  return clampSpeed(speed + direction);
}

// Sections (SPEC §9: 5 paragraphs; §5: clamped within the paragraph list).

export function sectionTarget(current: number, direction: -1 | 1, paragraphCount: number): number {
  if (paragraphCount <= 0) return 0;
  return clamp(current + direction * SECTION_JUMP_PARAGRAPHS, 0, paragraphCount - 1);
}

// Scroll position.

/** Percent of the page read: 0–100, capped (SPEC §5); a page that does not scroll is all read. */
export function scrollPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return clamp((scrollY / scrollable) * 100, 0, 100);
}

/** Where to scroll to show `percent` of the page (SPEC §4.5, restoring saved progress). */
export function scrollTargetForPercent(
  percent: number,
  scrollHeight: number,
  viewportHeight: number,
): number {
  return Math.max(0, ((clamp(percent, 0, 100) / 100) * (scrollHeight - viewportHeight)) | 0);
}

export function showsScrollTopButton(scrollY: number): boolean {
  return scrollY > READER_SCROLL_TOP_BUTTON_PX;
}

/**
 * The current paragraph (SPEC §4.5): the first whose top lies within the top half of the viewport.
 * `tops` are the paragraphs' document offsets, ascending. When none starts there (a long paragraph
 * fills the screen), the one being read is the last that started above.
 */
export function currentParagraphIndex(
  tops: readonly number[],
  scrollY: number,
  viewportHeight: number,
): number {
  if (tops.length === 0) return 0;
  // Binary search for the first top at or below the viewport's top edge.
  let low = 0;
  let high = tops.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tops[middle] ?? 0) < scrollY) low = middle + 1;
    else high = middle;
  }
  if (low < tops.length && (tops[low] ?? 0) - scrollY <= viewportHeight / 2) return low;
  return Math.max(0, low - 1);
}

export interface HeaderState {
  hidden: boolean;
  /** The scroll position the last decision was taken at. */
  anchorY: number;
}

/**
 * The header hides on scrolling down by more than 10 px (SPEC §4.5) and comes back on scrolling up
 * by as much, or near the top.
 */
export function nextHeaderState(state: HeaderState, scrollY: number): HeaderState {
  if (scrollY <= READER_HEADER_HIDE_SCROLL_PX) {
    return state.hidden || state.anchorY !== scrollY ? { hidden: false, anchorY: scrollY } : state;
  }
  const delta = scrollY - state.anchorY;
  if (delta > READER_HEADER_HIDE_SCROLL_PX) return { hidden: true, anchorY: scrollY };
  if (delta < -READER_HEADER_HIDE_SCROLL_PX) return { hidden: false, anchorY: scrollY };
  return state;
}

// Activity and progress (SPEC §4.5).

/** Saving and hints need activity and at least 10 s since the page loaded. */
export function canTrackProgress(active: boolean, loadedAt: number, now: number): boolean {
  return active && now - loadedAt >= ACTIVITY_WINDOW_MS;
}

/** The multiple of 10 reached (0, 10, … 100). */
export function progressStep(percent: number): number {
  return Math.floor(clamp(percent, 0, 100) / PROGRESS_SAVE_STEP_PERCENT) * PROGRESS_SAVE_STEP_PERCENT;
}

/** Each multiple of 10 above 0 is saved once per session. */
export function shouldSave(step: number, savedSteps: readonly number[]): boolean {
  return step > 0 && step <= 100 && step % PROGRESS_SAVE_STEP_PERCENT === 0 && !savedSteps.includes(step);
}

// Completion (SPEC §2.5, §4.5).

export function completionHint(percent: number): string {
  const texts = readerUi.completion;
  if (percent >= COMPLETION_ALMOST_PERCENT) return texts.almostThere;
  if (percent >= COMPLETION_HINT_PERCENT) return texts.keepGoingToFinish;
  return texts.keepReading;
}

/** The '% restante' figure: whole percent still to read. */
export function remainingPercent(percent: number): number {
  return 100 - Math.floor(clamp(percent, 0, 100));
}

export function showsCompletionHint(percent: number, tracking: boolean, completed: boolean): boolean {
  return !completed && tracking && percent >= COMPLETION_HINT_PERCENT;
}

export function showsCompletionPrompt(percent: number, tracking: boolean, completed: boolean): boolean {
  return !completed && tracking && percent >= COMPLETION_PROMPT_PERCENT;
}

/** The ebook offer: a free voyage not completed, once scroll passes 85% (SPEC §4.5). */
export function showsEbookAd(voyage: { isFree: boolean; isCompleted: boolean }, percent: number): boolean {
  return voyage.isFree && !voyage.isCompleted && percent > EBOOK_AD_SCROLL_PERCENT;
}

// Reading pace (beyond SPEC: the time left at the traveller's own pace).

export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** Words from each paragraph to the end: `wordsFrom[i]` is what is left when paragraph i starts. */
export function wordsFromEachParagraph(paragraphs: readonly string[]): number[] {
  const left = new Array<number>(paragraphs.length + 1).fill(0);
  for (let index = paragraphs.length - 1; index >= 0; index -= 1) {
    left[index] = (left[index + 1] ?? 0) + wordCount(paragraphs[index] ?? '');
  }
  return left;
}

export interface ReadingPace {
  wordsPerMinute: number;
  /** Active minutes measured so far (how much the figure can be trusted). */
  minutes: number;
}

export const DEFAULT_PACE: ReadingPace = { wordsPerMinute: READER_DEFAULT_WORDS_PER_MINUTE, minutes: 0 };

/** A sample counts after this much active reading. */
export const PACE_MIN_SAMPLE_MS = 20_000;
/** Faster than this is skimming or jumping, slower is not reading: neither is a pace. */
const PACE_MAX_WPM = 900;
const PACE_MIN_WPM = 40;
/** The past weighs at most this many minutes against a new sample: the pace follows the reader. */
const PACE_MEMORY_MINUTES = 10;

/** Blends a sample (words read during `activeMs` of activity) into the pace. */
export function updatePace(pace: ReadingPace, words: number, activeMs: number): ReadingPace {
  if (activeMs < PACE_MIN_SAMPLE_MS || words <= 0) return pace;
  const sampleMinutes = activeMs / 60_000;
  const sampleWpm = words / sampleMinutes;
  if (sampleWpm > PACE_MAX_WPM || sampleWpm < PACE_MIN_WPM) return pace;
  const pastWeight = clamp(pace.minutes, 0.5, PACE_MEMORY_MINUTES);
  const wordsPerMinute =
    (pace.wordsPerMinute * pastWeight + sampleWpm * sampleMinutes) / (pastWeight + sampleMinutes);
  return { wordsPerMinute: Math.round(wordsPerMinute), minutes: pace.minutes + sampleMinutes };
}

export function minutesLeft(wordsLeft: number, wordsPerMinute: number): number {
  if (wordsLeft <= 0) return 0;
  return Math.max(1, Math.ceil(wordsLeft / Math.max(PACE_MIN_WPM, wordsPerMinute)));
}

/**
 * The header's one time: what is left of the voyage. Like Kindle's 'time left in book', it follows
 * the traveller's own pace once that is measured; until then it is the share left of the voyage's
 * own reading time (the 'min de leitura' under the title), so the screen never shows two
 * different times for the same reading.
 */
export function timeLeft(
  wordsLeft: number,
  totalWords: number,
  pace: ReadingPace,
  durationMinutes: number,
): number {
  if (wordsLeft <= 0) return 0;
  if (pace.minutes > 0 || totalWords <= 0 || !(durationMinutes > 0)) {
    return minutesLeft(wordsLeft, pace.wordsPerMinute);
  }
  return Math.max(1, Math.ceil((durationMinutes * wordsLeft) / totalWords));
}

// The reading anchor (docs/architecture/reader.md): a place in the text, not in pixels.

/** A place in the text: a paragraph and how far into it (0 at its top, 1 at the next one's). */
export interface ReadingAnchor {
  index: number;
  fraction: number;
}

/**
 * The place at document offset `y`. `tops` are the paragraphs' document offsets, ascending; `end`
 * is where the last one ends. A paragraph's share runs from its top to the next one's, margin
 * included, so every offset within the text belongs to one paragraph.
 */
export function anchorAt(tops: readonly number[], end: number, y: number): ReadingAnchor {
  if (tops.length === 0) return { index: 0, fraction: 0 };
  let low = 0;
  let high = tops.length - 1;
  // The last paragraph whose top is at or above y.
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((tops[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  const top = tops[low] ?? 0;
  const span = (tops[low + 1] ?? end) - top;
  return { index: low, fraction: span > 0 ? clamp((y - top) / span, 0, 1) : 0 };
}

/** Where the place is in the current layout: the inverse of `anchorAt`. */
export function anchorOffset(anchor: ReadingAnchor, tops: readonly number[], end: number): number {
  if (tops.length === 0) return 0;
  const index = clamp(anchor.index, 0, tops.length - 1);
  const top = tops[index] ?? 0;
  const span = (tops[index + 1] ?? end) - top;
  return top + clamp(anchor.fraction, 0, 1) * Math.max(0, span);
}

export function isReadingAnchor(value: unknown): value is ReadingAnchor & { percent: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { index, fraction, percent } = value as Record<string, unknown>;
  return (
    Number.isInteger(index) &&
    (index as number) >= 0 &&
    typeof fraction === 'number' &&
    fraction >= 0 &&
    fraction <= 1 &&
    typeof percent === 'number' &&
    percent >= 0 &&
    percent <= 100
  );
}
