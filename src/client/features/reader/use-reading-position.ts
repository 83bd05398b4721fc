import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  currentParagraphIndex,
  type HeaderState,
  nextHeaderState,
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

interface Options {
  article: RefObject<HTMLElement | null>;
  /** The progress bar's fill, moved every frame without a React render. */
  progressFill: RefObject<HTMLElement | null>;
  /** True while the page positions itself (restoring progress): the header stays put. */
  ignoreScroll: RefObject<boolean>;
  /** Anything that moves paragraphs (font size, notes shown): positions are measured again. */
  layoutKey: string;
}

/**
 * Where the traveller is, from one passive scroll listener throttled to animation frames.
 * Paragraph positions are measured once and again only when the layout changes (resize, font
 * size, paragraphs rendering for the first time); React state changes only when a value does.
 */
export function useReadingPosition({ article, progressFill, ignoreScroll, layoutKey }: Options) {
  const tops = useRef<number[]>([]);
  const header = useRef<HeaderState>({ hidden: false, anchorY: 0 });
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
      tops.current = nodes.map((node) => {
        const rect = node.getBoundingClientRect();
        // Paragraphs on screen are laid out for real: they tell how tall a character is now.
        if (rect.bottom > 0 && rect.top < viewport) {
          renderedHeight += rect.height;
          renderedChars += node.textContent?.length ?? 0;
        }
        return rect.top + scrollY;
      });
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

  const update = useCallback(() => {
    const scrollY = window.scrollY;
    const viewport = window.innerHeight;
    const exact = scrollPercent(scrollY, document.documentElement.scrollHeight, viewport);
    if (progressFill.current) progressFill.current.style.transform = `scaleX(${exact / 100})`;
    setPercent(Math.floor(exact));
    setCurrentIndex(currentParagraphIndex(tops.current, scrollY, viewport));
    setShowScrollTop(showsScrollTopButton(scrollY));
    if (ignoreScroll.current) {
      header.current = { hidden: header.current.hidden, anchorY: scrollY };
    } else {
      header.current = nextHeaderState(header.current, scrollY);
      setHeaderHidden(header.current.hidden);
    }
  }, [progressFill, ignoreScroll]);

  useEffect(() => {
    let frame = 0;
    // What the next frame must do: measure again (layout moved), and estimate heights (size changed).
    let remeasure = false;
    let estimate = false;
    const schedule = (layoutMoved: boolean, sizeChanged: boolean) => () => {
      remeasure ||= layoutMoved;
      estimate ||= sizeChanged;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (remeasure) measure(estimate);
        remeasure = false;
        estimate = false;
        update();
      });
    };
    const onScroll = schedule(false, false);
    const onResize = schedule(true, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize, { passive: true });
    // Paragraphs far away render late (content-visibility): their real heights move the others.
    // Several changes in one frame are measured once, in that frame.
    const observer = new ResizeObserver(schedule(true, false));
    if (article.current) observer.observe(article.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer.disconnect();
    };
  }, [article, measure, update]);

  // Measured in the next frame, where the browser lays the page out anyway: measuring in the effect
  // would force a layout of the whole text in the task that rendered it (decision 145).
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey is the trigger to measure again.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      measure(true);
      update();
    });
    return () => cancelAnimationFrame(frame);
  }, [layoutKey, measure, update]);

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

  const position: ReadingPosition = { percent, currentIndex, headerHidden, showScrollTop };
  const refresh = useCallback(() => {
    measure(false);
    update();
  }, [measure, update]);

  return { position, scrollToParagraph, refresh };
}
