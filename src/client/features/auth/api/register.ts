import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { RegistrationFailure, RegistrationPayload, RegistrationResponse } from '#shared/schemas/auth.ts';

export function register(payload: RegistrationPayload) {
  return apiRequest(apiPaths.register, (body) => body as RegistrationResponse | RegistrationFailure, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
