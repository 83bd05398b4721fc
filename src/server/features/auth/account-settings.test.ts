import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';

describe('account settings in the environment', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'env-accounts-'));

  it('has safe production defaults', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({
      PASSWORD_HASH_COST: 'production',
      ACCESS_TOKEN_TTL_MINUTES: 15,
      REFRESH_TOKEN_TTL_DAYS: 30,
      PASSWORD_RESET_TTL_MINUTES: 60,
      RATE_LIMIT_LOGIN_MAX: 10,
      RATE_LIMIT_LOGIN_EMAIL_MAX: 5,
      RATE_LIMIT_LOGIN_WINDOW_MINUTES: 15,
      RATE_LIMIT_REGISTER_MAX: 5,
      RATE_LIMIT_RECOVERY_MAX: 5,
      RATE_LIMIT_ACCOUNT_WINDOW_MINUTES: 60,
    });
  });

  it('allows the cheap test password hash only with NODE_ENV=test', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'test', NODE_ENV: 'development' }),
    ).toThrow(/PASSWORD_HASH_COST/);
    expect(
      parseEnv({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'test', NODE_ENV: 'test' }).PASSWORD_HASH_COST,
    ).toBe('test');
  });

  it('refuses a rate limit that is not a positive whole number', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), RATE_LIMIT_LOGIN_MAX: '0' })).toThrow(
      /RATE_LIMIT_LOGIN_MAX/,
    );
  });
});

describe('the accounts API in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every account call', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/login',
        '/api/v1/user/register',
        '/api/v1/user/refresh',
        '/api/v1/user/logout',
        '/forgot-password',
        '/api/v1/user/recover-password',
        '/api/v1/user/reset-password',
        '/api/v1/user/change-password',
        '/api/v1/email/verification-notification',
        '/api/v1/email/verify',
        '/api/v1/user/get-info',
        '/users/{id}/info',
        '/api/v1/user/auth/google',
        '/api/v1/user/auth/google/callback',
        '/api/v1/user/auth/facebook',
        '/api/v1/auth/providers',
      ]),
    );
    const loginAnswer = document.paths['/api/v1/user/login'].post.responses['200'];
    expect(JSON.stringify(loginAnswer)).not.toContain('password_hash');
  });
});
