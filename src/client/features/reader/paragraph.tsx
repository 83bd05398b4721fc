import Pencil from 'lucide-react/icons/pencil';
import { type CSSProperties, memo, type ReactNode } from 'react';
import { readerUi } from '#shared/messages/pt-reader.ts';
import type { Annotation } from './marks-outbox.ts';
import { noteColorStripe } from './note-colors.ts';

interface ParagraphProps {
  index: number;
  text: string;
  /** Highlighted quotes of this paragraph (SPEC §3: highlights by position). */
  quotes: readonly string[] | undefined;
  notes: readonly Annotation[] | undefined;
  bookmarked: boolean;
  current: boolean;
  flashing: boolean;
  /** Being spoken by the narration (docs/decisions/070). */
  narrating?: boolean;
  /** While the narration is open, a tap on the text plays from this paragraph. */
  onListenFrom?: ((index: number) => void) | undefined;
  onEditNote: (index: number, note: Annotation) => void;
}

/** Marks the first quote found inside the text; a quote that is not there marks the whole paragraph. */
function withHighlights(text: string, quotes: readonly string[] | undefined): ReactNode {
  if (!quotes || quotes.length === 0) return text;
  const lower = text.toLocaleLowerCase('pt-BR');
  for (const quote of quotes) {
    const start = lower.indexOf(quote.trim().toLocaleLowerCase('pt-BR'));
    if (quote.trim() && start >= 0) {
      const end = start + quote.trim().length;
      return (
        <>
          {text.slice(0, start)}
          <mark>{text.slice(start, end)}</mark>
          {text.slice(end)}
        </>
      );
    }
  }
  return <mark>{text}</mark>;
}

/**
 * One paragraph: plain text in a `<p>`, memoised, so scrolling a 300-paragraph voyage re-renders
 * only the two paragraphs whose "current" mark moves.
 */
export const Paragraph = memo(function Paragraph({
  index,
  text,
  quotes,
  notes,
  bookmarked,
  current,
  flashing,
  narrating = false,
  onListenFrom,
  onEditNote,
}: ParagraphProps) {
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the player's 'Ouvir a partir daqui' is the keyboard's tap. */}
      <p
        id={`paragrafo-${index}`}
        data-paragraph={index}
        data-current={current}
        data-bookmarked={bookmarked}
        data-flash={flashing}
        data-narrating={narrating}
        // Pointer only: a tab stop per paragraph would bury the controls; the keyboard scrolls to a
        // paragraph and uses the player's 'Ouvir a partir daqui' (or the section buttons).
        onClick={onListenFrom ? () => onListenFrom(index) : undefined}
        className={onListenFrom ? 'reader-paragraph cursor-pointer' : 'reader-paragraph'}
        style={{ '--chars': text.length } as CSSProperties}
      >
        {withHighlights(text, quotes)}
      </p>
      {notes?.map((note) => (
        <div
          key={note.id}
          role="note"
          aria-label={readerUi.notes.yourNote}
          data-color={note.color}
          className={`mb-6 -mt-2 rounded-xl border border-l-8 border-(--reader-note-border) ${noteColorStripe[note.color]} bg-(--reader-note-bg) px-4 py-3 font-sans text-base leading-relaxed`}
        >
          <div className="flex items-start gap-3">
            <p className="min-w-0 flex-1 whitespace-pre-wrap">{note.note}</p>
            <button
              type="button"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-(--reader-accent) hover:bg-(--reader-surface) -my-2 -mr-2"
              aria-label={`${readerUi.notes.edit} — ${readerUi.notes.paragraphLabel(index)}`}
              onClick={() => onEditNote(index, note)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      ))}
    </>
  );
});
