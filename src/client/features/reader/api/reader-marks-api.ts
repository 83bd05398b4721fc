/**
 * The notes and bookmarks calls (docs/architecture/reader.md): the voyage's lists, and the outbox's batches
 * of changes (docs/decisions/160).
 */

import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import type { ReaderChangeInput } from '#shared/schemas/reader.ts';
import {
  type ReaderBookmark,
  type ReaderChangesResult,
  type ReaderNote,
  readerBookmarkListResponseSchema,
  readerChangesResponseSchema,
  readerNoteListResponseSchema,
} from '#shared/schemas/reader-answers.ts';

export async function fetchNotes(voyageId?: string, signal?: AbortSignal): Promise<ReaderNote[]> {
  const answer = await apiRequest(appApiPaths.readerNotes, readerNoteListResponseSchema.parse, {
    query: { voyage_id: voyageId },
    signal,
  });
  return answer.data;
}

/** Sends a batch of the outbox, gzip-compressed (docs/decisions/160). */
export async function sendChanges(
  device: string,
  changes: ReaderChangeInput[],
): Promise<ReaderChangesResult> {
  const answer = await apiRequest(appApiPaths.readerChanges, readerChangesResponseSchema.parse, {
    method: 'POST',
    body: { device, changes },
    bodyEncoding: 'gzip',
  });
  return answer.data;
}

export async function fetchBookmarks(voyageId?: string, signal?: AbortSignal): Promise<ReaderBookmark[]> {
  const answer = await apiRequest(appApiPaths.readerBookmarks, readerBookmarkListResponseSchema.parse, {
    query: { voyage_id: voyageId },
    signal,
  });
  return answer.data;
}
