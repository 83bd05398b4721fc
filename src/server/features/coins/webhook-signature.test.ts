import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { sellerTestEnv } from '#tests/seller-test-env.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'um-segredo-de-webhook-com-pelo-menos-32-caracteres';
const body = Buffer.from('{"id":"evt_1","type":"payment.approved","data":{"order_id":"x"}}');
const now = 1_790_000_000;

describe('webhook signatures', () => {
  it('accepts its own signature within 300 seconds, either way', () => {
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, now), body, now)).toBe('valid');
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, now - 300), body, now)).toBe('valid');
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, now + 300), body, now)).toBe('valid');
  });

  it('refuses stale, forged, tampered, missing and malformed signatures', () => {
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, now - 301), body, now)).toBe('stale');
    expect(verifyWebhookSignature(secret, signWebhook(`${secret}!`, body, now), body, now)).toBe('mismatch');
    expect(verifyWebhookSignature(secret, signWebhook(secret, body, now), Buffer.from(`${body} `), now)).toBe(
      'mismatch',
    );
    expect(verifyWebhookSignature(secret, undefined, body, now)).toBe('missing');
    for (const header of ['v1=abc', `t=${now}`, 't=agora,v1=00', `t=${now},v1=xyz`]) {
      expect(['malformed', 'mismatch']).toContain(verifyWebhookSignature(secret, header, body, now));
    }
  });

  it('accepts any of several v1 values (while a secret rotates)', () => {
    const good = signWebhook(secret, body, now).split(',v1=')[1];
    expect(verifyWebhookSignature(secret, `t=${now},v1=${'0'.repeat(64)},v1=${good}`, body, now)).toBe(
      'valid',
    );
  });
});

describe('PAYMENT_WEBHOOK_SECRET and PAYMENT_PROVIDER', () => {
  it('generates the webhook secret once into DATA_DIR and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-env-'));
    try {
      const first = parseEnv({ DATA_DIR: dataDir });
      expect(first.PAYMENT_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
      // No free passagens by default: production has no provider unless one is named.
      expect(first.PAYMENT_PROVIDER).toBeNull();
      expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
      expect(parseEnv({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
      const file = path.join(dataDir, '.payment-webhook-secret');
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.PAYMENT_WEBHOOK_SECRET);
      expect(parseEnv({ DATA_DIR: dataDir }).PAYMENT_WEBHOOK_SECRET).toBe(first.PAYMENT_WEBHOOK_SECRET);
      expect(parseEnv({ DATA_DIR: dataDir, PAYMENT_WEBHOOK_SECRET: secret }).PAYMENT_WEBHOOK_SECRET).toBe(
        secret,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a short secret and an unknown provider, naming the variable', () => {
    expect(() => parseEnv({ PAYMENT_WEBHOOK_SECRET: 'curto' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'bitcoin' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses Stripe without a valid key or webhook secret, in one line naming the variable', () => {
    const key = 'sk_test_51AbCdEfGhIjKlMnOp';
    const webhookSecret = 'whsec_0123456789abcdef0123456789abcdef';
    const errorOf = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const missingKey = errorOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: webhookSecret });
    expect(missingKey).toMatch(/^Configuração inválida: STRIPE_SECRET_KEY /);
    expect(missingKey).not.toContain('\n');
    expect(errorOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: key })).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(
      errorOf({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_live_123456789',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      }),
    ).toMatch(/^Configuração inválida: STRIPE_SECRET_KEY deve ser uma chave secreta.*\(valor: oculto\)$/);
    expect(
      errorOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'segredo' }),
    ).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(errorOf({ STRIPE_API_BASE: 'ftp://stripe' })).toMatch(/STRIPE_API_BASE/);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rota-env-'));
    try {
      const env = parseEnv({
        ...sellerTestEnv,
        DATA_DIR: dataDir,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: key,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      });
      expect(env.PAYMENT_PROVIDER).toBe('stripe');
      expect(env.STRIPE_API_BASE).toBe('https://api.stripe.com');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
