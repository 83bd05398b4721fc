/** POST /api/v1/packages/{id}/checkout: a pending order and the provider's page where it is paid. */

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type Checkout, type CheckoutRequest, checkoutSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';

const checkoutAnswerSchema = dataResponseSchema(checkoutSchema);

/** Creates the order under the terms version the purchase summary showed. */
export async function startCheckout(packageId: string): Promise<Checkout> {
  const path = href(appApiPaths.packageCheckout, { id: packageId });
  const body: CheckoutRequest = { terms_version: termsVersion };
  return (await apiRequest(path, checkoutAnswerSchema.parse, { method: 'POST', body })).data;
}

export function useCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
