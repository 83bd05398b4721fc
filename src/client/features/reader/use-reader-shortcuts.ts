import { useEffect, useRef } from 'react';

export interface ReaderShortcutHandlers {
  previousSection: () => void;
  nextSection: () => void;
  cycleTheme: () => void;
  fontLarger: () => void;
  fontSmaller: () => void;
  toggleBookmark: () => void;
  editNote: () => void;
  toggleAutoScroll: () => void;
  openToc: () => void;
  toggleFullscreen: () => void;
  /** Narration (docs/decisions/070); a voyage without it ignores the key. */
  toggleNarration?: () => void;
  toggleControls: () => void;
  showHelp: () => void;
}

/** Which handler a key runs (docs/architecture/reader.md). */
export function shortcutFor(key: string): keyof ReaderShortcutHandlers | undefined {
  switch (key) {
    case '[':
      return 'previousSection';
    case ']':
      return 'nextSection';
    case 't':
    case 'T':
      return 'cycleTheme';
    case '+':
    case '=':
      return 'fontLarger';
    case '-':
    case '_':
      return 'fontSmaller';
    case 'b':
    case 'B':
      return 'toggleBookmark';
    case 'n':
    case 'N':
      return 'editNote';
    case 'a':
    case 'A':
      return 'toggleAutoScroll';
    case 's':
    case 'S':
      return 'openToc';
    case 'f':
    case 'F':
      return 'toggleFullscreen';
    case 'h':
    case 'H':
      return 'toggleControls';
    case 'l':
    case 'L':
      return 'toggleNarration';
    case '?':
      return 'showHelp';
    default:
      return undefined;
  }
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Single-key shortcuts, off while typing, with a modifier held, or while a dialog is open (the
 * dialog owns the keyboard then).
 */
export function useReaderShortcuts(handlers: ReaderShortcutHandlers, enabled: boolean) {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const name = shortcutFor(event.key);
      const handler = name ? current.current[name] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
