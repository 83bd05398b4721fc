import { apiRequest } from '#client/lib/api-client.ts';
import { forgetInvitation, pendingInvitationToken } from '#client/lib/pending-invitation.ts';
import { apiPaths } from '#shared/paths.ts';

/**
 * POST api/v1/user/auth/facebook (SPEC §7) with the access token Facebook handed back, and a pending
 * invitation, so a friend signing up with Facebook gets its passagem (docs/architecture/invitations.md).
 */
export async function facebookSignIn(accessToken: string) {
  const invitationToken = pendingInvitationToken();
  const answer = await apiRequest(apiPaths.facebookSignIn, (body) => body, {
    method: 'POST',
    body: { accessToken, userData: {}, ...(invitationToken ? { invitation_token: invitationToken } : {}) },
    allowUnauthorized: true,
  });
  if (invitationToken) forgetInvitation();
  return answer;
}
