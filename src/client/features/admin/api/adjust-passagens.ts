/** POST /api/v1/admin/travellers/{id}/passagens: give or take back, with a reason (docs/architecture/admin.md). */

import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type PassagensAdjustment, passagensAdjustmentResultSchema } from '#shared/schemas/admin.ts';

export async function adjustPassagens(travellerId: string, adjustment: PassagensAdjustment): Promise<number> {
  const answer = await apiRequest(
    href(appApiPaths.adminTravellerPassagens, { id: travellerId }),
    passagensAdjustmentResultSchema.parse,
    { method: 'POST', body: adjustment },
  );
  return answer.data.balance;
}
