import { apiRequest } from '#client/lib/api-client.ts';

export interface LoginPayload {
  Login: string;
  Password: string;
}

/** POST api/v1/user/login (SPEC §7). The answer is checked by the caller (SPEC §8 wants its own text). */
export function login(payload: LoginPayload) {
  return apiRequest('/api/v1/user/login', (body) => body, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
