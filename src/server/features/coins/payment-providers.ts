import type { Env } from '#server/env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';

/** The provider PAYMENT_PROVIDER names (a real one plugs in here; docs/decisions/030-payments.md). */
export function createPaymentProvider(env: Env): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxPaymentProvider({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET });
  }
}
