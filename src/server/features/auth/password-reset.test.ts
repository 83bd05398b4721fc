import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { linkIn, mailsMatching, waitForMail } from '#tests/outbox.ts';
import { accountTestEnv, signIn } from '#tests/sign-in.ts';

const requested = {
  success: true,
  message: 'Se o email estiver cadastrado, enviaremos um link para redefinir sua senha.',
};

describe('password recovery and reset (SPEC §2.2, §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, PUBLIC_URL: 'https://rota.test' } });
  });
  afterAll(() => t.close());

  async function requestLink(email: string, url = '/api/v1/user/recover-password') {
    const before = mailsMatching(t.dataDir, { to: email, subject: 'Redefinição de senha' }).length;
    const response = await t.app.inject({ method: 'POST', url, payload: { email } });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual(requested);
    const mail = await waitForMail(t.dataDir, {
      to: email.trim().toLowerCase(),
      subject: 'Redefinição',
      after: before,
    });
    return { mail, link: linkIn(mail, '/reset-password') };
  }

  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/reset-password', payload });

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { Login: email, Password: password },
    });

  it('e-mails a single-use link to /reset-password that sets a new password', async () => {
    const user = await createUser(t.app.db);
    const { mail, link } = await requestLink(user.email.toUpperCase(), '/forgot-password');
    expect(mail.subject).toBe('Redefinição de senha — Rota Amazônia');
    expect(mail.text).toContain('O link vale por 60 minutos e só pode ser usado uma vez.');
    expect(mail.html).toContain('Criar nova senha');
    expect(link.origin + link.pathname).toBe('https://rota.test/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.get('email')).toBe(user.email);

    const done = await reset({
      email: user.email,
      password: 'Nova-Senha-9',
      password_confirmation: 'Nova-Senha-9',
      token,
    });
    expect(done).toHaveStatus(200);
    expect(done.json()).toEqual({ success: true, message: 'Senha redefinida com sucesso!' });
    expect(await login(user.email, 'Nova-Senha-9')).toHaveStatus(200);
    expect(await login(user.email, user.password ?? '')).toHaveStatus(401);

    const again = await reset({
      email: user.email,
      password: 'Outra-Senha-9',
      password_confirmation: 'Outra-Senha-9',
      token,
    });
    expect(again).toHaveStatus(422);
    expect(again.json()).toMatchObject({ success: false, code: 'RESET_TOKEN_INVALID' });
  });

  it('stores the token hashed and makes it expire after 60 minutes', async () => {
    const user = await createUser(t.app.db);
    const { link } = await requestLink(user.email);
    const token = link.searchParams.get('token') ?? '';
    const row = await t.app.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toBe(token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60_000);

    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const response = await reset({
      email: user.email,
      password: 'Nova-Senha-9',
      password_confirmation: 'Nova-Senha-9',
      token,
    });
    expect(response).toHaveStatus(410);
    expect(response.json()).toMatchObject({
      code: 'RESET_TOKEN_EXPIRED',
      message: 'Este link de redefinição de senha expirou. Solicite um novo.',
    });
    expect(await login(user.email, user.password ?? '')).toHaveStatus(200);
  });

  it('signs the user out everywhere: old refresh and access tokens are refused', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const { link } = await requestLink(user.email);
    await reset({
      email: user.email,
      password: 'Nova-Senha-9',
      password_confirmation: 'Nova-Senha-9',
      token: link.searchParams.get('token'),
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh).toHaveStatus(401);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-info',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(info).toHaveStatus(401);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    for (const url of ['/forgot-password', '/api/v1/user/recover-password']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'fantasma@exemplo.com.br' },
      });
      expect(response).toHaveStatus(200);
      expect(response.json()).toEqual(requested);
    }
    // The answer comes after the e-mail is queued (docs/decisions/090): nothing queued, nothing sent.
    const queued = await t.app.db
      .selectFrom('mail_jobs')
      .select('id')
      .where('recipient', '=', 'fantasma@exemplo.com.br')
      .execute();
    expect(queued).toEqual([]);
    expect(mailsMatching(t.dataDir, { to: 'fantasma@exemplo.com.br' })).toHaveLength(0);
  });

  it('keeps only the newest link valid', async () => {
    const user = await createUser(t.app.db);
    const first = (await requestLink(user.email)).link.searchParams.get('token');
    const second = (await requestLink(user.email)).link.searchParams.get('token');
    const payload = { email: user.email, password: 'Nova-Senha-9', password_confirmation: 'Nova-Senha-9' };
    expect(await reset({ ...payload, token: first })).toHaveStatus(422);
    expect(await reset({ ...payload, token: second })).toHaveStatus(200);
  });

  it('refuses a token used with another account’s e-mail, and an unknown token', async () => {
    const user = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const token = (await requestLink(user.email)).link.searchParams.get('token');
    const payload = { password: 'Nova-Senha-9', password_confirmation: 'Nova-Senha-9' };
    expect(await reset({ ...payload, email: other.email, token })).toHaveStatus(422);
    expect(await reset({ ...payload, email: user.email, token: 'inventado' })).toHaveStatus(422);
    expect(await reset({ ...payload, email: user.email, token })).toHaveStatus(200);
  });

  it.each([
    ['no e-mail', { email: '' }, 'email', 'Por favor, informe seu endereço de email.'],
    [
      'no new password',
      { password: '', password_confirmation: '' },
      'password',
      'Por favor, informe uma nova senha.',
    ],
    [
      'a short password',
      { password: 'Ab1!', password_confirmation: 'Ab1!' },
      'password',
      'A senha deve ter pelo menos 8 caracteres.',
    ],
    [
      'a different confirmation',
      { password_confirmation: 'Outra-Senha-9' },
      'password_confirmation',
      'As senhas não coincidem.',
    ],
    ['no token', { token: '' }, 'token', 'Token de redefinição de senha não foi fornecido ou é inválido.'],
  ])('answers 422 for %s with SPEC §5’s message', async (_label, change, field, message) => {
    const response = await reset({
      email: 'alguem@exemplo.com.br',
      password: 'Nova-Senha-9',
      password_confirmation: 'Nova-Senha-9',
      token: 'algum-token',
      ...change,
    });
    expect(response).toHaveStatus(422);
    expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
  });

  it('asks for the e-mail when recovery is requested without one', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/forgot-password', payload: {} });
    expect(response).toHaveStatus(422);
    expect(response.json()).toMatchObject({
      message: 'Por favor, informe seu endereço de email.',
      errors: { email: ['Por favor, informe seu endereço de email.'] },
    });
  });
});
