import { apiRequest } from '#client/lib/api-client.ts';

export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  metadata: { journey_goal: string };
  /** The invitation this sign-up comes through (docs/decisions/051). */
  invitation_token?: string;
}

export interface RegistrationResult {
  success: boolean;
  message?: string;
  data?: Record<string, unknown>;
}

export function register(payload: RegistrationPayload) {
  return apiRequest('/api/v1/user/register', (body) => body as RegistrationResult, {
    method: 'POST',
    body: payload,
    allowUnauthorized: true,
  });
}
