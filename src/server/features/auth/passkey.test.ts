import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, signIn } from '#tests/sign-in.ts';
import { SoftwareAuthenticator } from '#tests/software-authenticator.ts';

const PUBLIC_URL = 'https://rota.example';
// One secret for both instances, as a deploy shares JWT_SECRET.
const env = { ...accountTestEnv, PUBLIC_URL, JWT_SECRET: 'segredo-de-teste-das-chaves-de-acesso-32+' };
const MINUTE = 60_000;

describe('passkeys: registration, sign-in and the fresh proof (two instances, one database)', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
    other = await createTestApp({ env, sameDatabaseAs: t });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function call(
    app: TestApp,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) {
    return app.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Makes the session's sign-in, and any confirmation, older than the proof's ten minutes. */
  async function ageSession(userId: number, minutes = 11) {
    const past = new Date(Date.now() - minutes * MINUTE).toISOString();
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ created_at: past })
      .where('user_id', '=', userId)
      .execute();
    await t.app.db
      .updateTable('session_proofs')
      .set({ proved_at: past })
      .where('user_id', '=', userId)
      .execute();
  }

  async function registerPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Celular') {
    const options = await call(t, 'POST', appApiPaths.passkeyRegistrationOptions, token);
    expect(options, options.body).toHaveStatus(200);
    const credential = authenticator.register(options.json().data);
    const created = await call(t, 'POST', appApiPaths.passkeys, token, { name, credential });
    expect(created, created.body).toHaveStatus(201);
    return created.json().data as { id: number; name: string };
  }

  async function signInOptions(app: TestApp = t) {
    const response = await call(app, 'POST', appApiPaths.passkeySignInOptions);
    expect(response, response.body).toHaveStatus(200);
    return response.json().data as { challenge: string; rpId: string };
  }

  it("registers a passkey for PUBLIC_URL's host, lists it, and signs in with it without a password", async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);

    const options = await call(t, 'POST', appApiPaths.passkeyRegistrationOptions, session.token);
    expect(options, options.body).toHaveStatus(200);
    const creation = options.json().data;
    expect(creation.rp).toEqual({ id: 'rota.example', name: 'Rota Amazônia' });
    expect(creation.user.name).toBe(user.email);
    expect(creation.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const created = await call(t, 'POST', appApiPaths.passkeys, session.token, {
      name: '  Celular  ',
      credential: authenticator.register(creation),
    });
    expect(created, created.body).toHaveStatus(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Chave de acesso criada.',
      data: { name: 'Celular', last_used_at: null },
    });

    const listed = await call(t, 'GET', appApiPaths.passkeys, session.token);
    expect(listed.json().data).toEqual([
      { id: created.json().data.id, name: 'Celular', created_at: expect.any(String), last_used_at: null },
    ]);

    const request = await signInOptions();
    expect(request.rpId).toBe('rota.example');
    const signedIn = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
      credential: authenticator.assert(request),
    });
    expect(signedIn, signedIn.body).toHaveStatus(200);
    const answer = signedIn.json();
    expect(answer.user).toMatchObject({ id: String(user.id), name: user.name });
    expect(await call(t, 'GET', '/api/v1/user/get-info', answer.token)).toHaveStatus(200);

    const records = await t.app.db
      .selectFrom('sign_in_records')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(records.map((record) => [record.method, record.outcome])).toEqual([['passkey', 'success']]);
    const [used] = (await call(t, 'GET', appApiPaths.passkeys, answer.token)).json().data;
    expect(used.last_used_at).toEqual(expect.any(String));
  });

  it("refuses a replayed challenge, an expired one and another purpose's", async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    await registerPasskey(session.token, authenticator);

    const assertion = authenticator.assert(await signInOptions());
    expect(
      await call(t, 'POST', appApiPaths.passkeySignIn, undefined, { credential: assertion }),
    ).toHaveStatus(200);
    const replayed = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, { credential: assertion });
    expect(replayed, replayed.body).toHaveStatus(401);
    expect(replayed.json().message).toBe('A confirmação expirou ou já foi usada. Tente novamente.');

    const late = await signInOptions();
    await t.app.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', late.challenge)
      .execute();
    const expired = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
      credential: authenticator.assert(late),
    });
    expect(expired, expired.body).toHaveStatus(401);
    // The expired challenge was taken all the same: it cannot be tried again either.
    expect(
      await t.app.db
        .selectFrom('webauthn_challenges')
        .select('challenge')
        .where('challenge', '=', late.challenge)
        .execute(),
    ).toEqual([]);

    // A registration challenge does not sign in.
    const creation = (await call(t, 'POST', appApiPaths.passkeyRegistrationOptions, session.token)).json()
      .data;
    const crossed = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
      credential: authenticator.assert({ challenge: creation.challenge }),
    });
    expect(crossed, crossed.body).toHaveStatus(401);

    const failures = await t.app.db
      .selectFrom('sign_in_records')
      .select(['method', 'outcome', 'user_id'])
      .where('user_id', '=', user.id)
      .where('outcome', '=', 'failure')
      .execute();
    expect(failures).toEqual([
      { method: 'passkey', outcome: 'failure', user_id: user.id },
      { method: 'passkey', outcome: 'failure', user_id: user.id },
      { method: 'passkey', outcome: 'failure', user_id: user.id },
    ]);

    // A replayed registration answer stores nothing the second time.
    const fresh = new SoftwareAuthenticator(PUBLIC_URL);
    const options = (await call(t, 'POST', appApiPaths.passkeyRegistrationOptions, session.token)).json()
      .data;
    const credential = fresh.register(options);
    expect(
      await call(t, 'POST', appApiPaths.passkeys, session.token, { name: 'Tablet', credential }),
    ).toHaveStatus(201);
    const again = await call(t, 'POST', appApiPaths.passkeys, session.token, { name: 'Tablet', credential });
    expect(again, again.body).toHaveStatus(422);
    expect(again.json().code).toBe('WEBAUTHN_CHALLENGE_INVALID');
    expect((await call(t, 'GET', appApiPaths.passkeys, session.token)).json().data).toHaveLength(2);
  });

  it('refuses an assertion for another origin or site, a bad signature and a counter that goes back', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    await registerPasskey(session.token, authenticator);
    const refused = async (credential: unknown) => {
      const response = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, { credential });
      expect(response, response.body).toHaveStatus(401);
    };
    await refused(authenticator.assert(await signInOptions(), { origin: 'https://rota.example.evil.test' }));
    await refused(authenticator.assert(await signInOptions(), { rpId: 'evil.test' }));
    const tampered = authenticator.assert(await signInOptions());
    tampered.response.signature = Buffer.from('not a signature').toString('base64url');
    await refused(tampered);
    expect(
      await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
        credential: authenticator.assert(await signInOptions(), { signCount: 50 }),
      }),
    ).toHaveStatus(200);
    // A copy of the authenticator, still at an older count, is refused.
    await refused(authenticator.assert(await signInOptions(), { signCount: 10 }));
    // An unknown passkey is refused, with no account to record.
    const stranger = new SoftwareAuthenticator(PUBLIC_URL);
    await refused(stranger.assert(await signInOptions()));
  });

  it('finishes on one instance a ceremony the other began', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user);
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const creation = (await call(other, 'POST', appApiPaths.passkeyRegistrationOptions, session.token)).json()
      .data;
    const created = await call(t, 'POST', appApiPaths.passkeys, session.token, {
      name: 'Notebook',
      credential: authenticator.register(creation),
    });
    expect(created, created.body).toHaveStatus(201);
    const request = await signInOptions(t);
    const signedIn = await call(other, 'POST', appApiPaths.passkeySignIn, undefined, {
      credential: authenticator.assert(request),
    });
    expect(signedIn, signedIn.body).toHaveStatus(200);
    // …and once only: the first instance refuses the same answer.
    const replayed = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
      credential: authenticator.assert(request),
    });
    expect(replayed, replayed.body).toHaveStatus(401);
  });

  it('refuses sensitive changes without a fresh proof, and accepts them after one', async () => {
    const admin = await createUser(t.app.db, { role: '1' });
    await createUser(t.app.db, { role: '1' });
    const traveller = await createUser(t.app.db);
    const session = await signIn(t.app, admin);
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const first = await registerPasskey(session.token, authenticator, 'Celular');
    await registerPasskey(session.token, new SoftwareAuthenticator(PUBLIC_URL), 'Notebook');
    await ageSession(admin.id);

    const proofRequired = (response: { statusCode: number; body: string; json: () => { code: string } }) => {
      expect(response, response.body).toHaveStatus(409);
      expect(response.json().code).toBe('REAUTHENTICATION_REQUIRED');
    };
    const changes = {
      email: () =>
        call(t, 'POST', appApiPaths.emailChange, session.token, { email: `novo-${admin.id}@example.com` }),
      passkeyOptions: () => call(t, 'POST', appApiPaths.passkeyRegistrationOptions, session.token),
      removePasskey: () =>
        call(t, 'DELETE', href(appApiPaths.passkey, { id: String(first.id) }), session.token),
      role: () =>
        call(t, 'PUT', href(appApiPaths.adminTravellerRole, { id: String(traveller.id) }), session.token, {
          role: '1',
        }),
      deletion: () => call(t, 'DELETE', appApiPaths.account, session.token, {}),
    };
    for (const change of Object.values(changes)) proofRequired(await change());
    // Nothing changed.
    expect((await call(t, 'GET', appApiPaths.passkeys, session.token)).json().data).toHaveLength(2);
    const unchanged = await t.app.db
      .selectFrom('users')
      .select(['role', 'email'])
      .where('id', '=', traveller.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.role).not.toBe('1');

    const methods = (await call(t, 'GET', appApiPaths.reauthentication, session.token)).json().data;
    expect(methods).toMatchObject({ has_password: true, has_passkeys: true });
    expect(Date.parse(methods.fresh_until)).toBeLessThan(Date.now());

    // A wrong password proves nothing.
    const wrong = await call(t, 'POST', appApiPaths.reauthentication, session.token, {
      password: 'Senha-Errada-1',
    });
    expect(wrong, wrong.body).toHaveStatus(422);
    expect(wrong.json().errors.password).toEqual(['Senha incorreta. Nada foi alterado.']);
    proofRequired(await changes.removePasskey());

    // The password proves it: the changes go through.
    const confirmed = await call(t, 'POST', appApiPaths.reauthentication, session.token, {
      password: admin.password,
    });
    expect(confirmed, confirmed.body).toHaveStatus(200);
    expect(Date.parse(confirmed.json().data.fresh_until)).toBeGreaterThan(Date.now() + 9 * MINUTE);
    expect(await changes.removePasskey()).toHaveStatus(200);
    expect(await changes.role()).toHaveStatus(200);
    expect(await changes.email()).toHaveStatus(200);

    // So does a passkey of the account, on the other instance too.
    await ageSession(admin.id);
    proofRequired(await changes.passkeyOptions());
    const second = new SoftwareAuthenticator(PUBLIC_URL);
    const secondPasskey = await (async () => {
      await call(t, 'POST', appApiPaths.reauthentication, session.token, { password: admin.password });
      const created = await registerPasskey(session.token, second, 'Tablet');
      await ageSession(admin.id);
      return created;
    })();
    const request = (await call(t, 'POST', appApiPaths.reauthenticationPasskeyOptions, session.token)).json()
      .data;
    expect(request.allowCredentials.map((allowed: { id: string }) => allowed.id)).toContain(second.id);
    const byPasskey = await call(other, 'POST', appApiPaths.reauthentication, session.token, {
      credential: second.assert(request),
    });
    expect(byPasskey, byPasskey.body).toHaveStatus(200);
    expect(
      await call(t, 'DELETE', href(appApiPaths.passkey, { id: String(secondPasskey.id) }), session.token),
    ).toHaveStatus(200);
  });

  it("refuses a confirmation with someone else's passkey or another session's challenge", async () => {
    const owner = await createUser(t.app.db);
    const intruder = await createUser(t.app.db);
    const ownerSession = await signIn(t.app, owner);
    const intruderSession = await signIn(t.app, intruder);
    const intruderKey = new SoftwareAuthenticator(PUBLIC_URL);
    await registerPasskey(intruderSession.token, intruderKey);
    await registerPasskey(ownerSession.token, new SoftwareAuthenticator(PUBLIC_URL));
    await ageSession(owner.id);

    const request = (
      await call(t, 'POST', appApiPaths.reauthenticationPasskeyOptions, ownerSession.token)
    ).json().data;
    const foreign = await call(t, 'POST', appApiPaths.reauthentication, ownerSession.token, {
      credential: intruderKey.assert(request),
    });
    expect(foreign, foreign.body).toHaveStatus(422);
    const intruderRequest = (
      await call(t, 'POST', appApiPaths.reauthenticationPasskeyOptions, intruderSession.token)
    ).json().data;
    const borrowed = await call(t, 'POST', appApiPaths.reauthentication, ownerSession.token, {
      credential: intruderKey.assert(intruderRequest),
    });
    expect(borrowed, borrowed.body).toHaveStatus(422);
    expect(borrowed.json().code).toBe('WEBAUTHN_CHALLENGE_INVALID');
    const stillStale = await call(t, 'POST', appApiPaths.passkeyRegistrationOptions, ownerSession.token);
    expect(stillStale, stillStale.body).toHaveStatus(409);
  });

  it('keeps a passkey-only account working: sign-in, a first password, deletion, never without a way in', async () => {
    const user = await createUser(t.app.db, { password: null });
    const session = await signIn(t.app, user);
    const authenticator = new SoftwareAuthenticator(PUBLIC_URL);
    const passkey = await registerPasskey(session.token, authenticator);

    const lastWay = await call(
      t,
      'DELETE',
      href(appApiPaths.passkey, { id: String(passkey.id) }),
      session.token,
    );
    expect(lastWay, lastWay.body).toHaveStatus(409);
    expect(lastWay.json().message).toContain('única forma de entrar');

    const noPassword = await call(t, 'POST', appApiPaths.reauthentication, session.token, {
      password: 'Qualquer-1',
    });
    expect(noPassword, noPassword.body).toHaveStatus(422);
    expect(noPassword.json().message).toBe('Sua conta não tem senha: confirme com uma chave de acesso.');

    const signedIn = (
      await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
        credential: authenticator.assert(await signInOptions()),
      })
    ).json();
    expect(signedIn.token).toEqual(expect.any(String));
    await ageSession(user.id);
    const stale = await call(t, 'DELETE', appApiPaths.account, signedIn.token, {});
    expect(stale, stale.body).toHaveStatus(409);
    const staleFirstPassword = await call(t, 'POST', '/api/v1/user/change-password', signedIn.token, {
      password: 'Primeira-Senha-1',
      password_confirmation: 'Primeira-Senha-1',
    });
    expect(staleFirstPassword, staleFirstPassword.body).toHaveStatus(409);
    const request = (await call(t, 'POST', appApiPaths.reauthenticationPasskeyOptions, signedIn.token)).json()
      .data;
    expect(
      await call(t, 'POST', appApiPaths.reauthentication, signedIn.token, {
        credential: authenticator.assert(request),
      }),
    ).toHaveStatus(200);
    const firstPassword = await call(t, 'POST', '/api/v1/user/change-password', signedIn.token, {
      password: 'Primeira-Senha-1',
      password_confirmation: 'Primeira-Senha-1',
    });
    expect(firstPassword, firstPassword.body).toHaveStatus(200);
    // The session that set the password stays signed in, its proof still fresh.
    const deleted = await call(t, 'DELETE', appApiPaths.account, signedIn.token, {});
    expect(deleted, deleted.body).toHaveStatus(200);
    expect(
      await t.app.db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    const afterDeletion = await call(t, 'POST', appApiPaths.passkeySignIn, undefined, {
      credential: authenticator.assert(await signInOptions()),
    });
    expect(afterDeletion, afterDeletion.body).toHaveStatus(401);
  });
});

describe('passkey sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountTestEnv, PUBLIC_URL, RATE_LIMIT_LOGIN_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('shares the per-address sign-in budget with the password sign-in; the options have their own', async () => {
    const options = [];
    for (let i = 0; i < 4; i += 1) {
      options.push(
        (await t.app.inject({ method: 'POST', url: appApiPaths.passkeySignInOptions })).json().data,
      );
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { Login: 'a@example.com', Password: 'x' },
    });
    const stranger = new SoftwareAuthenticator(PUBLIC_URL);
    const answers = [];
    for (const request of options.slice(0, 3)) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: appApiPaths.passkeySignIn,
            payload: { credential: stranger.assert(request) },
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 429]);
    const optionAnswers = [];
    for (let i = 0; i < 16; i += 1) {
      optionAnswers.push(
        (await t.app.inject({ method: 'POST', url: appApiPaths.passkeySignInOptions })).statusCode,
      );
    }
    // 3 × 6 = 18 in the window: 4 above, 14 more, then refused.
    expect(optionAnswers.filter((status) => status === 200)).toHaveLength(14);
    expect(optionAnswers.slice(-2)).toEqual([429, 429]);
  });
});
