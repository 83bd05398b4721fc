import { apiRequest } from '#client/lib/api-client.ts';

export interface ResetPasswordPayload {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}

export function resetPassword(payload: ResetPasswordPayload) {
  return apiRequest('/api/v1/user/reset-password', () => undefined, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
