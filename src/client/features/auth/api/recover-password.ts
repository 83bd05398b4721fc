import { apiRequest } from '#client/lib/api-client.ts';

/** POST api/v1/user/recover-password: the same answer whether or not the account exists. */
export function recoverPassword(email: string) {
  return apiRequest('/api/v1/user/recover-password', () => undefined, {
    method: 'POST',
    body: { email },
    allowUnauthorized: true,
  });
}
