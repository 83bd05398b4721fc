/** The console's voyage calls (docs/architecture/admin.md). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type AdminVoyage,
  type AdminVoyagePayload,
  adminVoyageListSchema,
  adminVoyageResponseSchema,
  audioUploadResponseSchema,
} from '#shared/schemas/admin-voyages.ts';
import { adminQueriesKey } from './admin-travellers.ts';

export const adminVoyagesKey = [...adminQueriesKey, 'voyages'] as const;

export function useAdminVoyages() {
  return useQuery({
    queryKey: adminVoyagesKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.adminVoyages, adminVoyageListSchema.parse, { signal })).data,
  });
}

export function useAdminVoyage(id: string) {
  return useQuery({
    queryKey: [...adminVoyagesKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(href(appApiPaths.adminVoyage, { id }), adminVoyageResponseSchema.parse, { signal }))
        .data,
    // The editor holds the text being written: a refetch must never replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * Creates a voyage, or saves one the editor loaded at `version` (its updated_at): a voyage changed
 * since answers 409 (docs/architecture/admin.md).
 */
export async function saveVoyage(
  loaded: { id: string; version: string } | null,
  payload: AdminVoyagePayload,
): Promise<AdminVoyage> {
  const answer = await apiRequest(
    loaded ? href(appApiPaths.adminVoyage, { id: loaded.id }) : appApiPaths.adminVoyages,
    adminVoyageResponseSchema.parse,
    loaded
      ? { method: 'PUT', body: { ...payload, version: loaded.version } }
      : { method: 'POST', body: payload },
  );
  return answer.data;
}

export async function publishVoyage(id: string, published: boolean): Promise<AdminVoyage> {
  const answer = await apiRequest(
    href(appApiPaths.adminVoyagePublication, { id }),
    adminVoyageResponseSchema.parse,
    {
      method: 'PUT',
      body: { published },
    },
  );
  return answer.data;
}

export async function uploadNarration(file: File) {
  const form = new FormData();
  form.append('audio', file);
  const answer = await apiRequest(appApiPaths.adminAudioUploads, audioUploadResponseSchema.parse, {
    method: 'POST',
    body: form,
  });
  return answer.data;
}
