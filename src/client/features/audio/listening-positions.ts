/**
 * Where the traveller stopped listening (docs/decisions/070): kept on the device at once, so it
 * survives a closed tab and a lost signal, and sent to the server, so another device resumes there.
 * The newer of the two wins when the player opens.
 *
 * A phone may be shared: the device keeps each traveller's positions apart (by user id), and only
 * the signed-in traveller's are read or sent, with that traveller's own token.
 */
import { readStoredUser } from '#client/features/auth/session-store.ts';
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

const keyFor = (travellerId: string, voyageId: string) =>
  `${STORAGE_KEYS.listeningPosition}:${travellerId}:${voyageId}`;
/** Before positions had an owner they were kept by voyage alone: whose they are cannot be known. */
const unownedKeyFor = (voyageId: string) => `${STORAGE_KEYS.listeningPosition}:${voyageId}`;

const currentTraveller = (): string | null => readStoredUser()?.id ?? null;

function readLocal(travellerId: string, voyageId: string): SavedPosition | null {
  try {
    const value = JSON.parse(storage.get(keyFor(travellerId, voyageId)) ?? 'null') as SavedPosition | null;
    return value && Number.isFinite(value.seconds) ? value : null;
  } catch {
    return null;
  }
}

function keepLocally(travellerId: string, voyageId: string, position: SavedPosition) {
  storage.set(keyFor(travellerId, voyageId), JSON.stringify(position));
}

/** The signed-in traveller's position on this device, if any. */
export function localPosition(voyageId: string): SavedPosition | null {
  const traveller = currentTraveller();
  return traveller ? readLocal(traveller, voyageId) : null;
}

/** Saves on the device now and, when `send` is set, on the server (a failure waits for the next save). */
export async function savePosition(
  voyageId: string,
  seconds: number,
  paragraphIndex: number,
  send: boolean,
): Promise<void> {
  // Nobody signed in (a position saved while signing out): nobody to keep it for.
  const traveller = currentTraveller();
  if (!traveller) return;
  const position: SavedPosition = {
    seconds,
    paragraphIndex,
    recordedAt: new Date().toISOString(),
    synced: false,
  };
  keepLocally(traveller, voyageId, position);
  if (!send) return;
  try {
    await sendListeningPosition(voyageId, position);
    const current = readLocal(traveller, voyageId);
    if (current?.recordedAt === position.recordedAt) {
      keepLocally(traveller, voyageId, { ...position, synced: true });
    }
  } catch (error) {
    console.warn('narration: position kept on this device until the signal returns', error);
  }
}

/** The newer of the device's and the server's positions; an unsent device position is sent. */
export async function resumePosition(voyageId: string): Promise<SavedPosition | null> {
  const traveller = currentTraveller();
  if (!traveller) return null;
  storage.remove(unownedKeyFor(voyageId));
  const local = readLocal(traveller, voyageId);
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
  // The session changed while the server answered: neither position is the new traveller's.
  if (currentTraveller() !== traveller) return null;
  if (local && (!remote || Date.parse(local.recordedAt) > Date.parse(remote.recordedAt))) {
    if (!local.synced) void savePosition(voyageId, local.seconds, local.paragraphIndex, true);
    return local;
  }
  if (remote) keepLocally(traveller, voyageId, remote);
  return remote;
}

/** Where /play says the traveller stopped: the newer of the device's and the list's (server) position. */
export function latestPosition(
  voyageId: string,
  remote: { position_seconds: number; updated_at: string } | null,
): { seconds: number; at: number } | null {
  const local = localPosition(voyageId);
  if (local && (!remote || Date.parse(local.recordedAt) > Date.parse(remote.updated_at))) {
    return { seconds: local.seconds, at: Date.parse(local.recordedAt) };
  }
  return remote ? { seconds: remote.position_seconds, at: Date.parse(remote.updated_at) } : null;
}
