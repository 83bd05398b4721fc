import { describe, expect, it } from 'vitest';
import { readerUi } from '#shared/messages/pt-reader.ts';
import {
  anchorAt,
  anchorOffset,
  autoScrollDelay,
  autoScrollPixelsPerMs,
  autoScrollStep,
  canTrackProgress,
  changeSpeed,
  clampFontSize,
  clampSpeed,
  completionHint,
  currentParagraphIndex,
  DEFAULT_PACE,
  fontSizeRem,
  minutesLeft,
  nextHeaderState,
  nextTheme,
  progressStep,
  remainingPercent,
  scrollPercent,
  scrollTargetForPercent,
  sectionTarget,
  shouldSave,
  showsCompletionHint,
  showsCompletionPrompt,
  showsEbookAd,
  showsScrollTopButton,
  timeLeft,
  updatePace,
  wordCount,
  wordsFromEachParagraph,
} from './reading-rules.ts';

describe('font size', () => {
  it('clamps to 1–5 and defaults to 3 for nonsense', () => {
    expect(clampFontSize(0)).toBe(1);
    expect(clampFontSize(1)).toBe(1);
    expect(clampFontSize(5)).toBe(5);
    expect(clampFontSize(6)).toBe(5);
    expect(clampFontSize(3.4)).toBe(3);
    expect(clampFontSize(Number.NaN)).toBe(3);
  });

  it('scales as 0.75 + size × 0.25 rem', () => {
    expect(fontSizeRem(1)).toBe(1);
    expect(fontSizeRem(3)).toBe(1.5);
    expect(fontSizeRem(5)).toBe(2);
    expect(fontSizeRem(9)).toBe(2);
  });
});

describe('themes', () => {
  it('cycle light → dark → sepia → light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('sepia');
    expect(nextTheme('sepia')).toBe('light');
  });
});

describe('auto-scroll timing', () => {
  it('clamps the speed to 1–50', () => {
    expect(clampSpeed(0)).toBe(1);
    expect(clampSpeed(-4)).toBe(1);
    expect(clampSpeed(51)).toBe(50);
    expect(clampSpeed(Number.NaN)).toBe(1);
    expect(changeSpeed(1, -1)).toBe(1);
    expect(changeSpeed(50, 1)).toBe(50);
    expect(changeSpeed(5, 1)).toBe(6);
  });

  it('steps max(1, speed / 5) pixels', () => {
    expect(autoScrollStep(1)).toBe(1);
    expect(autoScrollStep(5)).toBe(1);
    expect(autoScrollStep(10)).toBe(2);
    expect(autoScrollStep(50)).toBe(10);
  });

  it('waits 30 + (6 − speed) × 15 ms, never less than 0', () => {
    expect(autoScrollDelay(1)).toBe(105);
    expect(autoScrollDelay(5)).toBe(45);
    expect(autoScrollDelay(6)).toBe(30);
    expect(autoScrollDelay(8)).toBe(0);
    expect(autoScrollDelay(50)).toBe(0);
  });

  it('keeps the tick speed when spread over frames', () => {
    expect(autoScrollPixelsPerMs(1)).toBeCloseTo(1 / 105);
    expect(autoScrollPixelsPerMs(5)).toBeCloseTo(1 / 45);
    expect(autoScrollPixelsPerMs(50)).toBeCloseTo(10 / 16);
  });
});

describe('sections', () => {
  it('jump 5 paragraphs, clamped within the list', () => {
    expect(sectionTarget(0, 1, 20)).toBe(5);
    expect(sectionTarget(7, -1, 20)).toBe(2);
    expect(sectionTarget(2, -1, 20)).toBe(0);
    expect(sectionTarget(17, 1, 20)).toBe(19);
    expect(sectionTarget(0, 1, 3)).toBe(2);
    expect(sectionTarget(0, 1, 0)).toBe(0);
  });
});

describe('scroll position', () => {
  it('reads the percent, capped, and all of a page that does not scroll', () => {
    expect(scrollPercent(0, 2000, 1000)).toBe(0);
    expect(scrollPercent(500, 2000, 1000)).toBe(50);
    expect(scrollPercent(1200, 2000, 1000)).toBe(100);
    expect(scrollPercent(0, 800, 1000)).toBe(100);
  });

  it('finds where a saved percent is', () => {
    expect(scrollTargetForPercent(40, 2000, 1000)).toBe(400);
    expect(scrollTargetForPercent(140, 2000, 1000)).toBe(1000);
  });

  it('shows the scroll-to-top button after 300 px', () => {
    expect(showsScrollTopButton(300)).toBe(false);
    expect(showsScrollTopButton(301)).toBe(true);
  });

  it('the current paragraph is the first whose top is in the top half of the viewport', () => {
    const tops = [0, 400, 800, 1200, 1600];
    expect(currentParagraphIndex(tops, 0, 800)).toBe(0);
    // At 300: paragraph 1 starts 100 px down, within the top half (400).
    expect(currentParagraphIndex(tops, 300, 800)).toBe(1);
    expect(currentParagraphIndex(tops, 400, 800)).toBe(1);
    // At 450 with a short viewport nothing starts in the top half (450–750): paragraph 1 is being read.
    expect(currentParagraphIndex(tops, 450, 600)).toBe(1);
    expect(currentParagraphIndex(tops, 5000, 800)).toBe(4);
    expect(currentParagraphIndex([], 100, 800)).toBe(0);
  });

  it('hides the header on scrolling down more than 10 px and shows it on scrolling up', () => {
    let state = { hidden: false, anchorY: 0 };
    state = nextHeaderState(state, 8);
    expect(state.hidden).toBe(false);
    state = nextHeaderState(state, 30);
    expect(state.hidden).toBe(true);
    state = nextHeaderState(state, 36);
    expect(state.hidden).toBe(true);
    state = nextHeaderState(state, 25);
    expect(state.hidden).toBe(true);
    state = nextHeaderState(state, 10);
    expect(state.hidden).toBe(false);
    state = nextHeaderState({ hidden: true, anchorY: 500 }, 480);
    expect(state.hidden).toBe(false);
  });
});

describe('activity and progress saving', () => {
  it('tracks only while active and 10 s after the page loaded', () => {
    expect(canTrackProgress(true, 0, 9_999)).toBe(false);
    expect(canTrackProgress(true, 0, 10_000)).toBe(true);
    expect(canTrackProgress(false, 0, 60_000)).toBe(false);
  });

  it('reaches steps of 10', () => {
    expect(progressStep(0)).toBe(0);
    expect(progressStep(9.9)).toBe(0);
    expect(progressStep(10)).toBe(10);
    expect(progressStep(57)).toBe(50);
    expect(progressStep(100)).toBe(100);
    expect(progressStep(130)).toBe(100);
  });

  it('saves each step above 0 once', () => {
    expect(shouldSave(0, [])).toBe(false);
    expect(shouldSave(10, [])).toBe(true);
    expect(shouldSave(10, [10])).toBe(false);
    expect(shouldSave(20, [10])).toBe(true);
    expect(shouldSave(100, [10, 20])).toBe(true);
    expect(shouldSave(15, [])).toBe(false);
  });
});

describe('completion', () => {
  it('words the hint by threshold', () => {
    expect(completionHint(50)).toBe('Continue a leitura!');
    expect(completionHint(89.9)).toBe('Continue a leitura!');
    expect(completionHint(90)).toBe('Continue lendo para concluir!');
    expect(completionHint(94)).toBe('Continue lendo para concluir!');
    expect(completionHint(95)).toBe('Você está quase lá!');
    expect(completionHint(100)).toBe('Você está quase lá!');
  });

  it('counts the percent left', () => {
    expect(remainingPercent(90)).toBe(10);
    expect(remainingPercent(95.5)).toBe(5);
    expect(remainingPercent(100)).toBe(0);
  });

  it('shows the hint from 90% and the prompt from 98%, while tracking, until completed', () => {
    expect(showsCompletionHint(89, true, false)).toBe(false);
    expect(showsCompletionHint(90, true, false)).toBe(true);
    expect(showsCompletionHint(95, false, false)).toBe(false);
    expect(showsCompletionHint(95, true, true)).toBe(false);
    expect(showsCompletionPrompt(97.9, true, false)).toBe(false);
    expect(showsCompletionPrompt(98, true, false)).toBe(true);
    expect(showsCompletionPrompt(99, true, true)).toBe(false);
  });

  it('offers the ebook on a free voyage not completed, after 85%', () => {
    expect(showsEbookAd({ isFree: true, isCompleted: false }, 85)).toBe(false);
    expect(showsEbookAd({ isFree: true, isCompleted: false }, 86)).toBe(true);
    expect(showsEbookAd({ isFree: false, isCompleted: false }, 90)).toBe(false);
    expect(showsEbookAd({ isFree: true, isCompleted: true }, 90)).toBe(false);
  });
});

describe('reading pace', () => {
  it('counts words', () => {
    expect(wordCount('  O rio   é largo. ')).toBe(4);
    expect(wordCount('')).toBe(0);
    expect(wordsFromEachParagraph(['um dois', 'três', 'quatro cinco seis'])).toEqual([6, 4, 3, 0]);
  });

  it('learns the pace from active reading, ignoring skimming and short samples', () => {
    const fast = updatePace(DEFAULT_PACE, 150, 30_000);
    expect(fast.wordsPerMinute).toBeGreaterThan(200);
    expect(fast.wordsPerMinute).toBeLessThanOrEqual(300);
    expect(fast.minutes).toBeCloseTo(0.5);
    expect(updatePace(DEFAULT_PACE, 150, 10_000)).toBe(DEFAULT_PACE);
    expect(updatePace(DEFAULT_PACE, 5_000, 30_000)).toBe(DEFAULT_PACE);
    let pace = DEFAULT_PACE;
    for (let minute = 0; minute < 20; minute += 1) pace = updatePace(pace, 300, 60_000);
    expect(pace.wordsPerMinute).toBeGreaterThan(290);
  });

  it('estimates whole minutes left', () => {
    expect(minutesLeft(0, 200)).toBe(0);
    expect(minutesLeft(50, 200)).toBe(1);
    expect(minutesLeft(1000, 200)).toBe(5);
    expect(minutesLeft(1001, 200)).toBe(6);
  });
});

describe('byline', () => {
  it("contracts 'por' with the author's article", () => {
    expect(readerUi.byline('Iara')).toEqual({ by: 'por', name: 'Iara' });
    expect(readerUi.byline('o Comandante')).toEqual({ by: 'pelo', name: 'Comandante' });
    expect(readerUi.byline('A Tripulação')).toEqual({ by: 'pela', name: 'Tripulação' });
  });
});

describe('the reading anchor', () => {
  // Three paragraphs at 100, 300 and 350; the last ends at 500.
  const tops = [100, 300, 350];
  it('names the paragraph under an offset and how far into it', () => {
    expect(anchorAt(tops, 500, 100)).toEqual({ index: 0, fraction: 0 });
    expect(anchorAt(tops, 500, 250)).toEqual({ index: 0, fraction: 0.75 });
    expect(anchorAt(tops, 500, 300)).toEqual({ index: 1, fraction: 0 });
    expect(anchorAt(tops, 500, 425)).toEqual({ index: 2, fraction: 0.5 });
    expect(anchorAt(tops, 500, 900)).toEqual({ index: 2, fraction: 1 });
  });

  it('finds the same place in another layout', () => {
    const place = anchorAt(tops, 500, 250);
    // Larger letters: every paragraph twice as tall.
    expect(anchorOffset(place, [200, 600, 700], 1000)).toBe(500);
    expect(anchorOffset({ index: 1, fraction: 0 }, [200, 600, 700], 1000)).toBe(600);
  });

  it('keeps within the text when the paragraphs are fewer', () => {
    expect(anchorOffset({ index: 9, fraction: 0.5 }, tops, 500)).toBe(425);
    expect(anchorOffset({ index: 0, fraction: 0 }, [], 0)).toBe(0);
  });
});

describe("the header's time left", () => {
  it("is the voyage's own reading time at the start, until the traveller's pace is measured", () => {
    expect(timeLeft(2_000, 2_000, DEFAULT_PACE, 30)).toBe(30);
    expect(timeLeft(1_000, 2_000, DEFAULT_PACE, 30)).toBe(15);
    expect(timeLeft(10, 2_000, DEFAULT_PACE, 30)).toBe(1);
    expect(timeLeft(0, 2_000, DEFAULT_PACE, 30)).toBe(0);
  });

  it("follows the traveller's pace once measured", () => {
    expect(timeLeft(1_000, 2_000, { wordsPerMinute: 250, minutes: 2 }, 30)).toBe(4);
  });
});
