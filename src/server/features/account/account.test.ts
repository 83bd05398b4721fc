import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor, signIn } from '#tests/sign-in.ts';

describe('the signed-in account (SPEC §3 User, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  const userRow = (id: number) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const patch = async (
    url: string,
    actor: Awaited<ReturnType<typeof createUser>> | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url,
      headers: actor ? await authHeadersFor(t.app, actor) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('GET /api/v1/user/get-info', () => {
    it('answers the session user info and nothing secret', async () => {
      const user = await createUser(t.app.db, {
        name: 'Jaci Amazonas',
        coins: 12,
        journey_goal: 'Ver o encontro das águas',
      });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/get-info',
        headers: await authHeadersFor(t.app, user),
      });
      expect(response).toHaveStatus(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Informações do usuário carregadas.',
        data: {
          name: 'Jaci Amazonas',
          id: String(user.id),
          coins: 12,
          completedVoyages: 0,
          savedNotes: 0,
          email: user.email,
          role: '0',
          journey_goal: 'Ver o encontro das águas',
          email_verified_at: user.email_verified_at,
        },
      });
    });

    it('answers 401 to a guest', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/get-info' });
      expect(response).toHaveStatus(401);
    });
  });

  describe('PATCH /users/{me|id}/info', () => {
    it('changes name and journey goal of one’s own account, by me or by id', async () => {
      const user = await createUser(t.app.db);
      const response = await patch('/users/me/info', user, {
        name: '  Jaci  ',
        journey_goal: 'Dormir numa rede',
      });
      expect(response).toHaveStatus(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Informações atualizadas com sucesso.',
        data: { id: String(user.id), name: 'Jaci', journey_goal: 'Dormir numa rede', coins: 0 },
      });
      const byId = await patch(`/users/${user.id}/info`, user, { journey_goal: '' });
      expect(byId).toHaveStatus(200);
      expect(await userRow(user.id)).toMatchObject({ name: 'Jaci', journey_goal: '' });
    });

    it('refuses another account to a traveller (403) and allows it to an admin', async () => {
      const traveller = await createUser(t.app.db);
      const other = await createUser(t.app.db, { name: 'Outro Viajante' });
      const refused = await patch(`/users/${other.id}/info`, traveller, { name: 'Invasor' });
      expect(refused).toHaveStatus(403);
      expect((await userRow(other.id)).name).toBe('Outro Viajante');

      const admin = await createUser(t.app.db, { role: '1' });
      const allowed = await patch(`/users/${other.id}/info`, admin, { name: 'Nome Corrigido' });
      expect(allowed).toHaveStatus(200);
      expect((await userRow(other.id)).name).toBe('Nome Corrigido');
    });

    it('answers 404 for an account that does not exist (403 to a traveller, who may not ask)', async () => {
      const admin = await createUser(t.app.db, { role: '1' });
      const traveller = await createUser(t.app.db);
      expect(await patch('/users/987654/info', admin, { name: 'X' })).toHaveStatus(404);
      expect(await patch('/users/nao-e-id/info', admin, { name: 'X' })).toHaveStatus(404);
      expect(await patch('/users/987654/info', traveller, { name: 'X' })).toHaveStatus(403);
    });

    it.each([
      ['coins', { coins: 999_999 }],
      ['role', { role: '1' }],
      ['coins next to an allowed field', { name: 'Rico', coins: 50 }],
      ['email', { email: 'novo@exemplo.com.br' }],
      ['email_verified_at', { email_verified_at: '2020-01-01T00:00:00.000Z' }],
    ])('refuses a body with %s (403) and changes nothing', async (_label, payload) => {
      for (const role of ['0', '1'] as const) {
        const user = await createUser(t.app.db, { role, coins: 3, name: 'Intocado' });
        const before = await userRow(user.id);
        const response = await patch('/users/me/info', user, payload);
        expect(response).toHaveStatus(403);
        const body = response.json();
        expect(body).toMatchObject({ success: false, code: 'FIELD_NOT_EDITABLE' });
        for (const field of Object.keys(payload).filter((key) => key !== 'name')) {
          expect(body.errors[field]).toEqual(['Este campo não pode ser alterado.']);
        }
        expect(await userRow(user.id)).toEqual(before);
      }
    });

    it.each([
      ['an unknown field', { apelido: 'Jaci' }],
      ['nothing to change', {}],
      ['an empty name', { name: '   ' }],
      ['a journey goal too long', { journey_goal: 'a'.repeat(501) }],
    ])('answers 422 for %s and changes nothing', async (_label, payload) => {
      const user = await createUser(t.app.db);
      const before = await userRow(user.id);
      const response = await patch('/users/me/info', user, payload);
      expect(response).toHaveStatus(422);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(await userRow(user.id)).toEqual(before);
    });

    it('answers 401 to a guest before looking at the body', async () => {
      expect(await patch('/users/me/info', null, { coins: 5 })).toHaveStatus(401);
    });
  });

  describe('POST /api/v1/user/change-password', () => {
    const url = '/api/v1/user/change-password';

    it('checks the current password, ends the other sessions and keeps this one', async () => {
      const user = await createUser(t.app.db);
      const other = await signIn(t.app, user);
      const current = await signIn(t.app, user);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${current.token}` },
        payload: {
          current_password: user.password,
          password: 'Nova-Senha-77',
          password_confirmation: 'Nova-Senha-77',
        },
      });
      expect(response).toHaveStatus(200);
      const body = response.json();
      expect(body.message).toBe('Senha alterada com sucesso. As outras sessões foram encerradas.');

      const info = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/user/get-info',
          headers: { authorization: `Bearer ${token}` },
        });
      expect(body.data).toBeUndefined();
      expect(await info(current.token)).toHaveStatus(200);
      const refreshCurrent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/refresh',
        payload: { refresh_token: current.refresh_token },
      });
      expect(refreshCurrent, refreshCurrent.body).toHaveStatus(200);
      expect(await info(other.token)).toHaveStatus(401);
      const refreshOld = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/refresh',
        payload: { refresh_token: other.refresh_token },
      });
      expect(refreshOld).toHaveStatus(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { Login: user.email, Password: 'Nova-Senha-77' },
      });
      expect(login).toHaveStatus(200);
    });

    it('refuses a wrong current password (422) and keeps the old one', async () => {
      // An account without a password sets its first one with a fresh proof (passkey.test.ts).
      for (const password of ['Senha-Forte-2026']) {
        const user = await createUser(t.app.db, { password });
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: await authHeadersFor(t.app, user),
          payload: {
            current_password: 'Errada-123',
            password: 'Nova-Senha-77',
            password_confirmation: 'Nova-Senha-77',
          },
        });
        expect(response).toHaveStatus(422);
        expect(response.json().errors).toEqual({ current_password: ['Senha atual incorreta.'] });
      }
    });

    it('applies the new-password rules', async () => {
      const user = await createUser(t.app.db);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: await authHeadersFor(t.app, user),
        payload: { current_password: user.password, password: 'curta', password_confirmation: 'curta' },
      });
      expect(response).toHaveStatus(422);
      expect(response.json().message).toBe('A senha deve ter pelo menos 8 caracteres.');
    });
  });
});
