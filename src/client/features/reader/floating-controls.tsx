import AArrowDown from 'lucide-react/icons/a-arrow-down';
import AArrowUp from 'lucide-react/icons/a-arrow-up';
import ArrowUpToLine from 'lucide-react/icons/arrow-up-to-line';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Headphones from 'lucide-react/icons/headphones';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import Minus from 'lucide-react/icons/minus';
import Moon from 'lucide-react/icons/moon';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Sun from 'lucide-react/icons/sun';
import Sunset from 'lucide-react/icons/sunset';
import Type from 'lucide-react/icons/type';
import * as Popover from 'radix-ui/popover';
import { type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import {
  AUTO_SCROLL_SPEED_MAX,
  AUTO_SCROLL_SPEED_MIN,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  type ReaderTheme,
} from '#shared/constants.ts';
import { audioUi } from '#shared/messages/pt-audio.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { useReaderPortal } from './reader-portal.ts';
import { nextTheme } from './reading-rules.ts';
import type { AutoScrollMode } from './use-auto-scroll.ts';

const texts = readerUi.controls;
const audioTexts = audioUi.player;

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-(--reader-surface-text) hover:bg-(--reader-border)/70 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-(--reader-accent) aria-pressed:text-(--reader-accent-text)';
const surface =
  'rounded-full border border-(--reader-border) bg-(--reader-surface) text-(--reader-surface-text) shadow-(--reader-shadow)';

const themeIcons: Record<ReaderTheme, typeof Sun> = { light: Sun, dark: Moon, sepia: Sunset };

function ControlButton({
  label,
  shortcut,
  children,
  ...props
}: {
  label: string;
  shortcut?: string;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut}
      {...props}
    >
      {children}
    </button>
  );
}

interface FloatingControlsProps {
  hidden: boolean;
  onToggleHidden: () => void;
  canGoBack: boolean;
  canGoForward: boolean;
  onPreviousSection: () => void;
  onNextSection: () => void;
  showScrollTop: boolean;
  onScrollTop: () => void;
  autoScroll: {
    mode: AutoScrollMode;
    speed: number;
    toggle: () => void;
    faster: () => void;
    slower: () => void;
  };
  bookmarked: boolean;
  onToggleBookmark: () => void;
  onEditNote: () => void;
  fontSize: number;
  onFontSmaller: () => void;
  onFontLarger: () => void;
  theme: ReaderTheme;
  onCycleTheme: () => void;
  fullscreen: { supported: boolean; isFullscreen: boolean; toggle: () => void };
  /** The narration button, when the voyage has narration (docs/decisions/070). */
  narration?: { open: boolean; playing: boolean; deviceVoice: boolean; onToggle: () => void } | undefined;
  /** Shown above the bar (completion hint, 'Concluir Viagem'). */
  children?: ReactNode;
}

/** The toolbar pattern: left and right arrows move between its buttons (Tab still reaches each one). */
function moveFocusWithArrows(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/**
 * Publishes the controls' height as `--bottom-dock-height` on the page, so what else sits in a
 * bottom corner (the offline badge) rises above them instead of covering a button.
 */
function useBottomDock(shown: boolean) {
  const dockRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const dock = dockRef.current;
    if (!shown || !dock) return;
    const root = document.documentElement;
    // The observer reports the first size too, after the browser's own layout: reading
    // offsetHeight here would force a layout of the whole page in the commit (docs/architecture/frontend.md).
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? dock.offsetHeight;
      root.style.setProperty('--bottom-dock-height', `${Math.round(height)}px`);
    });
    observer.observe(dock, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-dock-height');
    };
  }, [shown]);
  return dockRef;
}

/**
 * SPEC §2.5's floating controls, in one bar at the bottom (thumb reach on a phone): sections,
 * auto-scroll with its speed, bookmark, note, appearance (font size, theme, fullscreen) and hiding
 * the controls; scroll-to-top appears after 300 px.
 */
export function FloatingControls(props: FloatingControlsProps) {
  const { autoScroll, fullscreen, theme } = props;
  const dockRef = useBottomDock(!props.hidden);

  if (props.hidden) {
    return (
      <aside
        aria-label={texts.region}
        className="pointer-events-none fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30"
      >
        <button
          type="button"
          className={`pointer-events-auto ${iconButton} ${surface}`}
          aria-label={texts.showControls}
          title={`${texts.showControls} (H)`}
          aria-keyshortcuts="H"
          onClick={props.onToggleHidden}
        >
          <Eye aria-hidden="true" className="size-5" />
        </button>
      </aside>
    );
  }

  return (
    <aside
      ref={dockRef}
      aria-label={texts.region}
      className="pointer-events-none fixed inset-x-0 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 flex flex-col items-center gap-2 px-1 sm:px-2"
    >
      <div className="flex w-full max-w-xl flex-col items-center gap-2">
        {props.children}
        {props.showScrollTop && (
          <button
            type="button"
            className={`reader-rise pointer-events-auto self-end ${iconButton} ${surface}`}
            aria-label={texts.scrollTop}
            title={texts.scrollTop}
            onClick={props.onScrollTop}
          >
            <ArrowUpToLine aria-hidden="true" className="size-5" />
          </button>
        )}
        {autoScroll.mode !== 'off' && (
          <fieldset
            className={`reader-rise pointer-events-auto flex items-center gap-1 px-2 py-1 ${surface}`}
          >
            <legend className="sr-only">{texts.speed}</legend>
            <span role="status" className="px-2 text-sm font-semibold">
              {autoScroll.mode === 'paused' ? texts.autoScrollPaused : texts.autoScrollOn(autoScroll.speed)}
            </span>
            <ControlButton
              label={texts.slower}
              onClick={autoScroll.slower}
              disabled={autoScroll.speed <= AUTO_SCROLL_SPEED_MIN}
            >
              <Minus aria-hidden="true" className="size-4" />
            </ControlButton>
            <ControlButton
              label={texts.faster}
              onClick={autoScroll.faster}
              disabled={autoScroll.speed >= AUTO_SCROLL_SPEED_MAX}
            >
              <Plus aria-hidden="true" className="size-4" />
            </ControlButton>
          </fieldset>
        )}
      </div>

      <div className="flex w-full max-w-xl items-end justify-center">
        <div
          role="toolbar"
          aria-label={texts.toolbar}
          aria-orientation="horizontal"
          onKeyDown={moveFocusWithArrows}
          // On a phone the eight buttons are 42 px side by side, so the bar fits a 360 px screen.
          className={`reader-toolbar-strip pointer-events-auto flex max-w-full items-center overflow-x-auto px-1 py-1 max-sm:*:size-[2.625rem] sm:gap-1 sm:px-2 ${surface}`}
        >
          {props.narration && (
            <ControlButton
              label={
                !props.narration.open
                  ? props.narration.deviceVoice
                    ? audioTexts.openDeviceVoice
                    : audioTexts.openNarration
                  : props.narration.playing
                    ? audioTexts.pauseNarration
                    : audioTexts.resumeNarration
              }
              shortcut="L"
              aria-pressed={props.narration.playing}
              data-testid="narration-toggle"
              onClick={props.narration.onToggle}
            >
              <Headphones aria-hidden="true" className="size-5" />
            </ControlButton>
          )}
          <ControlButton
            label={texts.previousSection}
            shortcut="["
            onClick={props.onPreviousSection}
            disabled={!props.canGoBack}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </ControlButton>
          <ControlButton
            label={texts.nextSection}
            shortcut="]"
            onClick={props.onNextSection}
            disabled={!props.canGoForward}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </ControlButton>
          <ControlButton
            label={
              autoScroll.mode === 'on'
                ? texts.autoScrollStop
                : autoScroll.mode === 'paused'
                  ? texts.autoScrollResume
                  : texts.autoScrollStart
            }
            shortcut="A"
            aria-pressed={autoScroll.mode === 'on'}
            onClick={autoScroll.toggle}
          >
            {autoScroll.mode === 'on' ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </ControlButton>
          <ControlButton
            label={props.bookmarked ? texts.bookmarkRemove : texts.bookmarkAdd}
            shortcut="B"
            aria-pressed={props.bookmarked}
            onClick={props.onToggleBookmark}
          >
            {props.bookmarked ? (
              <BookmarkCheck aria-hidden="true" className="size-5" />
            ) : (
              <BookmarkIcon aria-hidden="true" className="size-5" />
            )}
          </ControlButton>
          <ControlButton label={texts.note} shortcut="N" onClick={props.onEditNote} aria-haspopup="dialog">
            <NotebookPen aria-hidden="true" className="size-5" />
          </ControlButton>

          <AppearanceMenu
            fontSize={props.fontSize}
            onFontSmaller={props.onFontSmaller}
            onFontLarger={props.onFontLarger}
            theme={theme}
            onCycleTheme={props.onCycleTheme}
            fullscreen={fullscreen}
          />

          <ControlButton label={texts.hideControls} shortcut="H" onClick={props.onToggleHidden}>
            <EyeOff aria-hidden="true" className="size-5" />
          </ControlButton>
        </div>
      </div>
    </aside>
  );
}

/** The appearance menu: font size, theme and full screen (SPEC §4.5). */
function AppearanceMenu({
  fontSize,
  onFontSmaller,
  onFontLarger,
  theme,
  onCycleTheme,
  fullscreen,
}: Pick<
  FloatingControlsProps,
  'fontSize' | 'onFontSmaller' | 'onFontLarger' | 'theme' | 'onCycleTheme' | 'fullscreen'
>) {
  const portal = useReaderPortal();
  const ThemeIcon = themeIcons[theme];
  return (
    <Popover.Root>
      <Popover.Trigger className={iconButton} aria-label={texts.appearance} title={texts.appearance}>
        <Type aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal container={portal}>
        <Popover.Content
          side="top"
          sideOffset={10}
          collisionPadding={12}
          aria-label={texts.appearance}
          className="reader-dialog z-50 grid w-72 gap-4 rounded-2xl border border-(--reader-border) bg-(--reader-surface) p-4 text-(--reader-surface-text) shadow-(--reader-shadow)"
        >
          <h2 className="font-display text-lg font-semibold">{texts.appearance}</h2>
          <div className="flex items-center justify-between gap-2">
            <ControlButton
              label={texts.fontSmaller}
              shortcut="-"
              onClick={onFontSmaller}
              disabled={fontSize <= FONT_SIZE_MIN}
            >
              <AArrowDown aria-hidden="true" className="size-5" />
            </ControlButton>
            <output aria-live="polite" className="text-center text-sm font-semibold">
              {texts.fontSize(fontSize)}
            </output>
            <ControlButton
              label={texts.fontLarger}
              shortcut="+"
              onClick={onFontLarger}
              disabled={fontSize >= FONT_SIZE_MAX}
            >
              <AArrowUp aria-hidden="true" className="size-5" />
            </ControlButton>
          </div>
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-between gap-3 rounded-xl border border-(--reader-border) px-4 font-semibold hover:bg-(--reader-border)/50"
            onClick={onCycleTheme}
            aria-keyshortcuts="T"
            aria-label={texts.themeCycle(texts.themeNames[nextTheme(theme)])}
          >
            <span className="flex items-center gap-2">
              <ThemeIcon aria-hidden="true" className="size-5" />
              {texts.theme}: {texts.themeNames[theme]}
            </span>
            <span aria-hidden="true" className="text-sm text-(--reader-muted)">
              → {texts.themeNames[nextTheme(theme)]}
            </span>
          </button>
          {fullscreen.supported && (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-(--reader-border) px-4 font-semibold hover:bg-(--reader-border)/50"
              onClick={fullscreen.toggle}
              aria-keyshortcuts="F"
            >
              {fullscreen.isFullscreen ? (
                <Minimize aria-hidden="true" className="size-5" />
              ) : (
                <Maximize aria-hidden="true" className="size-5" />
              )}
              {fullscreen.isFullscreen ? texts.exitFullscreen : texts.enterFullscreen}
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
