import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_GIFT_PASSAGENS, WELCOME_PASSAGENS } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { startOidcServer, type TestOidcServer } from '#tests/oidc-server.ts';
import { accountTestEnv, authHeadersFor, signIn } from '#tests/sign-in.ts';

const CLIENT_ID = 'rota-amazonia-web';
const PUBLIC_URL = 'https://rota.test';

describe('Google sign-in against a real OpenID Connect server on loopback', () => {
  let oidc: TestOidcServer;
  let t: TestApp;
  beforeAll(async () => {
    oidc = await startOidcServer();
    t = await createTestApp({
      env: {
        ...accountTestEnv,
        PUBLIC_URL,
        GOOGLE_ISSUER: oidc.issuer,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'segredo-do-cliente',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  let subjects = 0;
  const googleAccount = (overrides: Record<string, unknown> = {}) => {
    subjects += 1;
    return {
      sub: `google-${subjects}`,
      aud: CLIENT_ID,
      email: `pessoa-${subjects}@gmail.test`,
      email_verified: true,
      name: `Pessoa ${subjects}`,
      ...overrides,
    };
  };
  const direct = (credential: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/auth/google', payload: { credential } });

  it('tells the client the Google button can be shown', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({ google: { clientId: CLIENT_ID }, facebook: null });
  });

  describe('direct (ID token)', () => {
    it('creates a verified account on first sign-in and finds it again afterwards', async () => {
      const account = googleAccount({ email: 'Nova.Pessoa@Gmail.test' });
      const response = await direct(await oidc.idToken(account));
      expect(response).toHaveStatus(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        auth_type: 'direct',
        data: { token: expect.any(String), refresh_token: expect.any(String) },
      });
      expect(body.data.user).toMatchObject({
        name: account.name,
        email: 'nova.pessoa@gmail.test',
        role: '0',
      });
      expect(body.data.user.email_verified_at).toEqual(expect.any(String));

      const again = await direct(await oidc.idToken(account));
      expect(again.json().data.user.id).toBe(body.data.user.id);
      const identities = await t.app.db
        .selectFrom('user_identities')
        .selectAll()
        .where('subject', '=', account.sub)
        .execute();
      expect(identities).toHaveLength(1);
      expect(identities[0]).toMatchObject({ provider: 'google', user_id: Number(body.data.user.id) });
      const records = await t.app.db
        .selectFrom('sign_in_records')
        .select(['method', 'outcome', 'ip_address'])
        .where('user_id', '=', Number(body.data.user.id))
        .execute();
      expect(records).toEqual([
        { method: 'google', outcome: 'success', ip_address: '127.0.0.1' },
        { method: 'google', outcome: 'success', ip_address: '127.0.0.1' },
      ]);
    });

    it('links an existing verified account by e-mail, keeping its password', async () => {
      const user = await createUser(t.app.db, { email: 'ja-tinha@gmail.test' });
      const response = await direct(await oidc.idToken(googleAccount({ email: 'ja-tinha@gmail.test' })));
      expect(response.json().data.user.id).toBe(String(user.id));
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { Login: user.email, Password: user.password },
      });
      expect(login).toHaveStatus(200);
    });

    it('takes over an unverified account without its password and sessions', async () => {
      const squatter = await createUser(t.app.db, { email: 'vitima@gmail.test', email_verified_at: null });
      const squatterSession = await signIn(t.app, squatter);
      const response = await direct(await oidc.idToken(googleAccount({ email: 'vitima@gmail.test' })));
      expect(response).toHaveStatus(200);
      expect(response.json().data.user.id).toBe(String(squatter.id));
      const row = await t.app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', squatter.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBeNull();
      expect(row.email_verified_at).not.toBeNull();
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/refresh',
        payload: { refresh_token: squatterSession.refresh_token },
      });
      expect(refresh).toHaveStatus(401);
    });

    it.each([
      ['the wrong audience', { aud: 'outro-cliente' }, {}],
      ['the wrong issuer', { iss: 'https://accounts.example.com' }, {}],
      ['an expired token', {}, { expiresInSeconds: -120 }],
    ])('refuses a token with %s (401)', async (_label, claims, options) => {
      const response = await direct(await oidc.idToken(googleAccount(claims), options));
      expect(response).toHaveStatus(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Falha na autenticação com Google' });
    });

    it('refuses a token signed by another key and a token that is not a JWT', async () => {
      const stranger = await startOidcServer();
      try {
        const forged = await stranger.idToken({ ...googleAccount(), iss: oidc.issuer });
        expect(await direct(forged)).toHaveStatus(401);
      } finally {
        await stranger.stop();
      }
      expect(await direct('nao-e-um-jwt')).toHaveStatus(401);
      const refused = await t.app.db
        .selectFrom('sign_in_records')
        .select(['user_id', 'outcome'])
        .where('method', '=', 'google')
        .where('outcome', '=', 'failure')
        .execute();
      expect(refused.length).toBeGreaterThanOrEqual(2);
      expect(refused.every((record) => record.user_id === null)).toBe(true);
    });

    it('refuses an e-mail Google has not verified (403)', async () => {
      const response = await direct(await oidc.idToken(googleAccount({ email_verified: false })));
      expect(response).toHaveStatus(403);
      expect(response.json().message).toBe('Seu email do Google ainda não foi verificado.');
    });
  });

  describe('redirect (authorization code with PKCE)', () => {
    async function startRedirect() {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/auth/google', payload: {} });
      expect(response).toHaveStatus(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, auth_type: 'redirect' });
      return new URL(body.data.url);
    }

    /** What the browser does: open the consent page, which sends it back to /auth/google. */
    async function consent(url: URL) {
      const answer = await fetch(url, { redirect: 'manual' });
      const location = new URL(answer.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/auth/google`);
      return {
        code: location.searchParams.get('code') ?? '',
        state: location.searchParams.get('state') ?? '',
      };
    }

    const callback = (query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/user/auth/google/callback', query });

    it('sends the browser to the issuer with state, nonce and an S256 challenge', async () => {
      const url = await startRedirect();
      expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/auth/google`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      for (const name of ['state', 'nonce', 'code_challenge'])
        expect(url.searchParams.get(name)).toBeTruthy();
      const stored = await t.app.db
        .selectFrom('oauth_states')
        .selectAll()
        .where('state', '=', url.searchParams.get('state') ?? '')
        .executeTakeFirstOrThrow();
      expect(stored.code_verifier).not.toBe(url.searchParams.get('code_challenge'));
    });

    it('trades the code for a session: token, user, refresh_token and message', async () => {
      const account = googleAccount();
      oidc.signInAs(account);
      const { code, state } = await consent(await startRedirect());
      const response = await callback({ code, state });
      expect(response).toHaveStatus(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'refresh_token', 'token', 'user']);
      expect(body.message).toBe('Login com Google realizado com sucesso.');
      expect(body.user).toMatchObject({ email: account.email, name: account.name });
      const recorded = await t.app.db
        .selectFrom('sign_in_records')
        .select(['method', 'outcome'])
        .where('user_id', '=', Number(body.user.id))
        .execute();
      expect(recorded).toEqual([{ method: 'google', outcome: 'success' }]);

      // The state is single use.
      const replay = await callback({ code, state });
      expect(replay).toHaveStatus(401);
      expect(replay.json().message).toBe('Dados de autenticação inválidos.');
    });

    it("gives a friend's invitation passagem to a new account, once, and nothing to a known one", async () => {
      const inviter = await createUser(t.app.db);
      const voyage = await createVoyage(t.app.db);
      const invitation = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations',
        headers: await authHeadersFor(t.app, inviter),
        payload: { voyage_id: String(voyage.id), with_gift: true },
      });
      const { token } = invitation.json().data;

      const friend = googleAccount();
      oidc.signInAs(friend);
      const first = await consent(await startRedirect());
      const created = await callback({ ...first, invitation_token: token });
      expect(created).toHaveStatus(200);
      expect(created.json().user.coins).toBe(WELCOME_PASSAGENS + INVITATION_GIFT_PASSAGENS);
      const reasons = await t.app.db
        .selectFrom('coin_ledger')
        .select('reason')
        .where('user_id', '=', Number(created.json().user.id))
        .orderBy('id')
        .execute();
      expect(reasons.map((row) => row.reason)).toEqual(['welcome', 'invitation']);

      // Signing in again through the same link gives nothing more.
      oidc.signInAs(friend);
      const again = await callback({ ...(await consent(await startRedirect())), invitation_token: token });
      expect(again.json().user.coins).toBe(WELCOME_PASSAGENS + INVITATION_GIFT_PASSAGENS);
    });

    it('refuses an expired state', async () => {
      oidc.signInAs(googleAccount());
      const { code, state } = await consent(await startRedirect());
      await t.app.db
        .updateTable('oauth_states')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('state', '=', state)
        .execute();
      expect(await callback({ code, state })).toHaveStatus(401);
    });

    it('refuses a code the issuer does not honour', async () => {
      const { state } = await consent(await startRedirect());
      const response = await callback({ code: 'codigo-inventado', state });
      expect(response).toHaveStatus(401);
      expect(response.json().message).toBe('Erro ao processar autenticação com Google.');
    });

    it('says so when the code is missing (422)', async () => {
      const response = await callback({ state: 'qualquer' });
      expect(response).toHaveStatus(422);
      expect(response.json()).toMatchObject({
        message: 'Código de autorização não fornecido.',
        errors: { code: ['Código de autorização não fornecido.'] },
      });
    });
  });
});

describe('Google sign-in when it is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  it('hides the button and answers 503 with a clear message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' })).json()).toEqual({
      google: null,
      facebook: null,
    });
    for (const payload of [{}, { credential: 'x.y.z' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/auth/google', payload });
      expect(response).toHaveStatus(503);
      expect(response.json()).toMatchObject({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: 'Login com Google não configurado.',
      });
    }
  });
});

describe('Google sign-in when the issuer cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ...accountTestEnv,
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 's',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 502 with a pt-BR message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/auth/google', payload: {} });
    expect(response).toHaveStatus(502);
    expect(response.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Não foi possível contatar o Google. Tente novamente mais tarde.',
    });
  });
});
