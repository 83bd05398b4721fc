/** PUT /api/v1/admin/travellers/{id}/role (docs/architecture/admin.md). */

import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import type { UserRole } from '#shared/roles.ts';
import { adminTravellerSchema } from '#shared/schemas/admin.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';

const answerSchema = dataResponseSchema(adminTravellerSchema);

export async function changeRole(travellerId: string, role: UserRole) {
  const answer = await apiRequest(
    href(appApiPaths.adminTravellerRole, { id: travellerId }),
    answerSchema.parse,
    { method: 'PUT', body: { role } },
  );
  return answer.data;
}
