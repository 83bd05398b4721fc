/** The reader's note dialog (SPEC §2.5): the shared note schema decides what may be saved. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { NoteEditor, type NoteEditorTarget } from './note-editor.tsx';

const texts = readerUi.notes;
const target: NoteEditorTarget = {
  paragraphIndex: 2,
  paragraphText: 'O rio desce devagar.',
  initialText: '',
  initialColor: 'yellow',
};

function openEditor(onSave: (target: NoteEditorTarget, text: string, color: string) => void) {
  render(
    <NoteEditor
      target={target}
      onClose={() => {}}
      onSave={onSave}
      onDelete={() => {}}
      container={document.body}
    />,
  );
  return screen.getByLabelText(texts.fieldLabel) as HTMLTextAreaElement;
}

describe('the note dialog', () => {
  afterEach(cleanup);

  it('refuses an empty note with the message announced and the focus on the note', async () => {
    const onSave = vi.fn();
    const field = openEditor(onSave);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));

    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(readerUi.validation.noteRequired);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(field);
    expect(onSave).not.toHaveBeenCalled();

    // The message goes as soon as the note changes.
    fireEvent.change(field, { target: { value: 'A' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('saves the note without its surrounding spaces', async () => {
    const onSave = vi.fn();
    const field = openEditor(onSave);
    fireEvent.change(field, { target: { value: '  Lembrar do boto.  ' } });
    expect(screen.getByText(texts.counter(20, 2000))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(target, 'Lembrar do boto.', 'yellow'));
  });

  it('saves the colour picked', async () => {
    const onSave = vi.fn();
    const field = openEditor(onSave);
    fireEvent.change(field, { target: { value: 'Azul como o céu.' } });
    fireEvent.click(screen.getByRole('radio', { name: texts.colors.blue }));
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(target, 'Azul como o céu.', 'blue'));
  });
});
