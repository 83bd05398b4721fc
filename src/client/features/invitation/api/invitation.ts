/** GET /api/v1/invitations/{token}: a traveller's invitation (public; docs/architecture/invitations.md). */
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { Invitation } from '#shared/schemas/invitations.ts';

/** A small guard instead of zod: guests open invitations on weak connections (docs/architecture/frontend.md). */
function parseInvitation(body: unknown): Invitation {
  const data = (body as { data?: Partial<Invitation> } | undefined)?.data;
  const voyage = data?.voyage;
  if (
    typeof data?.token !== 'string' ||
    typeof data.sender_name !== 'string' ||
    typeof data.created_at !== 'string' ||
    typeof data.expires_at !== 'string' ||
    typeof data.ticket_number !== 'number' ||
    typeof voyage?.id !== 'string' ||
    typeof voyage.title !== 'string'
  ) {
    throw new Error('invalid invitation');
  }
  return data as Invitation;
}

export function fetchInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(href(apiPaths.invitation, { token }), parseInvitation, {
    signal,
    allowUnauthorized: true,
  });
}
