import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type AccountDeletionPayload,
  type EmailChangePayload,
  type PrivacySettings,
  privacySettingsResponseSchema,
} from '#shared/schemas/personal-data.ts';

/** The export can take longer than a plain call's 10 s for a traveller with years of notes. */
const EXPORT_TIMEOUT_MS = 120_000;

const readPrivacySettings = (body: unknown): PrivacySettings =>
  privacySettingsResponseSchema.parse(body).data;

export const privacySettingsQueryKey = ['privacy-settings'] as const;

export function usePrivacySettings() {
  return useQuery({
    queryKey: privacySettingsQueryKey,
    queryFn: ({ signal }) => apiRequest(appApiPaths.privacySettings, readPrivacySettings, { signal }),
  });
}

export function useAnalyticsSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analyticsOptOut: boolean) =>
      apiRequest(appApiPaths.privacySettings, readPrivacySettings, {
        method: 'PUT',
        body: { analytics_opt_out: analyticsOptOut },
      }),
    onSuccess: (settings) => queryClient.setQueryData(privacySettingsQueryKey, settings),
  });
}

function asFile(body: unknown): Blob {
  if (!(body instanceof Blob)) throw new TypeError('not a file');
  return body;
}

/** The file needs the session's bearer token, so it is fetched and handed to the browser as a download. */
export async function downloadDataExport(): Promise<void> {
  const blob = await apiRequest(appApiPaths.dataExport, asFile, {
    answer: 'file',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `rota-amazonia-meus-dados-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
}

export function requestEmailChange(payload: EmailChangePayload) {
  return apiRequest(appApiPaths.emailChange, () => undefined, { method: 'POST', body: payload });
}

export function deleteAccount(payload: AccountDeletionPayload) {
  return apiRequest(appApiPaths.account, () => undefined, { method: 'DELETE', body: payload });
}
