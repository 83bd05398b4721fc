/** POST /api/v1/invitations: a signed-in traveller invites a friend to a voyage (docs/architecture/invitations.md). */
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import {
  type CreatedInvitation,
  type CreateInvitationPayload,
  createdInvitationResponseSchema,
} from '#shared/schemas/invitations.ts';

export async function createInvitation(payload: CreateInvitationPayload): Promise<CreatedInvitation> {
  const answer = await apiRequest(apiPaths.invitations, createdInvitationResponseSchema.parse, {
    method: 'POST',
    body: payload,
  });
  return answer.data;
}
