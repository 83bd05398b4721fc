/** The notes page's pure parts: grouping, search and the Markdown export. */
import { normalizeSearchText } from '#shared/catalogue/search-text.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import type { NoteView } from './marks-outbox.ts';

export interface VoyageNotesGroup {
  voyageId: string;
  voyageTitle: string;
  notes: NoteView[];
}

/** Notes grouped by voyage (voyages by title), each group by paragraph. */
export function groupNotesByVoyage(notes: readonly NoteView[]): VoyageNotesGroup[] {
  const groups = new Map<string, VoyageNotesGroup>();
  for (const note of notes) {
    const group = groups.get(note.voyageId) ?? {
      voyageId: note.voyageId,
      voyageTitle: note.voyageTitle,
      notes: [],
    };
    group.notes.push(note);
    groups.set(note.voyageId, group);
  }
  for (const group of groups.values()) {
    group.notes.sort((a, b) => a.paragraphIndex - b.paragraphIndex || a.updatedAt.localeCompare(b.updatedAt));
  }
  return [...groups.values()].sort((a, b) => a.voyageTitle.localeCompare(b.voyageTitle, 'pt-BR'));
}

/** Notes whose text, paragraph or voyage title holds every word of the query (accents and case ignored). */
export function searchNotes(notes: readonly NoteView[], query: string): NoteView[] {
  const terms = normalizeSearchText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return [...notes];
  return notes.filter((note) => {
    const haystack = normalizeSearchText(`${note.note} ${note.excerpt} ${note.voyageTitle}`);
    return terms.every((term) => haystack.includes(term));
  });
}

const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

/** Markdown special characters in titles are escaped; note text keeps its own line breaks. */
function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]#<>])/g, '\\$1');
}

function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Every note as one Markdown document, by voyage and paragraph. */
export function notesToMarkdown(groups: readonly VoyageNotesGroup[], exportedAt: Date): string {
  const texts = readerUi.notesPage;
  const lines = [
    `# ${texts.markdownTitle}`,
    '',
    `_${texts.markdownExportedAt} ${longDate.format(exportedAt)}_`,
    '',
  ];
  for (const group of groups) {
    lines.push(`## ${escapeInline(group.voyageTitle)}`, '');
    for (const note of group.notes) {
      lines.push(`### ${readerUi.toc.paragraph(note.paragraphIndex)}`, '');
      if (note.excerpt) lines.push(quoteBlock(note.excerpt), '');
      lines.push(note.note.trim(), '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
