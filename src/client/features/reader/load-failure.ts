/** SPEC §8, 'Voyage load (reading screen)': what the reading screen makes of a failed load. */
import { ApiError } from '#client/lib/api-client.ts';
import type { ApiErrorCode } from '#shared/messages/pt.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';

export type LoadFailure =
  | { kind: 'not-found'; message: string }
  | { kind: 'completed'; message: string }
  | { kind: 'server'; message: string }
  | { kind: 'other'; message: string }
  | { kind: 'generic'; message: string }
  /** No answer at all: no signal, and no copy on the device to answer for the server. */
  | { kind: 'no-signal'; message: string };

const VOYAGE_COMPLETED: ApiErrorCode = 'VOYAGE_COMPLETED';

export function loadFailureOf(error: unknown): LoadFailure {
  const texts = readerUi.states;
  if (!(error instanceof ApiError)) return { kind: 'generic', message: texts.unknown };
  const serverMessage = (error.body as { message?: unknown } | undefined)?.message;
  const message = typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : undefined;
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') {
    return { kind: 'no-signal', message: texts.loadFailure };
  }
  if (error.status === 404) return { kind: 'not-found', message: texts.notFound };
  // The server's code says so, whatever its wording (SPEC: 410 or 'já concluída').
  if (error.status === 410 || error.code === VOYAGE_COMPLETED) {
    return { kind: 'completed', message: texts.alreadyCompleted };
  }
  if (error.status === 500) return { kind: 'server', message: texts.serverError };
  if (error.code === 'INVALID_RESPONSE') return { kind: 'generic', message: texts.unknown };
  return { kind: 'other', message: message ?? texts.loadFailure };
}
