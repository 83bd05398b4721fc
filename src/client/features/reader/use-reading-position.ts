import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  anchorAt,
  anchorOffset,
  currentParagraphIndex,
  type HeaderState,
  nextHeaderState,
  type ReadingAnchor,
  scrollPercent,
  showsScrollTopButton,
} from './reading-rules.ts';

export interface ReadingPosition {
  /** Whole percent of the page read (0–100). */
  percent: number;
  currentIndex: number;
  headerHidden: boolean;
  showScrollTop: boolean;
}

/** A place the traveller moved to, with the percent it shows. */
export type PlaceReached = ReadingAnchor & { percent: number };

interface Options {
  article: RefObject<HTMLElement | null>;
  /** The progress bar's fill, moved every frame without a React render. */
  progressFill: RefObject<HTMLElement | null>;
  /** True while the page positions itself (restoring progress): the header stays put. */
  ignoreScroll: RefObject<boolean>;
  /** Anything that moves paragraphs (font size, notes shown): positions are measured again. */
  layoutKey: string;
  /** Told, at most every 400 ms, where the traveller moved to (kept on the device). */
  onPlaceReached?: (place: PlaceReached) => void;
}

const PLACE_REPORT_MS = 400;
/** A scroll is over when no frame moved it for this long. */
const SCROLL_SETTLE_MS = 150;

/**
 * Where the traveller is, from one passive scroll listener throttled to animation frames.
 *
 * The position is a place in the text (docs/architecture/reader.md, 'Keeping the place'): the
 * paragraph under the reading line (where a jump puts a paragraph, below the header) and how
 * far into it. Only the traveller moves it (scrolling, jumping, auto-scroll); a layout change
 * (font size, theme, width, rotation, notes, narration, far paragraphs rendering) scrolls the page
 * back to it before the frame is painted, as Kindle and Apple Books keep the first line read.
 * The percent and the current paragraph follow the place, so a layout change never moves the
 * progress, and never reaches the completion prompt.
 */
export function useReadingPosition({
  article,
  progressFill,
  ignoreScroll,
  layoutKey,
  onPlaceReached,
}: Options) {
  const tops = useRef<number[]>([]);
  /** Where the last paragraph ends (document offset). */
  const textEnd = useRef(0);
  /** The reading line's distance below the screen's top: the paragraphs' scroll margin. */
  const readingLine = useRef(0);
  /** Null above the text: there the page keeps its pixels. */
  const anchor = useRef<ReadingAnchor | null>(null);
  /** The scroll position the last re-anchoring left: a scroll event there is the layout's. */
  const anchoredScrollY = useRef<number | null>(null);
  /**
   * While the traveller scrolls, the layout is not pulled back to the place: a scroll to the place
   * would stop a smooth or flung scroll, and the place moves with every frame anyway.
   */
  const travellerScrollingUntil = useRef(0);
  /** Whether the page was read once: until then, any reading sets the percent. */
  const placeRead = useRef(false);
  const header = useRef<HeaderState>({ hidden: false, anchorY: 0 });
  const placeReached = useRef(onPlaceReached);
  placeReached.current = onPlaceReached;
  const reportTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [percent, setPercent] = useState(0);
  const [currentIndex, setCurrentIndex] = useState(0);
  const [headerHidden, setHeaderHidden] = useState(false);
  const [showScrollTop, setShowScrollTop] = useState(false);

  const measure = useCallback(
    (estimateHeights: boolean) => {
      const root = article.current;
      if (!root) return;
      const scrollY = window.scrollY;
      const viewport = window.innerHeight;
      const nodes = Array.from(root.querySelectorAll<HTMLElement>('[data-paragraph]'));
      let renderedHeight = 0;
      let renderedChars = 0;
      let bottom = 0;
      tops.current = nodes.map((node) => {
        const rect = node.getBoundingClientRect();
        // Paragraphs on screen are laid out for real: they tell how tall a character is now.
        if (rect.bottom > 0 && rect.top < viewport) {
          renderedHeight += rect.height;
          renderedChars += node.textContent?.length ?? 0;
        }
        bottom = rect.bottom + scrollY;
        return rect.top + scrollY;
      });
      textEnd.current = bottom;
      // Where a paragraph jumped to sits: the page's scroll padding plus the paragraph's margin.
      if (nodes[0]) {
        readingLine.current =
          (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
          (Number.parseFloat(getComputedStyle(nodes[0]).scrollMarginTop) || 0);
      }
      // Only when the text's size or width changed: while scrolling the estimate stays put.
      if (estimateHeights && renderedChars > 200) {
        const perChar = (renderedHeight / renderedChars).toFixed(4);
        if (root.style.getPropertyValue('--reader-px-per-char') !== `${perChar}px`) {
          root.style.setProperty('--reader-px-per-char', `${perChar}px`);
        }
      }
    },
    [article],
  );

  /** Scrolls the freshly measured layout back to the place, if it moved. */
  const reanchor = useCallback(() => {
    if (!anchor.current) return;
    const target = Math.round(
      anchorOffset(anchor.current, tops.current, textEnd.current) - readingLine.current,
    );
    if (Math.abs(window.scrollY - target) > 1) window.scrollTo({ top: target, behavior: 'instant' });
    anchoredScrollY.current = window.scrollY;
  }, []);

  /** Reads the page: `moved` when the traveller may have scrolled, false after a layout change. */
  const update = useCallback(
    (moved: boolean) => {
      const scrollY = window.scrollY;
      const viewport = window.innerHeight;
      // The first reading counts too: a voyage that fits the screen is read whole at once.
      const travellerMoved =
        !placeRead.current ||
        (moved && (anchoredScrollY.current === null || Math.abs(scrollY - anchoredScrollY.current) > 1));
      placeRead.current = true;
      if (travellerMoved) {
        travellerScrollingUntil.current = performance.now() + SCROLL_SETTLE_MS;
        anchoredScrollY.current = null;
        const line = scrollY + readingLine.current;
        anchor.current =
          tops.current.length > 0 && line >= (tops.current[0] ?? 0)
            ? anchorAt(tops.current, textEnd.current, line)
            : null;
        const exact = scrollPercent(scrollY, document.documentElement.scrollHeight, viewport);
        if (progressFill.current) progressFill.current.style.transform = `scaleX(${exact / 100})`;
        setPercent(Math.floor(exact));
        setCurrentIndex(currentParagraphIndex(tops.current, scrollY, viewport));
        const place = anchor.current;
        if (place && placeReached.current) {
          clearTimeout(reportTimer.current);
          reportTimer.current = setTimeout(
            () => placeReached.current?.({ ...place, percent: Math.floor(exact) }),
            PLACE_REPORT_MS,
          );
        }
      }
      setShowScrollTop(showsScrollTopButton(scrollY));
      if (ignoreScroll.current || !travellerMoved) {
        header.current = { hidden: header.current.hidden, anchorY: scrollY };
      } else {
        header.current = nextHeaderState(header.current, scrollY);
        setHeaderHidden(header.current.hidden);
      }
    },
    [progressFill, ignoreScroll],
  );

  useEffect(() => {
    let frame = 0;
    // What the next frame must do: measure again and estimate heights (the window's size changed).
    let resized = false;
    const schedule = (windowResized: boolean) => () => {
      resized ||= windowResized;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (resized) {
          measure(true);
          reanchor();
        }
        update(!resized);
        resized = false;
      });
    };
    const onScroll = schedule(false);
    const onResize = schedule(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize, { passive: true });
    // The text changed height (a new font size, theme or width, notes, far paragraphs rendering
    // with their real heights): back to the place in the same frame, before it is painted.
    // While the traveller scrolls, the place is held again once the scroll is over.
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    const holdPlace = () => {
      clearTimeout(settleTimer);
      const scrolling = travellerScrollingUntil.current - performance.now();
      if (scrolling > 0) {
        settleTimer = setTimeout(holdPlace, scrolling);
        return;
      }
      measure(false);
      reanchor();
      update(false);
    };
    const observer = new ResizeObserver(() => {
      measure(false);
      holdPlace();
    });
    if (article.current) observer.observe(article.current);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settleTimer);
      clearTimeout(reportTimer.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer.disconnect();
    };
  }, [article, measure, reanchor, update]);

  // Measured in the next frame, where the browser lays the page out anyway: measuring in the effect
  // would force a layout of the whole text in the task that rendered it (docs/architecture/frontend.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey is the trigger to measure again.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      measure(true);
      reanchor();
      update(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [layoutKey, measure, reanchor, update]);

  /** Brings a paragraph to the top of the screen (below the header); the position follows at once. */
  const scrollToParagraph = useCallback(
    (index: number, behavior: ScrollBehavior = 'smooth') => {
      const node = article.current?.querySelector<HTMLElement>(`[data-paragraph="${index}"]`);
      if (!node) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      node.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : behavior });
    },
    [article],
  );

  /** Opens at a place kept on the device: scrolled to at once, then held as paragraphs render. */
  const restorePlace = useCallback(
    (place: ReadingAnchor) => {
      measure(false);
      anchor.current = { index: place.index, fraction: place.fraction };
      reanchor();
      anchoredScrollY.current = null;
      update(true);
    },
    [measure, reanchor, update],
  );

  const position: ReadingPosition = { percent, currentIndex, headerHidden, showScrollTop };
  const refresh = useCallback(() => {
    measure(false);
    update(true);
  }, [measure, update]);

  return { position, scrollToParagraph, refresh, restorePlace };
}
