import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_PASSAGENS } from '#shared/constants.ts';
import { privacyVersion, termsVersion } from '#shared/legal/documents.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { waitForMail } from '#tests/outbox.ts';
import { accountTestEnv } from '#tests/sign-in.ts';

const url = '/api/v1/user/register';
const weak =
  'Sua senha é muito fraca. Ela deve ter pelo menos 8 caracteres e incluir letras maiúsculas, números ou caracteres especiais.';

const valid = {
  name: 'Iracema Tapajós',
  email: 'iracema@exemplo.com.br',
  password: 'Boto-Rosa-2026',
  password_confirmation: 'Boto-Rosa-2026',
  metadata: { journey_goal: 'Conhecer o Rio Negro' },
};

describe('POST /api/v1/user/register (SPEC §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  it('creates a traveller and answers 201 with the user, never the hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email: ' Iracema@Exemplo.com.br ' },
    });
    expect(response).toHaveStatus(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Cadastro realizado com sucesso!' });
    expect(body.data.user).toMatchObject({
      name: 'Iracema Tapajós',
      email: 'iracema@exemplo.com.br',
      role: '0',
      // The welcome grant (docs/architecture/voyages.md).
      coins: WELCOME_PASSAGENS,
      journey_goal: 'Conhecer o Rio Negro',
      email_verified_at: null,
    });
    expect(typeof body.data.user.id).toBe('string');
    expect(response.body).not.toMatch(/password|scrypt/);

    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', valid.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$scrypt\$/);
    expect(row.password_hash).not.toContain(valid.password);
  });

  it('sends the new account a verification e-mail in pt-BR, as HTML and plain text', async () => {
    const mail = await waitForMail(t.dataDir, { to: valid.email });
    expect(mail.subject).toBe('Confirme seu email — Rota Amazônia');
    expect(mail.text).toContain('Olá, Iracema Tapajós!');
    expect(mail.text).toContain('/api/v1/email/verify?token=');
    expect(mail.html).toContain('<a href="http://localhost:3000/api/v1/email/verify?token=');
  });

  it('records the versions of the terms and the privacy policy the form showed', async () => {
    const email = 'versoes@exemplo.com.br';
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email, terms_version: termsVersion, privacy_version: privacyVersion },
    });
    expect(response, response.body).toHaveStatus(201);
    const row = await t.app.db
      .selectFrom('users')
      .select(['terms_version', 'privacy_version'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ terms_version: termsVersion, privacy_version: privacyVersion });
  });

  it('refuses a form that showed versions no longer in force, creating nothing', async () => {
    const email = 'versao-antiga@exemplo.com.br';
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email, terms_version: '2020-01-01', privacy_version: privacyVersion },
    });
    expect(response, response.body).toHaveStatus(422);
    expect(response.json().errors.terms_version).toEqual([
      'Os Termos de Uso ou a Política de Privacidade mudaram. Recarregue a página para ler e aceitar a versão em vigor.',
    ]);
    const row = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('accepts a registration without metadata', async () => {
    const { metadata: _metadata, ...withoutMetadata } = valid;
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...withoutMetadata, email: 'sem-meta@exemplo.com.br' },
    });
    expect(response).toHaveStatus(201);
    expect(response.json().data.user.journey_goal).toBe('');
  });

  it('refuses an e-mail already taken, in any case, with data.email', async () => {
    const user = await createUser(t.app.db, { email: 'tomado@exemplo.com.br' });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email: 'TOMADO@exemplo.com.BR' },
    });
    expect(response).toHaveStatus(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The email has already been taken.',
      data: { email: ['The email has already been taken.'] },
      errors: { email: ['The email has already been taken.'] },
    });
    const count = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });

  it('lets exactly one of two simultaneous registrations of one address through', async () => {
    const payload = { ...valid, email: 'ao-mesmo-tempo@exemplo.com.br' };
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url, payload }),
      t.app.inject({ method: 'POST', url, payload: { ...payload, email: 'Ao-Mesmo-Tempo@exemplo.com.br' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it('says all fields are required, per field, when they are missing', async () => {
    const required = ['Todos os campos são obrigatórios.'];
    for (const payload of [
      {},
      undefined,
      { name: ' ', email: '', password: '', password_confirmation: '' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
      expect(response).toHaveStatus(422);
      const body = response.json();
      expect(body.message).toBe('Todos os campos são obrigatórios.');
      expect(body.data).toEqual({
        name: required,
        email: required,
        password: required,
        password_confirmation: required,
      });
      expect(body.errors).toEqual(body.data);
    }
  });

  it.each([
    [
      'passwords that differ',
      { password_confirmation: 'Outra-Senha-1' },
      'password_confirmation',
      'As senhas não coincidem.',
    ],
    [
      'a weak password (score 1)',
      { password: 'abcdefghij', password_confirmation: 'abcdefghij' },
      'password',
      weak,
    ],
    [
      'a short password even with a score of 2',
      { password: 'Abc1', password_confirmation: 'Abc1' },
      'password',
      weak,
    ],
    ['an e-mail that is not one', { email: 'iracema.exemplo.com' }, 'email', 'Informe um email válido.'],
    ['a name too long', { name: 'a'.repeat(121) }, 'name', 'O nome deve ter no máximo 120 caracteres.'],
  ])('refuses %s with its SPEC message', async (_label, change, field, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email: 'novo@exemplo.com.br', ...change },
    });
    expect(response).toHaveStatus(422);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message, data: { [field]: [message] } });
    expect(Object.keys(body.data)).toEqual([field]);
  });
});
