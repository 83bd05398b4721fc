import ArrowLeft from 'lucide-react/icons/arrow-left';
import Clock3 from 'lucide-react/icons/clock-3';
import Keyboard from 'lucide-react/icons/keyboard';
import List from 'lucide-react/icons/list';
import * as Popover from 'radix-ui/popover';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { useReaderPortal } from './reader-portal.ts';

const texts = readerUi.header;

export const headerIconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-(--reader-text) hover:bg-(--reader-border)/60';

interface ReaderHeaderProps {
  /** The top progress bar, kept inside the banner landmark. */
  progressBar: ReactNode;
  title: string;
  backTo: string;
  percent: number;
  minutesLeft: number;
  hidden: boolean;
  onOpenToc: () => void;
  helpOpen: boolean;
  onHelpOpenChange: (open: boolean) => void;
}

/**
 * The reader's own header: back, the title, progress with the time left at the traveller's pace,
 * the 'Sumário' and the shortcuts. It slides away while scrolling down (SPEC §4.5).
 */
export function ReaderHeader({
  progressBar,
  title,
  backTo,
  percent,
  minutesLeft,
  hidden,
  onOpenToc,
  helpOpen,
  onHelpOpenChange,
}: ReaderHeaderProps) {
  const portal = useReaderPortal();
  return (
    // The header itself never moves (its progress bar stays on screen); its bar slides away.
    <header>
      {progressBar}
      <div
        data-hidden={hidden}
        className="fixed inset-x-0 top-1 z-40 border-b border-(--reader-border) bg-(--reader-bg)/95 backdrop-blur-sm transition-transform duration-300 data-[hidden=true]:-translate-y-[calc(100%+0.25rem)] motion-reduce:transition-none"
      >
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-2 sm:h-16 sm:gap-2 sm:px-4">
          <Link to={backTo} className={headerIconButton} aria-label={texts.back} title={texts.back}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <div className="min-w-0 flex-1">
            <p className="truncate font-display text-base font-semibold leading-tight sm:text-lg">{title}</p>
            <p className="flex items-center gap-1.5 text-xs whitespace-nowrap text-(--reader-muted) sm:text-sm">
              <span>
                {percent}% <span className="max-sm:sr-only">{texts.read}</span>
              </span>
              {minutesLeft > 0 && (
                <>
                  <span aria-hidden="true">·</span>
                  <Clock3 aria-hidden="true" className="size-3.5 shrink-0" />
                  <span title={texts.timeLeftTitle}>
                    {texts.timeLeft(minutesLeft)}{' '}
                    <span className="max-sm:sr-only">{texts.timeLeftSuffix(minutesLeft)}</span>
                  </span>
                </>
              )}
            </p>
          </div>
          <button
            type="button"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-3 font-semibold hover:bg-(--reader-border)/60 sm:px-4"
            onClick={onOpenToc}
            aria-haspopup="dialog"
            aria-keyshortcuts="S"
          >
            <List aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{texts.toc}</span>
          </button>
          <Popover.Root open={helpOpen} onOpenChange={onHelpOpenChange}>
            {/* A touch screen has no keyboard to use them on: the header's room goes to the title. */}
            <Popover.Trigger
              className={`${headerIconButton} pointer-coarse:hidden`}
              aria-label={texts.shortcuts}
              aria-keyshortcuts="?"
            >
              <Keyboard aria-hidden="true" className="size-5" />
            </Popover.Trigger>
            <Popover.Portal container={portal}>
              <Popover.Content
                align="end"
                sideOffset={8}
                collisionPadding={12}
                className="reader-popover z-50 w-72 rounded-2xl border border-(--reader-border) bg-(--reader-surface) p-4 text-(--reader-surface-text) shadow-(--reader-shadow)"
                aria-label={readerUi.shortcuts.title}
              >
                <h2 className="mb-3 font-display text-lg font-semibold">{readerUi.shortcuts.title}</h2>
                <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
                  {readerUi.shortcuts.list.map((shortcut) => (
                    <div key={shortcut.label} className="contents">
                      <dt>
                        {shortcut.keys.map((key) => (
                          <kbd
                            key={key}
                            className="inline-flex min-w-7 justify-center rounded-md border border-(--reader-border) bg-(--reader-bg) px-1.5 py-0.5 font-mono text-sm"
                          >
                            {key}
                          </kbd>
                        ))}
                      </dt>
                      <dd>{shortcut.label}</dd>
                    </div>
                  ))}
                </dl>
                <Popover.Close className="sr-only">{readerUi.shortcuts.close}</Popover.Close>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
      </div>
    </header>
  );
}
