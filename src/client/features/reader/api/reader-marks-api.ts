/** The notes and bookmarks calls (docs/decisions/040): one function per operation. */
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/app-api-paths.ts';
import { href } from '#shared/href.ts';
import {
  type ReaderBookmark,
  type ReaderNote,
  readerBookmarkListResponseSchema,
  readerBookmarkRemovedResponseSchema,
  readerBookmarkResponseSchema,
  readerNoteListResponseSchema,
  readerNoteResponseSchema,
} from '#shared/schemas/reader-answers.ts';

const notePath = (id: string) => href(appApiPaths.readerNote, { id });
const bookmarkPath = (voyageId: string, paragraph: number) =>
  href(appApiPaths.readerBookmark, { voyageId, paragraph });

export async function fetchNotes(voyageId?: string, signal?: AbortSignal): Promise<ReaderNote[]> {
  const answer = await apiRequest(appApiPaths.readerNotes, readerNoteListResponseSchema.parse, {
    query: { voyage_id: voyageId },
    signal,
  });
  return answer.data;
}

export async function uploadNote(note: {
  id: string;
  voyageId: string;
  paragraphIndex: number;
  note: string;
  updatedAt: string;
}): Promise<ReaderNote> {
  const answer = await apiRequest(notePath(note.id), readerNoteResponseSchema.parse, {
    method: 'PUT',
    body: {
      voyage_id: note.voyageId,
      paragraph_index: note.paragraphIndex,
      note: note.note,
      updated_at: note.updatedAt,
    },
  });
  return answer.data;
}

export async function removeNote(id: string): Promise<ReaderNote> {
  return (await apiRequest(notePath(id), readerNoteResponseSchema.parse, { method: 'DELETE' })).data;
}

export async function fetchBookmarks(voyageId?: string, signal?: AbortSignal): Promise<ReaderBookmark[]> {
  const answer = await apiRequest(appApiPaths.readerBookmarks, readerBookmarkListResponseSchema.parse, {
    query: { voyage_id: voyageId },
    signal,
  });
  return answer.data;
}

export async function uploadBookmark(bookmark: {
  voyageId: string;
  paragraph: number;
  title: string;
  date: string;
}): Promise<ReaderBookmark> {
  const answer = await apiRequest(
    bookmarkPath(bookmark.voyageId, bookmark.paragraph),
    readerBookmarkResponseSchema.parse,
    { method: 'PUT', body: { title: bookmark.title, date: bookmark.date } },
  );
  return answer.data;
}

export async function removeBookmark(voyageId: string, paragraph: number): Promise<boolean> {
  const answer = await apiRequest(
    bookmarkPath(voyageId, paragraph),
    readerBookmarkRemovedResponseSchema.parse,
    {
      method: 'DELETE',
    },
  );
  return answer.data.removed;
}
