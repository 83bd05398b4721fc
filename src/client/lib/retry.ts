/**
 * The one retry rule: which failures are worth another try, and how long to wait before it.
 * Reads (the query client) try again at once or twice; the outboxes (progress, notes and
 * bookmarks) keep a change and send it again when the app starts or the signal returns.
 */
import { ApiError } from './api-client.ts';

/** A read is tried at most this many times again. */
export const MAX_READ_RETRIES = 2;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * A failure a later try may not have: no signal (status 0), a timeout (408), a limit (429), a
 * server in trouble (5xx), or anything that is not an answer of the API. A request the server
 * refused itself (another 4xx) would get the same answer again.
 */
export function mayPass(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * For a queued change: also an expired session (401), as the change waits for the traveller to
 * sign in again rather than being lost.
 */
export function isWorthSendingLater(error: unknown): boolean {
  return mayPass(error) || (error instanceof ApiError && error.status === 401);
}

/** The query client's `retry`: a read tried again, twice at most, when the cause may pass. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && mayPass(error);
}

/** The query client's `retryDelay`: 1 s, 2 s, 4 s… up to 30 s between tries. */
export function retryDelayMs(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}
