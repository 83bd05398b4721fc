import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { hashPassword } from './password-hash.ts';

const url = '/api/v1/user/login';
const invalidCredentials = {
  success: false,
  code: 'INVALID_CREDENTIALS',
  message: 'Credenciais inválidas. Por favor, verifique seu email e senha.',
  errors: { Login: ['Credenciais inválidas'], Password: ['Senha incorreta'] },
};

describe('POST /api/v1/user/login (SPEC §7, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  it('answers 200 with token, refresh_token and the user, never the password hash', async () => {
    const user = await createUser(t.app.db, { name: 'Ana Ribeirinha', coins: 7 });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: user.email, Password: user.password },
    });
    expect(response).toHaveStatus(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token', 'user']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toEqual({
      id: String(user.id),
      name: 'Ana Ribeirinha',
      email: user.email,
      role: '0',
      coins: 7,
      journey_goal: '',
      email_verified_at: user.email_verified_at,
      created_at: user.created_at,
    });
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('password');
  });

  it('finds the account whatever the case and spacing of the e-mail', async () => {
    const user = await createUser(t.app.db, { email: 'marajoara@exemplo.com.br' });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: '  MaraJoara@Exemplo.COM.br ', Password: user.password },
    });
    expect(response).toHaveStatus(200);
    expect(response.json().user.email).toBe('marajoara@exemplo.com.br');
  });

  it('answers 401 with both field errors for a wrong password', async () => {
    const user = await createUser(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: user.email, Password: 'Errada-123' },
    });
    expect(response).toHaveStatus(401);
    expect(response.json()).toEqual(invalidCredentials);
  });

  it('answers the very same 401 for an e-mail without an account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: 'ninguem@exemplo.com.br', Password: 'Qualquer-123' },
    });
    expect(response).toHaveStatus(401);
    expect(response.json()).toEqual(invalidCredentials);
  });

  it('answers 401 for an account that only signs in with Google or Facebook', async () => {
    const user = await createUser(t.app.db, { password: null });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: user.email, Password: '' },
    });
    expect(response).toHaveStatus(422);
    const again = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: user.email, Password: 'Tentativa-1' },
    });
    expect(again).toHaveStatus(401);
  });

  it.each([
    [
      'both fields missing',
      {},
      { Login: ['Por favor, informe seu email.'], Password: ['Por favor, informe sua senha.'] },
    ],
    [
      'an empty password',
      { Login: 'a@exemplo.com', Password: '' },
      { Password: ['Por favor, informe sua senha.'] },
    ],
    ['an e-mail that is not one', { Login: 'ana', Password: 'x' }, { Login: ['Informe um email válido.'] }],
    [
      'fields of the wrong type',
      { Login: 3, Password: true },
      { Login: ['Por favor, informe seu email.'], Password: ['Por favor, informe sua senha.'] },
    ],
  ])('answers 422 with per-field errors for %s', async (_label, payload, errors) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response).toHaveStatus(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Erro de validação. Verifique os campos.',
      errors,
    });
  });

  it('answers 422 naming both fields when there is no body at all', async () => {
    const response = await t.app.inject({ method: 'POST', url });
    expect(response).toHaveStatus(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['Login', 'Password']);
  });

  it('upgrades a hash made with other scrypt parameters at the next sign-in', async () => {
    const user = await createUser(t.app.db, {
      password_hash: await hashPassword('Antigo-2020', 'production'),
      password: null,
    });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { Login: user.email, Password: 'Antigo-2020' },
    });
    expect(response).toHaveStatus(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=10,/);
  });
});
