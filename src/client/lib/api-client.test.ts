import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { ApiError, apiRequest, onSessionExpired } from './api-client.ts';

function headerOf(init: RequestInit | undefined, name: string) {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends credentials, JSON and the stored bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc.def');
    fetchMock.mockResolvedValue(answer(200, { ok: 1 }));
    const result = await apiRequest('/api/v1/x', (body) => body as { ok: number }, {
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, search: '', category: undefined },
    });
    expect(result).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/x?page=2');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(headerOf(init, 'authorization')).toBe('Bearer abc.def');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no authorization header without a token', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiRequest('/api/v1/x', () => null);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(headerOf(init, 'authorization')).toBeUndefined();
  });

  it('turns an error answer into an ApiError with its message, code and field errors', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { success: false, code: 'VALIDATION_FAILED', message: 'Erro', errors: { email: ['x'] } }),
    );
    const error = await apiRequest('/api/v1/x', () => null).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Erro',
      errors: { email: ['x'] },
    });
  });

  it('on 401 or 403 clears the session and tells the app once', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    for (const status of [401, 403]) {
      localStorage.setItem(STORAGE_KEYS.token, 't');
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
      localStorage.setItem(STORAGE_KEYS.user, '{}');
      fetchMock.mockResolvedValueOnce(
        answer(status, { success: false, code: 'UNAUTHENTICATED', message: 'x' }),
      );
      await expect(apiRequest('/api/v1/x', () => null)).rejects.toBeInstanceOf(ApiError);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    }
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('tells the app once when several calls fail together', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, '{}');
    fetchMock.mockResolvedValue(answer(403, { success: false, code: 'FORBIDDEN', message: 'x' }));
    const calls = ['/api/v1/a', '/api/v1/b', '/api/v1/c'].map((path) => apiRequest(path, () => null));
    await Promise.allSettled(calls);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('renews an expired access token once and replays the call', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    fetchMock
      .mockResolvedValueOnce(answer(401, { code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(answer(200, { token: 'new', refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(apiRequest('/api/v1/x', (body) => body)).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/user/refresh');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"refresh_token":"refresh-1"}');
    expect(headerOf(fetchMock.mock.calls[2]?.[1], 'authorization')).toBe('Bearer new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('hands a file answer over as it came, after renewing an expired token like any call', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    const csv = '\uFEFFDia;Visitas\r\n2026-11-25;3\r\n';
    fetchMock
      .mockResolvedValueOnce(answer(401, { code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(answer(200, { token: 'new', refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }));
    const file = await apiRequest('/api/v1/x.csv', (body) => body as Blob, { answer: 'file' });
    expect(file).toBeInstanceOf(Blob);
    // The byte order mark survives: the file is not decoded on the way.
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(headerOf(fetchMock.mock.calls[2]?.[1], 'authorization')).toBe('Bearer new');
  });

  it('ends the session when the refresh token is refused too', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    localStorage.setItem(STORAGE_KEYS.token, 'old');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'reused');
    fetchMock
      .mockResolvedValueOnce(answer(401, { code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(answer(401, { code: 'UNAUTHENTICATED', message: 'x' }));
    await expect(apiRequest('/api/v1/x', () => null)).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    stop();
  });

  it('leaves the session alone when a form expects a 401', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    localStorage.setItem(STORAGE_KEYS.token, 't');
    fetchMock.mockResolvedValue(answer(401, { message: 'Credenciais inválidas' }));
    await expect(apiRequest('/api/v1/x', () => null, { allowUnauthorized: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    stop();
  });

  it('reports a dropped connection as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/v1/x', () => null)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('gives up after the 10 s timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = apiRequest('/api/v1/x', () => null).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
    vi.useRealTimers();
  });

  it('gives an upload ten minutes instead', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const form = new FormData();
    form.append('image', new Blob(['imagem']), 'capa.png');
    let settled = false;
    const pending = apiRequest('/api/v1/admin/uploads/images', () => null, { method: 'POST', body: form })
      .catch((caught: unknown) => caught)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(pending).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
    vi.useRealTimers();
  });

  it('refuses an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: 'not a list' }));
    const parse = (body: unknown) => {
      if (!Array.isArray((body as { data?: unknown }).data)) throw new Error('shape');
      return body;
    };
    await expect(apiRequest('/api/v1/x', parse)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
