/** GET /api/v1/voyages/get/episodes (SPEC §7): every voyage with the traveller's state. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { Episode } from '#shared/schemas/voyages.ts';

/** Every query about voyages starts with this key, so one invalidation refreshes them all. */
export const voyagesQueryKey = ['voyages'] as const;
export const episodesQueryKey = [...voyagesQueryKey, 'episodes'] as const;

/**
 * One voyage of the list, checked field by field against `episodeSchema`'s rules: `/home` shows
 * nothing else from the voyages' schemas, and evaluating zod and those schemas cost its start more
 * than the list itself (docs/architecture/frontend.md). The result is typed `Episode`, so a field
 * the schema gains fails the type check here.
 */
function readEpisode(value: unknown): Episode {
  if (typeof value !== 'object' || value === null) throw new TypeError('episode: not an object');
  const fields = value as Partial<Record<keyof Episode, unknown>>;
  const wrong = (key: keyof Episode): never => {
    throw new TypeError(`episode.${key}: ${JSON.stringify(fields[key])}`);
  };
  const text = (key: keyof Episode) => {
    const field = fields[key];
    return typeof field === 'string' ? field : wrong(key);
  };
  const flag = (key: keyof Episode) => {
    const field = fields[key];
    return typeof field === 'boolean' ? field : wrong(key);
  };
  const whole = (key: keyof Episode, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const field = fields[key];
    return Number.isInteger(field) && (field as number) >= min && (field as number) <= max
      ? (field as number)
      : wrong(key);
  };
  return {
    id: text('id'),
    title: text('title'),
    description: text('description'),
    short_description: text('short_description'),
    image_url: fields.image_url === null ? null : text('image_url'),
    is_free: flag('is_free'),
    cost: whole('cost', 0),
    duration: whole('duration', 1),
    slug: text('slug'),
    view_count: whole('view_count', 0),
    is_started: flag('is_started'),
    is_completed: flag('is_completed'),
    progress: whole('progress', 0, 100),
  };
}

/** `{ success: true, data: Episode[] }`; anything else is an answer of the wrong shape. */
export function readEpisodes(body: unknown): Episode[] {
  const answer = body as { success?: unknown; data?: unknown } | null;
  if (answer?.success !== true || !Array.isArray(answer.data)) throw new TypeError('episodes: no list');
  return answer.data.map(readEpisode);
}

export function fetchEpisodes(signal?: AbortSignal): Promise<Episode[]> {
  return apiRequest(apiPaths.episodes, readEpisodes, { signal });
}

export function useEpisodes() {
  return useQuery({
    queryKey: episodesQueryKey,
    queryFn: ({ signal }) => fetchEpisodes(signal),
    staleTime: 0,
  });
}
