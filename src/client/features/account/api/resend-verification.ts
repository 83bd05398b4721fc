import { apiRequest } from '#client/lib/api-client.ts';

export function resendVerification() {
  return apiRequest('/api/v1/email/verification-notification', () => undefined, { method: 'POST' });
}
