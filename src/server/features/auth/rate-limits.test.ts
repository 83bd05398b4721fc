import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { authHeadersFor } from '#tests/sign-in.ts';

const WINDOW_MINUTES = 15;
const ACCOUNT_WINDOW_MINUTES = 60;

function expectLimited(response: LightMyRequestResponse, windowMinutes: number) {
  expect(response).toHaveStatus(429);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
}

describe('rate limits of the account calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN_MAX: '3',
        RATE_LIMIT_LOGIN_EMAIL_MAX: '2',
        RATE_LIMIT_LOGIN_WINDOW_MINUTES: String(WINDOW_MINUTES),
        RATE_LIMIT_REGISTER_MAX: '2',
        RATE_LIMIT_RECOVERY_MAX: '2',
        RATE_LIMIT_RESET_MAX: '2',
        RATE_LIMIT_ACCOUNT_WINDOW_MINUTES: String(ACCOUNT_WINDOW_MINUTES),
      },
    });
  });
  afterAll(() => t.close());

  let address = 0;
  /** Every test speaks from its own addresses, so the per-address budgets do not mix. */
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

  const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it('limits sign-in attempts per address', async () => {
    const from = nextAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await post(
        '/api/v1/user/login',
        { Login: `a${attempt}@exemplo.com`, Password: 'x' },
        from,
      );
      expect(response).toHaveStatus(401);
    }
    expectLimited(
      await post('/api/v1/user/login', { Login: 'a4@exemplo.com', Password: 'x' }, from),
      WINDOW_MINUTES,
    );
    // Google sign-in shares the address's sign-in budget.
    expectLimited(await post('/api/v1/user/auth/google', { credential: 'x' }, from), WINDOW_MINUTES);
    expect(
      await post('/api/v1/user/login', { Login: 'a4@exemplo.com', Password: 'x' }, nextAddress()),
    ).toHaveStatus(401);
  });

  it('limits sign-in attempts per e-mail, from any address and in any case', async () => {
    const user = await createUser(t.app.db);
    for (const login of [user.email, user.email.toUpperCase()]) {
      const response = await post('/api/v1/user/login', { Login: login, Password: 'errada' }, nextAddress());
      expect(response).toHaveStatus(401);
    }
    const blocked = await post(
      '/api/v1/user/login',
      { Login: user.email, Password: user.password ?? '' },
      nextAddress(),
    );
    expectLimited(blocked, WINDOW_MINUTES);
  });

  it('limits registrations per address', async () => {
    const from = nextAddress();
    const payload = (n: number) => ({
      name: 'Viajante',
      email: `cadastro-${n}@exemplo.com.br`,
      password: 'Forte-2026!',
      password_confirmation: 'Forte-2026!',
    });
    expect(await post('/api/v1/user/register', payload(1), from)).toHaveStatus(201);
    expect(await post('/api/v1/user/register', payload(2), from)).toHaveStatus(201);
    expectLimited(await post('/api/v1/user/register', payload(3), from), ACCOUNT_WINDOW_MINUTES);
  });

  it('limits recovery per address across both recovery paths, and per e-mail', async () => {
    const from = nextAddress();
    expect(await post('/forgot-password', { email: 'r1@exemplo.com' }, from)).toHaveStatus(200);
    expect(await post('/api/v1/user/recover-password', { email: 'r2@exemplo.com' }, from)).toHaveStatus(200);
    expectLimited(await post('/forgot-password', { email: 'r3@exemplo.com' }, from), ACCOUNT_WINDOW_MINUTES);
    expectLimited(
      await post('/api/v1/user/recover-password', { email: 'r3@exemplo.com' }, from),
      ACCOUNT_WINDOW_MINUTES,
    );

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await post('/forgot-password', { email: 'alvo@exemplo.com' }, nextAddress())).toHaveStatus(200);
    }
    expectLimited(
      await post('/forgot-password', { email: 'ALVO@exemplo.com' }, nextAddress()),
      ACCOUNT_WINDOW_MINUTES,
    );
  });

  it('limits password resets per address', async () => {
    const from = nextAddress();
    const payload = {
      email: 'x@exemplo.com',
      password: 'Forte-2026!',
      password_confirmation: 'Forte-2026!',
      token: 'y',
    };
    expect(await post('/api/v1/user/reset-password', payload, from)).toHaveStatus(422);
    expect(await post('/api/v1/user/reset-password', payload, from)).toHaveStatus(422);
    expectLimited(await post('/api/v1/user/reset-password', payload, from), ACCOUNT_WINDOW_MINUTES);
  });

  it('limits verification e-mails per user', async () => {
    const user = await createUser(t.app.db, { email_verified_at: null });
    const headers = await authHeadersFor(t.app, user);
    const url = '/api/v1/email/verification-notification';
    expect(await post(url, {}, nextAddress(), headers)).toHaveStatus(200);
    expect(await post(url, {}, nextAddress(), headers)).toHaveStatus(200);
    expectLimited(await post(url, {}, nextAddress(), headers), ACCOUNT_WINDOW_MINUTES);
  });

  it('limits password changes per user', async () => {
    const user = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, user);
    const payload = {
      current_password: 'errada',
      password: 'Nova-Senha-77',
      password_confirmation: 'Nova-Senha-77',
    };
    const url = '/api/v1/user/change-password';
    expect(await post(url, payload, nextAddress(), headers)).toHaveStatus(422);
    expect(await post(url, payload, nextAddress(), headers)).toHaveStatus(422);
    expectLimited(await post(url, payload, nextAddress(), headers), WINDOW_MINUTES);
  });
});
