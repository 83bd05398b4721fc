import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { startFacebookGraphServer, type TestGraphServer } from '#tests/facebook-graph-server.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { startOidcServer, type TestOidcServer } from '#tests/oidc-server.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { purgeExpiredAccountTokens } from './housekeeping.ts';

const PUBLIC_URL = 'https://rota.test';
const CLIENT_ID = 'rota-amazonia-web';
const FACEBOOK = { appId: '434343', appSecret: 'segredo-do-app-de-sessoes' };
const UA = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  laptop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};
const NEW_DEVICE_SUBJECT = 'Novo acesso à sua conta — Rota Amazônia';

describe('sessions a traveller can see and end, the sign-in record, the new-device e-mail', () => {
  let oidc: TestOidcServer;
  let graph: TestGraphServer;
  let t: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    oidc = await startOidcServer();
    graph = await startFacebookGraphServer(FACEBOOK);
    const env = {
      ...accountTestEnv,
      PUBLIC_URL,
      JWT_SECRET: 'segredo-de-teste-das-sessoes-com-32-caracteres',
      GOOGLE_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'segredo-do-cliente',
      FACEBOOK_APP_ID: FACEBOOK.appId,
      FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
      FACEBOOK_GRAPH_URL: graph.url,
    };
    t = await createTestApp({ env });
    // A second instance on the same database: what one ends, the other refuses at once.
    second = await createTestApp({ env, sameDatabaseAs: t });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await graph?.stop();
    await oidc?.stop();
  });

  type Signed = { token: string; refresh_token: string; device: string | undefined };

  async function login(
    user: { email: string },
    userAgent: string,
    { device, app = t }: { device?: string; app?: TestApp } = {},
  ): Promise<Signed> {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'user-agent': userAgent, ...(device ? { cookie: `ra_device=${device}` } : {}) },
      payload: { Login: user.email, Password: DEFAULT_TEST_PASSWORD },
    });
    expect(response, response.body).toHaveStatus(200);
    const cookie = response.cookies.find((item) => item.name === 'ra_device');
    return { ...response.json(), device: cookie?.value };
  }

  const bearer = (session: { token: string }) => ({ authorization: `Bearer ${session.token}` });
  const getInfo = (session: { token: string }, app = t) =>
    app.app.inject({ method: 'GET', url: '/api/v1/user/get-info', headers: bearer(session) });
  const refresh = (session: { refresh_token: string }, app = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/user/refresh',
      payload: { refresh_token: session.refresh_token },
    });
  const listSessions = async (session: { token: string }, app = t) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/v1/user/sessions',
      headers: bearer(session),
    });
    expect(response, response.body).toHaveStatus(200);
    return response.json().data as Array<Record<string, unknown> & { id: string; current: boolean }>;
  };
  const newDeviceMails = (to: string) =>
    t.app.db
      .selectFrom('mail_jobs')
      .select(['recipient', 'subject', 'text_body'])
      .where('recipient', '=', to)
      .where('subject', '=', NEW_DEVICE_SUBJECT)
      .execute();

  it('lists every active sign-in, this one first and marked, with browser, system, address and times', async () => {
    const user = await createUser(t.app.db);
    const phone = await login(user, UA.phone);
    const laptop = await login(user, UA.laptop);
    expect(laptop.device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const sessions = await listSessions(laptop);
    expect(sessions).toEqual([
      expect.objectContaining({ current: true, browser: 'Firefox', os: 'Windows', ip_address: '127.0.0.1' }),
      expect.objectContaining({ current: false, browser: 'Chrome', os: 'Android', ip_address: '127.0.0.1' }),
    ]);
    for (const session of sessions) {
      expect(Date.parse(String(session.created_at))).toBeLessThanOrEqual(
        Date.parse(String(session.last_used_at)),
      );
    }

    // A refresh is a use.
    const phoneId = sessions[1]?.id ?? '';
    await t.app.db
      .updateTable('user_sessions')
      .set({ last_used_at: '2026-01-01T00:00:00.000Z' })
      .where('family_id', '=', phoneId)
      .execute();
    const renewed = await refresh(phone);
    expect(renewed).toHaveStatus(200);
    const after = await listSessions(laptop);
    expect(Date.parse(String(after.find((session) => session.id === phoneId)?.last_used_at))).toBeGreaterThan(
      Date.parse('2026-11-01T00:00:00.000Z'),
    );
    // Only the traveller's own sign-ins.
    const stranger = await login(await createUser(t.app.db), UA.mac);
    expect((await listSessions(stranger)).map((session) => session.id)).not.toContain(phoneId);
    expect(await t.app.inject({ method: 'GET', url: '/api/v1/user/sessions' })).toHaveStatus(401);
  });

  it('ends one sign-in: its refresh and access tokens are refused at once on both instances', async () => {
    const user = await createUser(t.app.db);
    const phone = await login(user, UA.phone, { app: t });
    const laptop = await login(user, UA.laptop, { app: second });
    const phoneId = (await listSessions(laptop, second)).find((session) => !session.current)?.id;
    expect(phoneId).toBeDefined();
    expect(await getInfo(phone, t)).toHaveStatus(200);
    expect(await getInfo(phone, second)).toHaveStatus(200);

    const ended = await second.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(ended, ended.body).toHaveStatus(200);
    expect(ended.json()).toEqual({ success: true, message: 'Acesso encerrado.', data: { ended: 1 } });

    for (const app of [t, second]) {
      const refused = await getInfo(phone, app);
      expect(refused, refused.body).toHaveStatus(401);
      expect(refused.json().message).toBe('Sua sessão expirou. Por favor, faça login novamente.');
      expect(await getInfo(laptop, app)).toHaveStatus(200);
    }
    expect(await refresh(phone, t)).toHaveStatus(401);
    expect(await refresh(phone, second)).toHaveStatus(401);
    expect((await listSessions(laptop, t)).map((session) => session.id)).not.toContain(phoneId);

    // Again, or someone else's: 404, and nothing changes.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(again).toHaveStatus(404);
    expect(again.json().message).toBe('Este acesso já foi encerrado ou não é seu.');
    const other = await login(await createUser(t.app.db), UA.mac);
    const laptopId = (await listSessions(laptop)).find((session) => session.current)?.id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/sessions/${laptopId}`,
      headers: bearer(other),
    });
    expect(foreign).toHaveStatus(404);
    expect(await getInfo(laptop)).toHaveStatus(200);
  });

  it('"Encerrar todas as outras" ends every sign-in but this one', async () => {
    const user = await createUser(t.app.db);
    const phone = await login(user, UA.phone);
    const mac = await login(user, UA.mac, { app: second });
    const laptop = await login(user, UA.laptop);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sessions/end-others',
      headers: bearer(laptop),
    });
    expect(response, response.body).toHaveStatus(200);
    expect(response.json()).toEqual({
      success: true,
      message: '2 outros acessos foram encerrados.',
      data: { ended: 2 },
    });
    for (const app of [t, second]) {
      expect(await getInfo(phone, app)).toHaveStatus(401);
      expect(await getInfo(mac, app)).toHaveStatus(401);
      expect(await getInfo(laptop, app)).toHaveStatus(200);
    }
    expect(await refresh(mac)).toHaveStatus(401);
    expect(await listSessions(laptop)).toEqual([
      expect.objectContaining({ current: true, browser: 'Firefox' }),
    ]);
  });

  it('a password change ends every other sign-in and keeps the one that changed it', async () => {
    const user = await createUser(t.app.db);
    const phone = await login(user, UA.phone);
    const laptop = await login(user, UA.laptop);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: bearer(laptop),
      payload: {
        current_password: DEFAULT_TEST_PASSWORD,
        password: 'Outra-Senha-2027',
        password_confirmation: 'Outra-Senha-2027',
      },
    });
    expect(response, response.body).toHaveStatus(200);
    expect(await getInfo(phone, second)).toHaveStatus(401);
    expect(await refresh(phone)).toHaveStatus(401);
    expect(await getInfo(laptop, second)).toHaveStatus(200);
    expect(await listSessions(laptop)).toEqual([expect.objectContaining({ current: true })]);
    expect(await refresh(laptop)).toHaveStatus(200);
  });

  it('staff end every sign-in of a traveller at once, with an audit row; a traveller cannot', async () => {
    const admin = await createUser(t.app.db, { role: '1', name: 'Comandante Sessões' });
    const staff = await login(admin, UA.laptop);
    const traveller = await createUser(t.app.db);
    const phone = await login(traveller, UA.phone);
    const mac = await login(traveller, UA.mac, { app: second });

    const detail = await t.app.inject({
      url: `/api/v1/admin/travellers/${traveller.id}`,
      headers: bearer(staff),
    });
    expect(detail.json().data).toMatchObject({ active_sessions: 2, deleted: false });

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/travellers/${admin.id}/sessions`,
      headers: bearer(phone),
    });
    expect(refused).toHaveStatus(403);
    expect(await getInfo(staff)).toHaveStatus(200);

    const response = await second.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/travellers/${traveller.id}/sessions`,
      headers: bearer(staff),
    });
    expect(response, response.body).toHaveStatus(200);
    expect(response.json()).toEqual({
      success: true,
      message: '2 sessões foram encerradas.',
      data: { ended: 2 },
    });
    for (const app of [t, second]) {
      expect(await getInfo(phone, app)).toHaveStatus(401);
      expect(await getInfo(mac, app)).toHaveStatus(401);
    }
    expect(await refresh(phone)).toHaveStatus(401);
    const audit = await t.app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'user.end_sessions')
      .where('entity_id', '=', String(traveller.id))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        entity: 'user',
        before_json: JSON.stringify({ active_sessions: 2 }),
        after_json: JSON.stringify({ active_sessions: 0 }),
      }),
    ]);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/travellers/999999/sessions',
      headers: bearer(staff),
    });
    expect(unknown).toHaveStatus(404);
  });

  it('records every attempt of every method and outcome, and shows the traveller their last 20', async () => {
    const user = await createUser(t.app.db, { email: 'registro.de.acessos@exemplo.com.br' });
    const password = (Password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'user-agent': UA.phone },
        payload: { Login: user.email, Password },
      });
    expect(await password('Senha-Errada-1')).toHaveStatus(401);
    expect(await password(DEFAULT_TEST_PASSWORD)).toHaveStatus(200);

    const google = (credential: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/auth/google',
        headers: { 'user-agent': UA.laptop },
        payload: { credential },
      });
    const idToken = await oidc.idToken({
      sub: 'google-registro',
      aud: CLIENT_ID,
      email: user.email,
      email_verified: true,
      name: 'Registro',
    });
    expect(await google(idToken)).toHaveStatus(200);
    expect(await google(`${idToken.slice(0, -4)}xxxx`)).toHaveStatus(401);

    const facebook = (accessToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/auth/facebook',
        headers: { 'user-agent': UA.mac },
        payload: { accessToken, userData: {} },
      });
    graph.addToken('token-do-registro', { id: 'fb-registro', name: 'Registro', email: user.email });
    graph.addToken('token-sem-email', { id: 'fb-sem-email', name: 'Sem Email' });
    expect(await facebook('token-do-registro')).toHaveStatus(200);
    expect(await facebook('token-inventado')).toHaveStatus(401);
    expect(await facebook('token-sem-email')).toHaveStatus(422);

    const rows = await t.app.db
      .selectFrom('sign_in_records')
      .select(['user_id', 'method', 'outcome', 'ip_address', 'user_agent'])
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('user_id', 'is', null)]))
      .where('user_agent', 'in', [UA.phone, UA.laptop, UA.mac])
      .orderBy('id')
      .execute();
    const mine = rows.filter((row) => row.user_id === user.id || row.method !== 'password');
    expect(mine.map(({ user_id, method, outcome }) => ({ user_id, method, outcome }))).toEqual([
      { user_id: user.id, method: 'password', outcome: 'failure' },
      { user_id: user.id, method: 'password', outcome: 'success' },
      { user_id: user.id, method: 'google', outcome: 'success' },
      { user_id: null, method: 'google', outcome: 'failure' },
      { user_id: user.id, method: 'facebook', outcome: 'success' },
      { user_id: null, method: 'facebook', outcome: 'failure' },
      { user_id: null, method: 'facebook', outcome: 'failure' },
    ]);
    expect(mine.every((row) => row.ip_address === '127.0.0.1')).toBe(true);

    const session = await login(user, UA.laptop);
    const history = await t.app.inject({ url: '/api/v1/user/sign-ins', headers: bearer(session) });
    expect(history, history.body).toHaveStatus(200);
    expect(history.json().data.slice(0, 4)).toEqual([
      expect.objectContaining({ method: 'password', outcome: 'success', browser: 'Firefox', os: 'Windows' }),
      expect.objectContaining({ method: 'facebook', outcome: 'success', browser: 'Safari', os: 'macOS' }),
      expect.objectContaining({ method: 'google', outcome: 'success', browser: 'Firefox', os: 'Windows' }),
      expect.objectContaining({ method: 'password', outcome: 'success', browser: 'Chrome', os: 'Android' }),
    ]);
    expect(history.json().data[4]).toMatchObject({
      method: 'password',
      outcome: 'failure',
      ip_address: '127.0.0.1',
    });
    expect(Object.keys(history.json().data[0]).sort()).toEqual([
      'browser',
      'created_at',
      'ip_address',
      'method',
      'os',
      'outcome',
    ]);

    // Only the last 20, newest first.
    await t.app.db
      .insertInto('sign_in_records')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          user_id: user.id,
          method: 'password' as const,
          outcome: 'failure' as const,
          ip_address: '203.0.113.9',
          user_agent: null,
          created_at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
        })),
      )
      .execute();
    const last20 = (await t.app.inject({ url: '/api/v1/user/sign-ins', headers: bearer(session) })).json()
      .data;
    expect(last20).toHaveLength(20);
    const times = last20.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(last20.filter((row: { ip_address: string }) => row.ip_address === '203.0.113.9')).toHaveLength(15);
    expect(await t.app.inject({ url: '/api/v1/user/sign-ins' })).toHaveStatus(401);
  });

  it('shows the team refused attempts per account and per address, within the days asked', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    const staff = await login(admin, UA.laptop);
    const target = await createUser(t.app.db, { name: 'Alvo de Tentativas' });
    const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const failure = (userId: number | null, ip: string, createdAt: string) => ({
      user_id: userId,
      method: 'password' as const,
      outcome: 'failure' as const,
      ip_address: ip,
      user_agent: 'Teste',
      created_at: createdAt,
    });
    await t.app.db
      .insertInto('sign_in_records')
      .values([
        failure(target.id, '198.51.100.7', recent(5)),
        failure(target.id, '198.51.100.7', recent(4)),
        failure(target.id, '198.51.100.8', recent(3)),
        failure(null, '198.51.100.7', recent(2)),
        // Eight days ago: outside a week, inside a month.
        failure(target.id, '198.51.100.7', recent(8 * 24 * 60)),
        { ...failure(target.id, '198.51.100.7', recent(1)), outcome: 'success' as const },
      ])
      .execute();

    const week = await t.app.inject({ url: '/api/v1/admin/sign-in-failures?days=7', headers: bearer(staff) });
    expect(week, week.body).toHaveStatus(200);
    const data = week.json().data;
    expect(data.days).toBe(7);
    expect(
      data.by_account.find((row: { user_id: string }) => row.user_id === String(target.id)),
    ).toMatchObject({
      name: 'Alvo de Tentativas',
      email: target.email,
      failures: 3,
    });
    expect(data.by_account.find((row: { user_id: string | null }) => row.user_id === null)).toMatchObject({
      name: null,
      email: null,
    });
    expect(
      data.by_address.find((row: { ip_address: string }) => row.ip_address === '198.51.100.7'),
    ).toMatchObject({
      failures: 3,
      accounts: 1,
    });
    expect(
      data.by_address.find((row: { ip_address: string }) => row.ip_address === '198.51.100.8'),
    ).toMatchObject({
      failures: 1,
      accounts: 1,
    });

    const month = (
      await t.app.inject({ url: '/api/v1/admin/sign-in-failures?days=30', headers: bearer(staff) })
    ).json().data;
    expect(
      month.by_account.find((row: { user_id: string }) => row.user_id === String(target.id)).failures,
    ).toBe(4);

    const bad = await t.app.inject({ url: '/api/v1/admin/sign-in-failures?days=0', headers: bearer(staff) });
    expect(bad).toHaveStatus(400);
    const traveller = await login(target, UA.phone);
    expect(
      await t.app.inject({ url: '/api/v1/admin/sign-in-failures', headers: bearer(traveller) }),
    ).toHaveStatus(403);
  });

  it('e-mails "Novo acesso à sua conta" only for a device the account has not used, with a link that ends that sign-in', async () => {
    const user = await createUser(t.app.db, { name: 'Iara Atenta' });
    // The account's first sign-in: nothing to compare with, no e-mail.
    const phone = await login(user, UA.phone);
    expect(phone.device).toBeDefined();
    // The same browser, with its device cookie: known.
    await login(user, UA.phone, { device: phone.device });
    // A browser that keeps no cookie, with the user agent of a known one: known too.
    await login(user, UA.phone);
    expect(await newDeviceMails(user.email)).toEqual([]);

    // Another computer.
    const laptop = await login(user, UA.laptop);
    const mails = await newDeviceMails(user.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text_body ?? '';
    expect(text).toContain('Olá, Iara Atenta!');
    expect(text).toContain('Dispositivo: Firefox no Windows');
    expect(text).toContain('Endereço: 127.0.0.1');
    expect(text).toMatch(/Quando: .+ \(horário de Brasília\)/);
    const link = /https:\/\/rota\.test\/acesso\/encerrar\?token=([\w.-]+)/.exec(text);
    expect(link, text).not.toBeNull();
    // Its cookie, presented again, is known.
    await login(user, UA.laptop, { device: laptop.device });
    expect(await newDeviceMails(user.email)).toHaveLength(1);

    // The link works signed out, on either instance, and once.
    const endByLink = (token: string, app = t) =>
      app.app.inject({ method: 'POST', url: '/api/v1/user/sessions/end-by-link', payload: { token } });
    const ended = await endByLink(link?.[1] ?? '', second);
    expect(ended, ended.body).toHaveStatus(200);
    expect(ended.json()).toEqual({
      success: true,
      message: 'O acesso de Firefox no Windows foi encerrado e precisará entrar de novo.',
      data: { browser: 'Firefox', os: 'Windows' },
    });
    expect(await getInfo(laptop)).toHaveStatus(401);
    expect(await refresh(laptop)).toHaveStatus(401);
    expect(await getInfo(phone)).toHaveStatus(200);
    const reused = await endByLink(link?.[1] ?? '');
    expect(reused).toHaveStatus(410);
    expect(reused.json().message).toBe('Este link já foi usado ou o acesso já estava encerrado.');
    const forged = await endByLink(`${link?.[1]?.slice(0, -3)}abc`);
    expect(forged).toHaveStatus(410);
    expect(forged.json().message).toBe('Este link não é válido ou expirou.');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sessions/end-by-link',
      payload: {},
    });
    expect(empty).toHaveStatus(422);
  });

  it('sends no e-mail for the first sign-in of a new account, whatever the method', async () => {
    const idToken = await oidc.idToken({
      sub: 'google-conta-nova',
      aud: CLIENT_ID,
      email: 'conta.nova@gmail.test',
      email_verified: true,
      name: 'Conta Nova',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/google',
      headers: { 'user-agent': UA.mac },
      payload: { credential: idToken },
    });
    expect(response, response.body).toHaveStatus(200);
    expect(await newDeviceMails('conta.nova@gmail.test')).toEqual([]);
    const user = await createUser(t.app.db);
    await login(user, UA.laptop);
    expect(await newDeviceMails(user.email)).toEqual([]);
  });
  it('forgets a sign-in’s device and address with its last refresh token', async () => {
    const user = await createUser(t.app.db);
    await login(user, UA.phone);
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    await purgeExpiredAccountTokens(t.app.db, new Date());
    const left = await t.app.db
      .selectFrom('user_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
