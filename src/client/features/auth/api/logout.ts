import { apiRequest } from '#client/lib/api-client.ts';

/** Revokes the refresh token on the server; the device forgets the session either way. */
export function logout(refreshToken: string | null) {
  return apiRequest('/api/v1/user/logout', () => undefined, {
    method: 'POST',
    body: { refresh_token: refreshToken ?? '' },
    allowUnauthorized: true,
  });
}
