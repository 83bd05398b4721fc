import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';

export function resendVerification() {
  return apiRequest(apiPaths.verificationNotification, () => undefined, { method: 'POST' });
}
