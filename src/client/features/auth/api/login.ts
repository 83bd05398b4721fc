import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { LoginPayload } from '#shared/schemas/auth.ts';

/** POST api/v1/user/login (SPEC §7). The answer is checked by the caller (SPEC §8 wants its own text). */
export function login(payload: LoginPayload) {
  return apiRequest(apiPaths.login, (body) => body, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
