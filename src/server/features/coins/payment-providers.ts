import type { Env } from '#server/env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';

/**
 * The provider PAYMENT_PROVIDER names, or null when none is configured (buying disabled). A second
 * real provider (Mercado Pago) plugs in here; docs/architecture/coins.md, docs/decisions/100. A provider's SDK loads
 * only when it is the one named (docs/architecture/performance.md).
 */
export async function createPaymentProvider(env: Env): Promise<PaymentProvider | null> {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxPaymentProvider({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET });
    case 'stripe': {
      if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
        throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      }
      const { createStripePaymentProvider } = await import('./stripe-payment-provider.ts');
      return createStripePaymentProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      });
    }
    case null:
      return null;
  }
}
