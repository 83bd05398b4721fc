/**
 * What features report to the metrics in one line, without loading them (docs/decisions/162):
 * with METRICS_PORT unset every call is a no-op on this object.
 */
export interface ProductEvents {
  /** A rate limit let a request through because its store (Redis) did not answer. */
  rateLimitSkipped(limit: string): void;
  /** A payment provider's webhook read and applied: its event type and what it did. */
  paymentWebhook(type: string, outcome: string): void;
}

export const ignoredProductEvents: ProductEvents = {
  rateLimitSkipped: () => {},
  paymentWebhook: () => {},
};

declare module 'fastify' {
  interface FastifyInstance {
    productEvents: ProductEvents;
  }
}
