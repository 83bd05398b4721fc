import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, signIn } from '#tests/sign-in.ts';

const JWT_SECRET = 'outro-segredo-de-teste-com-mais-de-32-caracteres';
const expiredSession = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: 'Sua sessão expirou. Por favor, faça login novamente.',
};

describe('sessions: refresh rotation, reuse detection, logout, access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, JWT_SECRET } });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/refresh', payload: { refresh_token: refreshToken } });
  const getInfo = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/user/get-info',
      headers: { authorization: `Bearer ${token}` },
    });

  it('trades a refresh token for a new pair and spends the old one', async () => {
    const user = await createUser(t.app.db);
    const first = await signIn(t.app, user);
    const response = await refresh(first.refresh_token);
    expect(response).toHaveStatus(200);
    const second = response.json();
    expect(Object.keys(second).sort()).toEqual(['refresh_token', 'token']);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await getInfo(second.token)).toHaveStatus(200);
    expect(await refresh(second.refresh_token)).toHaveStatus(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const user = await createUser(t.app.db);
    const stolen = await signIn(t.app, user);
    const legitimate = (await refresh(stolen.refresh_token)).json();

    const replay = await refresh(stolen.refresh_token);
    expect(replay).toHaveStatus(401);
    expect(replay.json()).toEqual(expiredSession);
    // The newest token of that sign-in is dead too.
    expect(await refresh(legitimate.refresh_token)).toHaveStatus(401);

    const rows = await t.app.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('keeps other sign-ins alive when one family is revoked', async () => {
    const user = await createUser(t.app.db);
    const phone = await signIn(t.app, user);
    const laptop = await signIn(t.app, user);
    await refresh(phone.refresh_token);
    await refresh(phone.refresh_token);
    expect(await refresh(laptop.refresh_token)).toHaveStatus(200);
  });

  it('refuses unknown, empty and expired refresh tokens with 401', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    for (const token of [session.refresh_token, 'desconhecido', '', undefined]) {
      const response = await refresh(token);
      expect(response).toHaveStatus(401);
      expect(response.json()).toEqual(expiredSession);
    }
  });

  it('logs out: the refresh token stops working; unknown or missing tokens still answer 200', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const logout = (payload?: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/logout', ...(payload ? { payload } : {}) });
    const response = await logout({ refresh_token: session.refresh_token });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({ success: true, message: 'Você saiu da sua conta.' });
    expect(await refresh(session.refresh_token)).toHaveStatus(401);
    for (const payload of [{ refresh_token: 'desconhecido' }, { refresh_token: '' }, {}, undefined]) {
      expect(await logout(payload)).toHaveStatus(200);
    }
  });

  it('refuses the access token of a sign-in at once after its logout, on every instance', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    const second = await createTestApp({ env: { ...accountTestEnv, JWT_SECRET }, sameDatabaseAs: t });
    try {
      const onSecond = (token: string) =>
        second.app.inject({
          method: 'GET',
          url: '/api/v1/user/get-info',
          headers: { authorization: `Bearer ${token}` },
        });
      expect(await onSecond(session.token)).toHaveStatus(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/logout',
        payload: { refresh_token: session.refresh_token },
      });
      expect(logout).toHaveStatus(200);
      for (const response of [await getInfo(session.token), await onSecond(session.token)]) {
        expect(response).toHaveStatus(401);
        expect(response.json()).toEqual(expiredSession);
      }
      // Another sign-in of the same traveller goes on.
      expect(await getInfo(other.token)).toHaveStatus(200);
    } finally {
      await second.close();
    }
  });

  it('refuses every access token of a family revoked for reuse', async () => {
    const user = await createUser(t.app.db);
    const stolen = await signIn(t.app, user);
    const legitimate = (await refresh(stolen.refresh_token)).json();
    expect(await getInfo(legitimate.token)).toHaveStatus(200);
    expect(await refresh(stolen.refresh_token)).toHaveStatus(401);
    expect(await getInfo(stolen.token)).toHaveStatus(401);
    expect(await getInfo(legitimate.token)).toHaveStatus(401);
  });

  describe('access tokens', () => {
    const key = new TextEncoder().encode(JWT_SECRET);
    const accessToken = (
      claims: Record<string, unknown>,
      subject: string,
      expires: number | string = '15m',
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('rota-amazonia')
        .setAudience('rota-amazonia:access')
        .setExpirationTime(expires)
        .sign(key);

    const sessionIdOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

    it('last 15 minutes and carry sub, role, session id and token version', async () => {
      const user = await createUser(t.app.db);
      const { token } = await signIn(t.app, user);
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(payload).toMatchObject({ sub: String(user.id), role: '0', ver: 0, sid: expect.any(String) });
      expect(payload.exp - payload.iat).toBe(15 * 60);
    });

    it('refuses missing, malformed, tampered, expired and foreign tokens with 401', async () => {
      const user = await createUser(t.app.db);
      const { token } = await signIn(t.app, user);
      const [header, payload, signature] = token.split('.');
      const asAdmin = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), role: '1' }),
      ).toString('base64url');
      const claims = { role: '0', sid: 'x', ver: 0 };
      const candidates = [
        'nao-e-jwt',
        `${header}.${asAdmin}.${signature}`,
        await accessToken(claims, String(user.id), Math.floor(Date.now() / 1000) - 5),
        await accessToken(claims, '999999'),
        // Signed with the real key, for a live sign-in, but without `exp`: it would never expire.
        await new SignJWT({ ...claims, sid: sessionIdOf(token) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setIssuer('rota-amazonia')
          .setAudience('rota-amazonia:access')
          .sign(key),
        await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setExpirationTime('15m')
          .sign(new TextEncoder().encode('uma-chave-que-nao-e-a-do-servidor-mesmo')),
      ];
      for (const candidate of candidates) {
        const response = await getInfo(candidate);
        expect(response).toHaveStatus(401);
        expect(response.json()).toEqual(expiredSession);
      }
      const withoutHeader = await t.app.inject({ method: 'GET', url: '/api/v1/user/get-info' });
      expect(withoutHeader).toHaveStatus(401);
      expect(await getInfo(token)).toHaveStatus(200);
    });
  });
});
