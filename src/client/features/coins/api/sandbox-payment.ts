/** The sandbox provider's buttons: POST /api/v1/payments/sandbox/{id}/approve|cancel. */

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type SandboxDecision, sandboxDecisionSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';

const decisionAnswerSchema = dataResponseSchema(sandboxDecisionSchema);

export type SandboxChoice = 'approve' | 'cancel';

export async function decideSandboxPayment(orderId: string, choice: SandboxChoice): Promise<SandboxDecision> {
  const template = choice === 'approve' ? appApiPaths.sandboxApprove : appApiPaths.sandboxCancel;
  const path = href(template, { id: orderId });
  return (await apiRequest(path, decisionAnswerSchema.parse, { method: 'POST' })).data;
}

export function useSandboxPayment(orderId: string) {
  return useMutation({ mutationFn: (choice: SandboxChoice) => decideSandboxPayment(orderId, choice) });
}
