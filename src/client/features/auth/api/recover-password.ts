import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';

/** POST api/v1/user/recover-password: the same answer whether or not the account exists. */
export function recoverPassword(email: string) {
  return apiRequest(apiPaths.recoverPassword, () => undefined, {
    method: 'POST',
    body: { email },
    allowUnauthorized: true,
  });
}
