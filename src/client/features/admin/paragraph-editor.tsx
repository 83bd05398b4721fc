/**
 * The voyage's text in the editor (docs/architecture/admin.md): one text box per paragraph, with its
 * highlights beside it. Select words in a paragraph and press 'Destacar' to highlight them;
 * paragraphs move, appear and go with buttons that keep the keyboard focus where it was.
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Highlighter from 'lucide-react/icons/highlighter';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import {
  addHighlight,
  type DraftParagraph,
  insertParagraphAfter,
  moveParagraph,
  removeHighlight,
  removeParagraph,
} from './voyage-draft.ts';

const texts = adminVoyagesUi.paragraphs;
const toolButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-rio-900 hover:bg-rio-50 disabled:cursor-not-allowed disabled:opacity-50';

type FocusTarget = { key: string; on: 'text' | 'up' | 'down' };

export function ParagraphEditor({
  paragraphs,
  onChange,
  errors,
}: {
  paragraphs: DraftParagraph[];
  onChange: (paragraphs: DraftParagraph[]) => void;
  /** Messages per paragraph index. */
  errors: ReadonlyMap<number, string>;
}) {
  const boxes = useRef(new Map<string, HTMLTextAreaElement>());
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    if (focus.on === 'text') boxes.current.get(focus.key)?.focus();
    else
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-key="${focus.key}"][data-move="${focus.on}"]`)
        ?.focus();
    setFocus(null);
  }, [focus]);

  const update = (index: number, paragraph: DraftParagraph) =>
    onChange(paragraphs.map((current, position) => (position === index ? paragraph : current)));

  function highlightSelection(index: number, paragraph: DraftParagraph) {
    const box = boxes.current.get(paragraph.key);
    const quote = box ? box.value.slice(box.selectionStart, box.selectionEnd).trim() : '';
    if (!quote) {
      setAnnouncement(texts.selectFirst);
      return;
    }
    update(index, addHighlight(paragraph, quote));
    setAnnouncement(texts.highlighted(quote));
  }

  function move(index: number, delta: -1 | 1, paragraph: DraftParagraph) {
    const moved = moveParagraph(paragraphs, index, delta);
    onChange(moved);
    // At the top or bottom the button it was on is disabled: keep the focus on the other one.
    const position = index + delta;
    const edge =
      position === 0 ? 'down' : position === moved.length - 1 ? 'up' : delta === -1 ? 'up' : 'down';
    setFocus({ key: paragraph.key, on: edge });
    setAnnouncement(texts.moved(position));
  }

  function add(index: number) {
    const next = insertParagraphAfter(paragraphs, index);
    onChange(next);
    const added = next[index + 1];
    if (added) setFocus({ key: added.key, on: 'text' });
    setAnnouncement(texts.added(index + 1));
  }

  function remove(index: number) {
    const next = removeParagraph(paragraphs, index);
    onChange(next);
    const neighbour = next[Math.max(0, index - 1)];
    if (neighbour) setFocus({ key: neighbour.key, on: 'text' });
    setAnnouncement(texts.removed(index));
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-stone-700">{texts.highlightHelp}</p>
      <p className="text-sm text-stone-700">{texts.notesKept}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol ref={list} className="grid gap-4">
        {paragraphs.map((paragraph, index) => {
          const id = `paragrafo-editor-${paragraph.key}`;
          const error = errors.get(index);
          const broken = paragraph.highlights.filter((quote) => !paragraph.text.includes(quote));
          return (
            <li key={paragraph.key} className="grid gap-2 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
              <label htmlFor={id} className="text-sm font-semibold text-rio-950">
                {texts.label(index)}
              </label>
              <textarea
                id={id}
                ref={(node) => {
                  if (node) boxes.current.set(paragraph.key, node);
                  else boxes.current.delete(paragraph.key);
                }}
                rows={3}
                value={paragraph.text}
                maxLength={5000}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-erro` : undefined}
                onChange={(event) => update(index, { ...paragraph, text: event.target.value })}
                className={`${inputClass} min-h-24 [field-sizing:content]`}
              />
              {error && (
                <p id={`${id}-erro`} className="text-sm font-semibold text-red-800">
                  {error}
                </p>
              )}
              {paragraph.highlights.length > 0 && (
                <ul
                  aria-label={texts.highlightsOf(paragraph.highlights.length)}
                  className="flex flex-wrap gap-2"
                >
                  {paragraph.highlights.map((quote) => (
                    <li
                      key={quote}
                      className={`inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm ${
                        broken.includes(quote)
                          ? 'bg-red-50 text-red-900 ring-1 ring-red-300'
                          : 'bg-terra-100 text-terra-950'
                      }`}
                    >
                      <span>“{quote}”</span>
                      <button
                        type="button"
                        aria-label={texts.removeHighlight(quote)}
                        onClick={() => update(index, removeHighlight(paragraph, quote))}
                        className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/70"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {broken.length > 0 && (
                <p className="text-sm font-semibold text-red-800">{texts.brokenHighlight}</p>
              )}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={toolButton}
                  aria-label={texts.highlight(index)}
                  onClick={() => highlightSelection(index, paragraph)}
                >
                  <Highlighter aria-hidden="true" className="size-4" />
                  {texts.highlightButton}
                </button>
                <button
                  type="button"
                  className={toolButton}
                  aria-label={texts.moveUp(index)}
                  data-key={paragraph.key}
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(index, -1, paragraph)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                  {texts.upButton}
                </button>
                <button
                  type="button"
                  className={toolButton}
                  aria-label={texts.moveDown(index)}
                  data-key={paragraph.key}
                  data-move="down"
                  disabled={index === paragraphs.length - 1}
                  onClick={() => move(index, 1, paragraph)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                  {texts.downButton}
                </button>
                <button
                  type="button"
                  className={toolButton}
                  aria-label={texts.addAfter(index)}
                  onClick={() => add(index)}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {texts.addButton}
                </button>
                <button
                  type="button"
                  className={toolButton}
                  aria-label={texts.remove(index)}
                  disabled={paragraphs.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {texts.removeButton}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
