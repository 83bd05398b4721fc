import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { ResetPasswordPayload } from '#shared/schemas/auth.ts';

export function resetPassword(payload: ResetPasswordPayload) {
  return apiRequest(apiPaths.resetPassword, () => undefined, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
