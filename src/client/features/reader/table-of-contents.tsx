import Bookmark from 'lucide-react/icons/bookmark';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Quote from 'lucide-react/icons/quote';
import X from 'lucide-react/icons/x';
import * as Dialog from 'radix-ui/dialog';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { TOC_HIGHLIGHT_MAX_CHARS } from '#shared/constants.ts';
import { truncateText } from '#shared/format/truncate-text.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { paths } from '#shared/paths.ts';
import type { VoyageHighlight } from '#shared/schemas/voyages.ts';
import type { Annotation, Bookmark as BookmarkItem } from './marks-outbox.ts';
import { useReaderPortal } from './reader-portal.ts';
import { completionHint, remainingPercent } from './reading-rules.ts';

const texts = readerUi.toc;

interface TableOfContentsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: string;
  author: string;
  duration: number;
  themes: readonly string[];
  highlights: readonly VoyageHighlight[];
  bookmarks: readonly BookmarkItem[];
  notes: readonly Annotation[];
  paragraphCount: number;
  percent: number;
  /** Jumps to a paragraph once the panel has closed; `flash` lights it for 3 s. */
  onJump: (index: number, flash: boolean) => void;
}

const entryButton =
  'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-(--reader-border)/50 focus-visible:bg-(--reader-border)/50';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-(--reader-border) py-5 first:border-t-0 first:pt-0">
      <h3 className="mb-3 text-xs font-bold tracking-[0.14em] text-(--reader-muted) uppercase">{title}</h3>
      {children}
    </section>
  );
}

/**
 * SPEC §2.5: the 'Sumário' panel — about the story, highlights (truncated to 80 characters) and
 * navigation (start, end, bookmarks, notes). A side sheet on wide screens, a full sheet on phones.
 */
export function TableOfContents({
  open,
  onOpenChange,
  summary,
  author,
  duration,
  themes,
  highlights,
  bookmarks,
  notes,
  paragraphCount,
  percent,
  onJump,
}: TableOfContentsProps) {
  const portal = useReaderPortal();
  const byline = readerUi.byline(author);
  const pendingJump = useRef<{ index: number; flash: boolean } | null>(null);

  const jump = (index: number, flash: boolean) => {
    pendingJump.current = { index, flash };
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portal}>
        <Dialog.Overlay className="reader-overlay fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="reader-sheet fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-(--reader-surface) text-(--reader-surface-text) shadow-(--reader-shadow) sm:rounded-l-3xl"
          onCloseAutoFocus={(event) => {
            const target = pendingJump.current;
            pendingJump.current = null;
            if (target) {
              event.preventDefault();
              onJump(target.index, target.flash);
            }
          }}
        >
          <div className="flex items-center gap-3 border-b border-(--reader-border) px-5 py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-2xl font-semibold">{texts.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-(--reader-muted)">
                {texts.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-(--reader-border)/60"
              aria-label={texts.close}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">
            <Section title={texts.progress}>
              <p className="flex flex-wrap items-baseline gap-x-2 text-(--reader-text)">
                <span className="font-display text-3xl">{percent}%</span>
                <span className="font-semibold">{completionHint(percent)}</span>
                <span className="text-(--reader-muted)">
                  {remainingPercent(percent)}
                  {readerUi.completion.remainingSuffix}
                </span>
              </p>
            </Section>

            <Section title={texts.about}>
              <p className="leading-relaxed">{summary}</p>
              <p className="mt-3 text-sm text-(--reader-muted)">
                {byline.by} {byline.name} · {duration} {readerUi.minutesOfReading}
              </p>
              {themes.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={readerUi.themes}>
                  {themes.map((theme) => (
                    <li
                      key={theme}
                      className="rounded-full border border-(--reader-border) px-3 py-1 text-sm text-(--reader-text)"
                    >
                      {theme}
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title={texts.highlights}>
              {highlights.length === 0 ? (
                <p className="text-(--reader-muted)">{texts.noHighlights}</p>
              ) : (
                <ul className="-mx-3 grid gap-1" aria-label={texts.highlights}>
                  {highlights.map((highlight) => (
                    <li key={`${highlight.position}-${highlight.quote}`}>
                      <button
                        type="button"
                        className={entryButton}
                        onClick={() => jump(highlight.position, true)}
                      >
                        <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-(--reader-accent)" />
                        <span className="font-display italic">
                          {truncateText(highlight.quote, TOC_HIGHLIGHT_MAX_CHARS)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title={texts.navigation}>
              <ul className="-mx-3 grid gap-1">
                <li>
                  <button type="button" className={entryButton} onClick={() => jump(0, false)}>
                    {texts.start}
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    className={entryButton}
                    onClick={() => jump(Math.max(0, paragraphCount - 1), false)}
                  >
                    {texts.end}
                  </button>
                </li>
              </ul>

              <h4 className="mt-4 mb-1 flex items-center gap-2 font-semibold">
                <Bookmark aria-hidden="true" className="size-4 text-(--reader-accent)" />
                {texts.bookmarks}
              </h4>
              {bookmarks.length === 0 ? (
                <p className="text-sm text-(--reader-muted)">{texts.noBookmarks}</p>
              ) : (
                <ul className="-mx-3 grid gap-1">
                  {bookmarks.map((bookmark) => (
                    <li key={bookmark.paragraph}>
                      <button
                        type="button"
                        className={entryButton}
                        onClick={() => jump(bookmark.paragraph, true)}
                      >
                        <span className="min-w-0">
                          <span className="block text-sm font-semibold">
                            {texts.paragraph(bookmark.paragraph)}
                          </span>
                          <span className="block truncate text-sm text-(--reader-muted)">
                            {bookmark.title}
                          </span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}

              <h4 className="mt-4 mb-1 flex items-center gap-2 font-semibold">
                <NotebookPen aria-hidden="true" className="size-4 text-(--reader-accent)" />
                {texts.notes}
              </h4>
              {notes.length === 0 ? (
                <p className="text-sm text-(--reader-muted)">{texts.noNotes}</p>
              ) : (
                <ul className="-mx-3 grid gap-1">
                  {notes.map((note) => (
                    <li key={note.id}>
                      <button
                        type="button"
                        className={entryButton}
                        onClick={() => jump(note.paragraphIndex, true)}
                      >
                        <span className="min-w-0">
                          <span className="block text-sm font-semibold">
                            {texts.paragraph(note.paragraphIndex)}
                          </span>
                          <span className="line-clamp-2 text-sm text-(--reader-muted)">{note.note}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to={paths.userNotes}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-(--reader-accent) underline underline-offset-4"
              >
                {texts.allNotes}
              </Link>
            </Section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
