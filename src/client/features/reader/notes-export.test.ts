import { describe, expect, it } from 'vitest';
import type { NoteView } from './marks-outbox.ts';
import { groupNotesByVoyage, notesToMarkdown, searchNotes } from './notes-export.ts';

function note(overrides: Partial<NoteView>): NoteView {
  return {
    id: 'id',
    voyageId: '1',
    voyageTitle: 'O Encontro das Águas',
    paragraphIndex: 0,
    note: 'Duas cores, um rio.',
    color: 'yellow',
    excerpt: 'As águas escuras do Negro encontram o Solimões.',
    updatedAt: '2026-05-01T10:00:00.000Z',
    pending: false,
    ...overrides,
  };
}

const notes = [
  note({ id: 'a', paragraphIndex: 7, note: 'A fronteira conversa.' }),
  note({ id: 'b', paragraphIndex: 2 }),
  note({
    id: 'c',
    voyageId: '2',
    voyageTitle: 'Amanhecer no Tapajós',
    note: 'Praia de rio *branca*',
    excerpt: 'A areia branca aparece na seca.',
  }),
];

describe('groupNotesByVoyage', () => {
  it('groups by voyage (by title) and orders by paragraph', () => {
    const groups = groupNotesByVoyage(notes);
    expect(groups.map((group) => group.voyageTitle)).toEqual([
      'Amanhecer no Tapajós',
      'O Encontro das Águas',
    ]);
    expect(groups[1]?.notes.map((item) => item.id)).toEqual(['b', 'a']);
  });
});

describe('searchNotes', () => {
  it('finds every word, ignoring accents and case, in the note, the paragraph or the voyage', () => {
    expect(searchNotes(notes, 'fronteira').map((item) => item.id)).toEqual(['a']);
    expect(searchNotes(notes, 'TAPAJOS').map((item) => item.id)).toEqual(['c']);
    expect(searchNotes(notes, 'aguas solimoes').map((item) => item.id)).toEqual(['a', 'b']);
    expect(searchNotes(notes, '  ')).toHaveLength(3);
    expect(searchNotes(notes, 'inexistente')).toEqual([]);
  });
});

describe('notesToMarkdown', () => {
  it('writes one document by voyage and paragraph, with the paragraph quoted', () => {
    const markdown = notesToMarkdown(groupNotesByVoyage(notes), new Date('2026-11-22T12:00:00Z'));
    expect(markdown).toBe(
      [
        '# Minhas notas — Rota Amazônia',
        '',
        '_Exportado em 22 de novembro de 2026_',
        '',
        '## Amanhecer no Tapajós',
        '',
        '### Parágrafo 1',
        '',
        '> A areia branca aparece na seca.',
        '',
        'Praia de rio *branca*',
        '',
        '## O Encontro das Águas',
        '',
        '### Parágrafo 3',
        '',
        '> As águas escuras do Negro encontram o Solimões.',
        '',
        'Duas cores, um rio.',
        '',
        '### Parágrafo 8',
        '',
        '> As águas escuras do Negro encontram o Solimões.',
        '',
        'A fronteira conversa.',
        '',
      ].join('\n'),
    );
  });
});
