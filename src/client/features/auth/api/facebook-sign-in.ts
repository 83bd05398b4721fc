import { apiRequest } from '#client/lib/api-client.ts';

/** POST api/v1/user/auth/facebook (SPEC §7) with the access token Facebook handed back. */
export function facebookSignIn(accessToken: string) {
  return apiRequest('/api/v1/user/auth/facebook', (body) => body, {
    method: 'POST',
    body: { accessToken, userData: {} },
    allowUnauthorized: true,
  });
}
