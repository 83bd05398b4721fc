/**
 * The outbox sent by the service worker on a Background Sync (docs/architecture/pwa.md), when the
 * page is not there to send it: the notes and bookmarks in the same batches as the page's
 * `flushOutbox` (100 per gzip `POST /api/v1/reader/changes`), as the traveller the page last
 * named, with the access token it handed over. It only sends and settles: what the server answers
 * (merged notes, another device further ahead) reaches the device's copies the next time a page
 * opens the voyage. An answer that says the token no longer holds leaves everything for the page,
 * which refreshes its session; no answer at all throws, so the browser tries the sync again later.
 */

import {
  outboxSender,
  readTravellerOutbox,
  updateTravellerOutbox,
} from '#client/features/offline/outbox-store.ts';
import type { ProgressEntry } from '#client/features/offline/progress-outbox.ts';
import { appApiPaths } from '#shared/paths.ts';
import { nextBatch, type OutboxOp, settle, toChange } from './marks-outbox.ts';

function gzipped(json: string): Promise<ArrayBuffer> {
  return new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

/** Answers how many changes went up; throws when there was no answer (the sync is tried again). */
export async function sendOutboxFromWorker(): Promise<number> {
  const sender = await outboxSender();
  if (!sender) return 0;
  let sent = 0;
  for (;;) {
    const outbox = await readTravellerOutbox<ProgressEntry, OutboxOp>(sender.userId);
    // Progress stays for the pages: an answer further than this device got is a question for the
    // traveller (the conflict prompt), which only a page can keep and ask.
    const marks = nextBatch(outbox.marks);
    if (marks.length === 0) return sent;
    const response = await fetch(appApiPaths.readerChanges, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sender.token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: await gzipped(
        JSON.stringify({
          device: sender.device,
          changes: marks.map(toChange),
        }),
      ),
    });
    // The session no longer holds, or the server is busy: the page sends it later.
    if ([401, 403, 429].includes(response.status) || response.status >= 500) return sent;
    // Taken, or refused for good (as the page does, a refused batch is dropped).
    await updateTravellerOutbox<ProgressEntry, OutboxOp>(sender.userId, (kept) => ({
      ...kept,
      marks: marks.reduce(settle, kept.marks),
    }));
    sent += marks.length;
  }
}
