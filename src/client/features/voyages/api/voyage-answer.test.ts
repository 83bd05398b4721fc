import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<typeof fetch>();
const viewsAnswer = (viewCount: unknown) =>
  new Response(JSON.stringify({ success: true, data: { voyage_id: '1', view_count: viewCount } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The modules as a screen has them, fresh for each test (one may replace the schemas' module). */
async function requestViews() {
  vi.stubGlobal('fetch', fetchMock);
  const [{ apiRequest, ApiError }, { voyageAnswer }] = await Promise.all([
    import('#client/lib/api-client.ts'),
    import('./voyage-answer.ts'),
  ]);
  const result = await apiRequest('/api/v1/voyages/1/views', voyageAnswer('viewsAnswerSchema')).catch(
    (error: unknown) => error,
  );
  return { result, ApiError };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./answer-schemas.ts');
  vi.resetModules();
  fetchMock.mockReset();
});

describe('voyageAnswer', () => {
  it('checks an answer with its schema, loaded beside the request', async () => {
    fetchMock.mockResolvedValue(viewsAnswer(7));
    const { result } = await requestViews();
    expect(result).toEqual({ success: true, data: { voyage_id: '1', view_count: 7 } });
  });

  it('refuses an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(viewsAnswer('sete'));
    const { result, ApiError } = await requestViews();
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('says a schema that could not arrive as the request failing for want of a signal', async () => {
    fetchMock.mockResolvedValue(viewsAnswer(7));
    vi.doMock('./answer-schemas.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { result, ApiError } = await requestViews();
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
