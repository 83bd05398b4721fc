/** POST /api/v1/packages/{id}/checkout: a pending order and the provider's page where it is paid. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/app-api-paths.ts';
import { href } from '#shared/href.ts';
import { type Checkout, checkoutSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';

const checkoutAnswerSchema = dataResponseSchema(checkoutSchema);

export async function startCheckout(packageId: string): Promise<Checkout> {
  const path = href(appApiPaths.packageCheckout, { id: packageId });
  return (await apiRequest(path, checkoutAnswerSchema.parse, { method: 'POST' })).data;
}

export function useCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
