import { apiRequest } from '#client/lib/api-client.ts';
import { forgetInvitation, pendingInvitationToken } from '#client/lib/pending-invitation.ts';
import { apiPaths } from '#shared/paths.ts';

/** SPEC §3: `auth_type` 'redirect' with data.url, or 'direct' with the session in data. */
export function startGoogleSignIn() {
  return apiRequest(apiPaths.googleSignIn, (body) => body, {
    method: 'POST',
    body: {},
    allowUnauthorized: true,
  });
}

/** A pending invitation rides along, so a friend signing up with Google gets its passagem (docs/architecture/invitations.md). */
export async function completeGoogleSignIn(code: string, state: string | null) {
  const invitationToken = pendingInvitationToken();
  const answer = await apiRequest(apiPaths.googleCallback, (body) => body, {
    query: { code, state, ...(invitationToken ? { invitation_token: invitationToken } : {}) },
    allowUnauthorized: true,
  });
  if (invitationToken) forgetInvitation();
  return answer;
}
