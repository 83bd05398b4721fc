import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';

/** Revokes the refresh token on the server; the device forgets the session either way. */
export function logout(refreshToken: string | null) {
  return apiRequest(apiPaths.logout, () => undefined, {
    method: 'POST',
    body: { refresh_token: refreshToken ?? '' },
    allowUnauthorized: true,
  });
}
