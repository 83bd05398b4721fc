import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
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
      expect(first.PAYMENT_PROVIDER).toBe('sandbox');
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
});
