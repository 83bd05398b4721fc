import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_GIFT_PASSAGENS, WELCOME_PASSAGENS } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { startFacebookGraphServer, type TestGraphServer } from '#tests/facebook-graph-server.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const APP = { appId: '424242', appSecret: 'segredo-do-app' };
const url = '/api/v1/user/auth/facebook';

describe('Facebook sign-in against a local Graph API', () => {
  let graph: TestGraphServer;
  let t: TestApp;
  beforeAll(async () => {
    graph = await startFacebookGraphServer(APP);
    t = await createTestApp({
      env: {
        ...accountTestEnv,
        FACEBOOK_APP_ID: APP.appId,
        FACEBOOK_APP_SECRET: APP.appSecret,
        FACEBOOK_GRAPH_URL: graph.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await graph.stop();
  });

  const signIn = (accessToken: string, userData: object = {}) =>
    t.app.inject({ method: 'POST', url, payload: { accessToken, userData } });

  it('tells the client the Facebook button can be shown', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({ google: null, facebook: { appId: APP.appId } });
  });

  it('checks the token with debug_token and /me, then signs in (and finds the account again)', async () => {
    graph.addToken('token-da-maria', { id: 'fb-1', name: 'Maria do Pará', email: 'Maria@Exemplo.com.br' });
    // userData comes from the browser and is never trusted.
    const response = await signIn('token-da-maria', { name: 'Outra Pessoa', email: 'outra@exemplo.com.br' });
    expect(response).toHaveStatus(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, auth_type: 'direct' });
    expect(body.data.user).toMatchObject({ name: 'Maria do Pará', email: 'maria@exemplo.com.br' });
    expect(graph.requests.some((request) => request.startsWith('/debug_token?'))).toBe(true);
    expect(graph.requests.some((request) => request.includes('appsecret_proof='))).toBe(true);

    const again = await signIn('token-da-maria');
    expect(again.json().data.user.id).toBe(body.data.user.id);
    const records = await t.app.db
      .selectFrom('sign_in_records')
      .select(['method', 'outcome'])
      .where('user_id', '=', Number(body.data.user.id))
      .execute();
    expect(records).toEqual([
      { method: 'facebook', outcome: 'success' },
      { method: 'facebook', outcome: 'success' },
    ]);
  });

  it('links an existing verified account with the same e-mail', async () => {
    const user = await createUser(t.app.db, { email: 'joao@exemplo.com.br' });
    graph.addToken('token-do-joao', { id: 'fb-2', name: 'João', email: 'joao@exemplo.com.br' });
    expect((await signIn('token-do-joao')).json().data.user.id).toBe(String(user.id));
  });

  it.each([
    ['an unknown token', 'token-inventado'],
    ['a token issued to another app', 'token-de-outro-app'],
    ['a token Facebook says is no longer valid', 'token-revogado'],
  ])('refuses %s (401)', async (_label, token) => {
    graph.addToken('token-de-outro-app', { id: 'fb-3', name: 'X', email: 'x@exemplo.com', appId: '999' });
    graph.addToken('token-revogado', { id: 'fb-4', name: 'Y', email: 'y@exemplo.com', valid: false });
    const response = await signIn(token);
    expect(response).toHaveStatus(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Falha na autenticação com Facebook' });
  });

  it('refuses an account without an e-mail (422), with a way out', async () => {
    graph.addToken('token-sem-email', { id: 'fb-5', name: 'Sem Email' });
    const response = await signIn('token-sem-email');
    expect(response).toHaveStatus(422);
    expect(response.json().message).toContain('Sua conta do Facebook não informou um email.');
  });

  it("gives a friend's invitation passagem to a new account, once", async () => {
    const inviter = await createUser(t.app.db);
    const voyage = await createVoyage(t.app.db);
    const invitation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: await authHeadersFor(t.app, inviter),
      payload: { voyage_id: String(voyage.id), with_gift: true },
    });
    const { token } = invitation.json().data;
    graph.addToken('token-da-amiga', { id: 'fb-6', name: 'Amiga Convidada', email: 'amiga@exemplo.com.br' });
    graph.addToken('token-da-outra', {
      id: 'fb-7',
      name: 'Outra Amiga',
      email: 'outra.amiga@exemplo.com.br',
    });

    const signUp = (accessToken: string) =>
      t.app.inject({ method: 'POST', url, payload: { accessToken, userData: {}, invitation_token: token } });
    const friend = (await signUp('token-da-amiga')).json().data.user;
    expect(friend.coins).toBe(WELCOME_PASSAGENS + INVITATION_GIFT_PASSAGENS);
    // The gift is taken: a second friend through the same link gets the welcome passagens only.
    expect((await signUp('token-da-outra')).json().data.user.coins).toBe(WELCOME_PASSAGENS);
  });

  it('asks for the token when it is missing (422)', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { userData: {} } });
    expect(response).toHaveStatus(422);
  });
});

describe('Facebook sign-in when it is not configured or unreachable', () => {
  let t: TestApp;
  let unreachable: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
    unreachable = await createTestApp({
      env: {
        ...accountTestEnv,
        ...{ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' },
        FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await unreachable.close();
  });

  it('answers 503 when not configured', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { accessToken: 'x' } });
    expect(response).toHaveStatus(503);
    expect(response.json().message).toBe('Login com Facebook não configurado.');
  });

  it('answers 502 when the Graph API cannot be reached', async () => {
    const response = await unreachable.app.inject({ method: 'POST', url, payload: { accessToken: 'x' } });
    expect(response).toHaveStatus(502);
    expect(response.json().message).toBe('Não foi possível contatar o Facebook. Tente novamente mais tarde.');
  });
});
