import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { RecoverPasswordPayload } from '#shared/schemas/auth.ts';

/** POST /forgot-password (SPEC §7): the reset link, with the same answer whether or not the account exists. */
export function sendResetLink(payload: RecoverPasswordPayload) {
  return apiRequest(apiPaths.forgotPassword, () => undefined, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
