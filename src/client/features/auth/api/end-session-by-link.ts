import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { sessionEndedByLinkSchema } from '#shared/schemas/sessions.ts';

/** The new-device e-mail's link: works signed out (docs/architecture/auth.md, Devices). */
export function endSessionByLink(token: string) {
  return apiRequest(appApiPaths.sessionEndByLink, sessionEndedByLinkSchema.parse, {
    method: 'POST',
    body: { token },
    allowUnauthorized: true,
  });
}
