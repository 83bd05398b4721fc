import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { type Episode, episodeSchema } from '#shared/schemas/voyages.ts';
import { fetchEpisodes, readEpisodes } from './episodes.ts';

const listAnswerSchema = dataResponseSchema(episodeSchema.array());

const episode: Episode = {
  id: '7',
  title: 'Encontro das Águas',
  description: 'Uma viagem pelo encontro do Negro com o Solimões.',
  short_description: 'O encontro dos rios.',
  image_url: '/imagens/encontro.webp',
  is_free: false,
  cost: 3,
  duration: 30,
  slug: 'encontro-das-aguas',
  view_count: 12,
  is_started: true,
  is_completed: false,
  progress: 40,
};

/** The answer with one field of its one voyage replaced (or left out, for `undefined`). */
function answerWith(key: keyof Episode, value: unknown) {
  const changed: Record<string, unknown> = { ...episode, [key]: value };
  if (value === undefined) delete changed[key];
  return { success: true, data: [changed] };
}

const variants: [keyof Episode, unknown][] = [
  ['id', 7],
  ['id', undefined],
  ['title', null],
  ['image_url', null],
  ['image_url', 3],
  ['is_free', 'false'],
  ['cost', 0],
  ['cost', -1],
  ['cost', 1.5],
  ['duration', 0],
  ['duration', '30'],
  ['view_count', -2],
  ['is_completed', undefined],
  ['progress', 100],
  ['progress', 101],
  ['progress', '40'],
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readEpisodes', () => {
  it('reads a list as the schema does', () => {
    const answer = { success: true, data: [episode, { ...episode, id: '8', image_url: null }] };
    expect(readEpisodes(answer)).toEqual(listAnswerSchema.parse(answer).data);
  });

  it.each(variants)('refuses %s = %j exactly when the schema does', (key, value) => {
    const answer = answerWith(key, value);
    const schemaAccepts = listAnswerSchema.safeParse(answer).success;
    if (schemaAccepts) expect(readEpisodes(answer)).toEqual(listAnswerSchema.parse(answer).data);
    else expect(() => readEpisodes(answer)).toThrow(TypeError);
  });

  it('refuses an answer without a list', () => {
    for (const answer of [
      null,
      {},
      { success: false, data: [] },
      { success: true, data: {} },
      { success: true },
    ]) {
      expect(() => readEpisodes(answer)).toThrow(TypeError);
    }
  });

  it('says an answer of the wrong shape as one, through the API client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response(JSON.stringify(answerWith('progress', 'metade')), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const failure = await fetchEpisodes().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
