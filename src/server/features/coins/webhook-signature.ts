/**
 * The payment webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * (the scheme Stripe uses), checked in constant time and refused when older or newer than 300 s.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYMENT_SIGNATURE_HEADER = 'x-rota-signature';
/** Where Stripe signs its deliveries, verified by its SDK (stripe-payment-provider.ts). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, rawBody: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The header value for a body signed at `timestamp` (seconds). */
export function signWebhook(secret: string, rawBody: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Checks a signature header against the raw body at `nowSeconds`. */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer | string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (!key || !value) continue;
    parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestampText = parts.get('t')?.[0];
  const signatures = parts.get('v1') ?? [];
  if (!timestampText || !/^\d{1,12}$/.test(timestampText) || signatures.length === 0) return 'malformed';
  const timestamp = Number(timestampText);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  const expected = hmac(secret, timestamp, rawBody);
  // Several v1 values are allowed while a secret is being rotated.
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  });
  return matches ? 'valid' : 'mismatch';
}
