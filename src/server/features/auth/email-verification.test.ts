import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { linkIn, mailsMatching, waitForMail } from '#tests/outbox.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, JWT_SECRET, PUBLIC_URL: 'https://rota.test' } });
  });
  afterAll(() => t.close());

  const verifiedAt = async (id: number) =>
    (
      await t.app.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email_verified_at;

  async function verificationLinkFor(email: string) {
    const mail = await waitForMail(t.dataDir, { to: email, subject: 'Confirme seu email' });
    const link = linkIn(mail, '/api/v1/email/verify');
    expect(link.origin).toBe('https://rota.test');
    return `${link.pathname}${link.search}`;
  }

  it('sends a signed link that marks the address verified and redirects to /home?verified=1', async () => {
    const user = await createUser(t.app.db, { email_verified_at: null });
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verification-notification',
      headers: await authHeadersFor(t.app, user),
    });
    expect(send).toHaveStatus(200);
    expect(send.json()).toEqual({
      success: true,
      message: 'Enviamos um novo link de verificação para seu email.',
    });

    const response = await t.app.inject({ method: 'GET', url: await verificationLinkFor(user.email) });
    expect(response).toHaveStatus(302);
    expect(response.headers.location).toBe('/home?verified=1');
    expect(await verifiedAt(user.id)).toEqual(expect.any(String));
  });

  it('answers JSON when asked for it', async () => {
    const user = await createUser(t.app.db, { email_verified_at: null });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verification-notification',
      headers: await authHeadersFor(t.app, user),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: await verificationLinkFor(user.email),
      headers: { accept: 'application/json' },
    });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({ success: true, message: 'Email verificado com sucesso!' });
  });

  it('refuses a forged, expired or foreign token', async () => {
    const user = await createUser(t.app.db, { email_verified_at: null });
    const key = new TextEncoder().encode(JWT_SECRET);
    const claims = { email: user.email };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('rota-amazonia')
      .setAudience('rota-amazonia:email-verification')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const otherAddress = await new SignJWT({ email: 'outro@exemplo.com.br' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('rota-amazonia')
      .setAudience('rota-amazonia:email-verification')
      .setExpirationTime('1h')
      .sign(key);
    // An access token is signed with the same secret but is not a verification link.
    const { authorization } = await authHeadersFor(t.app, user);
    const accessToken = authorization.replace('Bearer ', '');

    for (const token of ['nao-e-um-token', expired, otherAddress, accessToken]) {
      const json = await t.app.inject({
        method: 'GET',
        url: `/api/v1/email/verify?token=${token}`,
        headers: { accept: 'application/json' },
      });
      expect(json).toHaveStatus(422);
      expect(json.json()).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID' });
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/email/verify?token=${token}` });
      expect(page.headers.location).toBe('/home?verified=0');
    }
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('does not send anything to an address already verified', async () => {
    const user = await createUser(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verification-notification',
      headers: await authHeadersFor(t.app, user),
    });
    expect(response.json()).toEqual({ success: true, message: 'Seu email já está verificado.' });
    expect(mailsMatching(t.dataDir, { to: user.email })).toHaveLength(0);
  });

  it('requires a signed-in user to send a link', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/email/verification-notification' });
    expect(response).toHaveStatus(401);
    expect(response.json().message).toBe('Sua sessão expirou. Por favor, faça login novamente.');
  });
});
