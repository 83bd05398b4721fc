import { apiRequest } from '#client/lib/api-client.ts';

/** SPEC §3: `auth_type` 'redirect' with data.url, or 'direct' with the session in data. */
export function startGoogleSignIn() {
  return apiRequest('/api/v1/user/auth/google', (body) => body, {
    method: 'POST',
    body: {},
    allowUnauthorized: true,
  });
}

export function completeGoogleSignIn(code: string, state: string | null) {
  return apiRequest('/api/v1/user/auth/google/callback', (body) => body, {
    query: { code, state },
    allowUnauthorized: true,
  });
}
