/**
 * Where the traveller stopped listening (docs/decisions/070): kept on the device at once, so it
 * survives a closed tab and a lost signal, and sent to the server, so another device resumes there.
 * The newer of the two wins when the player opens.
 */
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { fetchListeningPosition, sendListeningPosition } from './api/listening-position.ts';

export interface SavedPosition {
  seconds: number;
  paragraphIndex: number;
  recordedAt: string;
  /** False until the server has it. */
  synced: boolean;
}

const keyFor = (voyageId: string) => `${STORAGE_KEYS.listeningPosition}:${voyageId}`;

export function localPosition(voyageId: string): SavedPosition | null {
  try {
    const value = JSON.parse(storage.get(keyFor(voyageId)) ?? 'null') as SavedPosition | null;
    return value && Number.isFinite(value.seconds) ? value : null;
  } catch {
    return null;
  }
}

function keepLocally(voyageId: string, position: SavedPosition) {
  storage.set(keyFor(voyageId), JSON.stringify(position));
}

/** Saves on the device now and, when `send` is set, on the server (a failure waits for the next save). */
export async function savePosition(
  voyageId: string,
  seconds: number,
  paragraphIndex: number,
  send: boolean,
): Promise<void> {
  const position: SavedPosition = {
    seconds,
    paragraphIndex,
    recordedAt: new Date().toISOString(),
    synced: false,
  };
  keepLocally(voyageId, position);
  if (!send) return;
  try {
    await sendListeningPosition(voyageId, position);
    const current = localPosition(voyageId);
    if (current?.recordedAt === position.recordedAt) keepLocally(voyageId, { ...position, synced: true });
  } catch (error) {
    console.warn('narration: position kept on this device until the signal returns', error);
  }
}

/** The newer of the device's and the server's positions; an unsent device position is sent. */
export async function resumePosition(voyageId: string): Promise<SavedPosition | null> {
  const local = localPosition(voyageId);
  let remote: SavedPosition | null = null;
  try {
    const answer = await fetchListeningPosition(voyageId);
    if (answer) {
      remote = {
        seconds: answer.position_seconds,
        paragraphIndex: answer.paragraph_index,
        recordedAt: answer.updated_at,
        synced: true,
      };
    }
  } catch {
    return local;
  }
  if (local && (!remote || Date.parse(local.recordedAt) > Date.parse(remote.recordedAt))) {
    if (!local.synced) void savePosition(voyageId, local.seconds, local.paragraphIndex, true);
    return local;
  }
  if (remote) keepLocally(voyageId, remote);
  return remote;
}
