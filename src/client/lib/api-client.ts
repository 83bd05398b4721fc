/**
 * The one API client (SPEC §7): base address, credentials, a 10 s timeout (ten minutes for an
 * upload), the bearer token when one is stored, and SPEC §8's handling of 401/403 in one place.
 */
import { HTTP_TIMEOUT_MS, STORAGE_KEYS } from '#shared/constants.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { apiPaths } from '#shared/paths.ts';
import { storage } from './storage.ts';

const baseUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/** An upload (a FormData body) may be a 60 MB narration over a boat's weak signal. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, code: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
    const errors = (body as { errors?: unknown } | undefined)?.errors;
    this.errors = errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined;
  }
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The app registers what a 401/403 does (toast, then /login after 1 s; the auth state). */
export function onSessionExpired(listener: SessionExpiredListener) {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Skip SPEC §8's session-expired handling (sign-in forms answer 401 on purpose). */
  allowUnauthorized?: boolean;
  keepalive?: boolean;
  /** Overrides the timeout: SPEC's 10 s, or UPLOAD_TIMEOUT_MS for a FormData body. */
  timeoutMs?: number;
  /** 'gzip': the JSON body goes compressed (`Content-Encoding: gzip`) where the browser can. */
  bodyEncoding?: 'gzip';
  /** 'file': a successful answer is handed to `parse` as a Blob (a download), not as JSON. */
  answer?: 'json' | 'file';
}

/**
 * Checks an answer's shape. Public pages pass a small guard; app screens may pass `schema.parse`,
 * or a parser that first waits for its schema's module (features/voyages/api/voyage-answer.ts).
 */
export type ResponseParser<T> = (body: unknown) => T | Promise<T>;

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

interface RawAnswer {
  response: Response;
  body: unknown;
}

/** A JSON body, gzip-compressed by the browser's CompressionStream. */
function gzipped(json: string): Promise<ArrayBuffer> {
  return new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

async function send(path: string, options: RequestOptions): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (an upload) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let requestBody: BodyInit | undefined;
  if (options.body !== undefined) {
    requestBody = isForm ? (options.body as FormData) : JSON.stringify(options.body);
  }
  if (
    typeof requestBody === 'string' &&
    options.bodyEncoding === 'gzip' &&
    typeof CompressionStream !== 'undefined'
  ) {
    requestBody = await gzipped(requestBody);
    headers['content-encoding'] = 'gzip';
  }

  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(),
    options.timeoutMs ?? (isForm ? UPLOAD_TIMEOUT_MS : HTTP_TIMEOUT_MS),
  );
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: requestBody,
      credentials: 'include',
      signal,
      keepalive: options.keepalive ?? false,
    });
    const body: unknown =
      options.answer === 'file' && response.ok
        ? await response.blob()
        : await response.json().catch(() => undefined);
    return { response, body };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, pt.generic.unknown, timeout.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
  }
}

let refreshing: Promise<boolean> | undefined;

/**
 * Access tokens live 15 minutes: on a 401 the client trades its refresh token for a new pair once
 * (one request at a time, however many calls failed together) and replays the call.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
    if (!refreshToken) return false;
    try {
      const { response, body } = await send(apiPaths.refreshSession, {
        method: 'POST',
        body: { refresh_token: refreshToken },
      });
      const tokens = body as { token?: unknown; refresh_token?: unknown } | undefined;
      if (!response.ok || typeof tokens?.token !== 'string' || typeof tokens.refresh_token !== 'string')
        return false;
      storage.set(STORAGE_KEYS.token, tokens.token);
      storage.set(STORAGE_KEYS.refreshToken, tokens.refresh_token);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** SPEC §8: any 401 or 403 clears the stored session and tells the app (toast, then /login). */
function endSession() {
  // Several calls of one screen can fail together: the first ends the session, and the app is
  // told once (one toast, one redirect).
  const hadSession = [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user].some(
    (key) => storage.get(key) !== null,
  );
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.refreshToken);
  storage.remove(STORAGE_KEYS.user);
  if (!hadSession) return;
  for (const listener of sessionExpiredListeners) listener();
}

/** Calls the API and checks the answer with `parse`; throws ApiError on any failure. */
export async function apiRequest<T>(
  path: string,
  parse: ResponseParser<T>,
  options: RequestOptions = {},
): Promise<T> {
  let { response, body } = await send(path, options);
  const hadToken = storage.get(STORAGE_KEYS.token) !== null;
  if (response.status === 401 && hadToken && !options.allowUnauthorized && (await refreshSession())) {
    ({ response, body } = await send(path, options));
  }
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && !options.allowUnauthorized) endSession();
    const message = (body as { message?: unknown } | undefined)?.message;
    const code = (body as { code?: unknown } | undefined)?.code;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : pt.generic.unknown,
      typeof code === 'string' ? code : 'HTTP_ERROR',
      body,
    );
  }
  try {
    return await parse(body);
  } catch (error) {
    // The parser's own module could not arrive: said as the request's failure (voyage-answer.ts).
    if (error instanceof ApiError) throw error;
    throw new ApiError(response.status, pt.products.invalidFormat, 'INVALID_RESPONSE', body);
  }
}
