import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { ChangePasswordPayload } from '#shared/schemas/account.ts';

export function changePassword(payload: ChangePasswordPayload) {
  return apiRequest(apiPaths.changePassword, () => undefined, { method: 'POST', body: payload });
}
