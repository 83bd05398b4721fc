import { zodResolver } from '@hookform/resolvers/zod';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import * as Dialog from 'radix-ui/dialog';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { READER_NOTE_COLORS, READER_NOTE_MAX_CHARS, type ReaderNoteColor } from '#shared/constants.ts';
import { truncateText } from '#shared/format/truncate-text.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { readerNoteColorSchema, readerNotePayloadSchema } from '#shared/schemas/reader.ts';
import { noteColorSwatch } from './note-colors.ts';
import { useReaderPortal } from './reader-portal.ts';

const texts = readerUi.notes;

/** The dialog edits the note's words and colour; the paragraph and voyage come with the target. */
const noteFormSchema = readerNotePayloadSchema.pick({ note: true }).extend({ color: readerNoteColorSchema });
type NoteForm = z.input<typeof noteFormSchema>;

export interface NoteEditorTarget {
  paragraphIndex: number;
  paragraphText: string;
  /** The note being edited; absent for a new one. */
  noteId?: string;
  initialText: string;
  initialColor: ReaderNoteColor;
}

interface NoteEditorProps {
  target: NoteEditorTarget | null;
  onClose: () => void;
  onSave: (target: NoteEditorTarget, text: string, color: ReaderNoteColor) => void;
  onDelete: (target: NoteEditorTarget) => void;
  /** Where the dialog is drawn (defaults to the reader's root). */
  container?: HTMLElement;
}

const actionButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** Add, edit or delete the note of a paragraph (SPEC §2.5, per-paragraph notes). */
export function NoteEditor({ target, onClose, onSave, onDelete, container }: NoteEditorProps) {
  const portal = useReaderPortal();
  const form = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: '', color: 'yellow' },
    // A message stays until the note changes (it goes at the next keystroke, see onChange below).
    reValidateMode: 'onSubmit',
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const error = form.formState.errors.note?.message ?? null;
  const text = form.watch('note');
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const noteField = form.register('note', { onChange: () => form.clearErrors('note') });

  useEffect(() => {
    form.reset({ note: target?.initialText ?? '', color: target?.initialColor ?? 'yellow' });
    setConfirmingDelete(false);
  }, [target, form]);

  const submit = form.handleSubmit(({ note, color }) => {
    if (target) onSave(target, note, color);
  });

  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container ?? portal}>
        <Dialog.Overlay className="reader-overlay fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="reader-dialog fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-3xl bg-(--reader-surface,#fff) p-5 text-(--reader-surface-text,#1c1917) shadow-(--reader-shadow) sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-2xl font-semibold">
                {target?.noteId ? texts.editorEdit : texts.editorNew}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-(--reader-muted,#57534e)">
                {target ? texts.paragraphLabel(target.paragraphIndex) : ''}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-black/5"
              aria-label={texts.cancel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {target?.paragraphText && (
            <blockquote className="mt-4 border-l-4 border-(--reader-accent,#196256) pl-4 font-display text-base italic leading-relaxed text-(--reader-muted,#57534e)">
              {truncateText(target.paragraphText, 220)}
            </blockquote>
          )}
          <form className="mt-5 grid gap-3" onSubmit={submit} noValidate>
            <label htmlFor={fieldId} className="font-semibold">
              {texts.fieldLabel}
            </label>
            <textarea
              id={fieldId}
              {...noteField}
              maxLength={READER_NOTE_MAX_CHARS}
              rows={5}
              placeholder={texts.placeholder}
              aria-describedby={error ? `${counterId} ${errorId}` : counterId}
              aria-invalid={error !== null}
              className="w-full resize-y rounded-xl border-2 border-(--reader-border,#e7e5e4) bg-(--reader-bg,#fff) px-4 py-3 text-base leading-relaxed text-(--reader-text,#1c1917) placeholder:text-(--reader-muted,#57534e) focus:border-(--reader-accent,#196256) focus:outline-none"
            />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span id={counterId} className="text-(--reader-muted,#57534e)">
                {texts.counter(text.length, READER_NOTE_MAX_CHARS)}
              </span>
              {error && (
                <span
                  id={errorId}
                  role="alert"
                  className="font-semibold text-red-700 [[data-theme=dark]_&]:text-red-300"
                >
                  {error}
                </span>
              )}
            </div>
            <fieldset className="grid gap-2">
              <legend className="font-semibold">{texts.colorLabel}</legend>
              <div className="flex flex-wrap gap-2">
                {READER_NOTE_COLORS.map((color) => (
                  <label
                    key={color}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-(--reader-border,#e7e5e4) px-3 has-checked:border-(--reader-accent,#196256) has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
                  >
                    <input type="radio" value={color} {...form.register('color')} className="sr-only" />
                    <span aria-hidden="true" className={`size-5 rounded-full ${noteColorSwatch[color]}`} />
                    {texts.colors[color]}
                  </label>
                ))}
              </div>
            </fieldset>
            {confirmingDelete ? (
              <div className="grid gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900">
                <p>{texts.confirmDelete}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={`${actionButton} bg-red-700 text-white hover:bg-red-800`}
                    onClick={() => target && onDelete(target)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {texts.delete}
                  </button>
                  <button
                    type="button"
                    className={`${actionButton} border-2 border-red-700 text-red-900 hover:bg-red-100`}
                    onClick={() => setConfirmingDelete(false)}
                  >
                    {texts.cancel}
                  </button>
                </div>
              </div>
            ) : (
              <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
                {target?.noteId && (
                  <button
                    type="button"
                    className={`${actionButton} px-3 text-red-700 hover:bg-red-50 sm:mr-auto [[data-theme=dark]_&]:text-red-300 [[data-theme=dark]_&]:hover:bg-red-950`}
                    onClick={() => setConfirmingDelete(true)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {texts.delete}
                  </button>
                )}
                <Dialog.Close
                  className={`${actionButton} border-2 border-(--reader-border,#e7e5e4) hover:bg-black/5 sm:ml-auto`}
                >
                  {texts.cancel}
                </Dialog.Close>
                <button
                  type="submit"
                  className={`${actionButton} bg-(--reader-accent,#196256) text-(--reader-accent-text,#fff) hover:opacity-90`}
                >
                  {texts.save}
                </button>
              </div>
            )}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
