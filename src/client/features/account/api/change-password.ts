import { apiRequest } from '#client/lib/api-client.ts';

export interface ChangePasswordPayload {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function changePassword(payload: ChangePasswordPayload) {
  return apiRequest('/api/v1/user/change-password', () => undefined, { method: 'POST', body: payload });
}
