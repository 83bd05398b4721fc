import { ApiError } from './api-client.ts';

/**
 * The message of a server's error answer, when it gave one. An answer that is not an error (a
 * success whose shape was wrong) carries none, and neither does a call that never got an answer.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400) return null;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** A call that never got an answer: no network, the server out of reach, or the 10 s timeout. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * SPEC §8's "the server message, or a fallback", decided by what went wrong (docs/architecture/frontend.md):
 * the server's own words when it gave some, `network` when no answer came, `noMessage` for an
 * answer without a message (or anything else that failed).
 */
export function failureMessage(error: unknown, fallbacks: { network: string; noMessage: string }): string {
  return serverMessageOf(error) ?? (isNetworkFailure(error) ? fallbacks.network : fallbacks.noMessage);
}
