import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { currentUser } from '#server/http/current-user.ts';
import { mailerPlugin } from '#server/mail/mailer.plugin.ts';
import { databasePlugin } from '#server/plugins/database.ts';
import { errorHandlerPlugin } from '#server/plugins/error-handler.ts';
import { createTestDatabase } from '#tests/api-harness.ts';
import { createUser } from '#tests/factories.ts';
import { accountTestEnv } from '#tests/sign-in.ts';
import { authPlugin } from './auth.plugin.ts';
import { startSession } from './session.service.ts';
import type { UserRow } from './user.table.ts';

/** A bare app with only the accounts core, to check the guards later features put on routes. */
describe('authenticate and requireAdmin', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rota-auth-'));
    const database = await createTestDatabase(dataDir);
    dropDatabase = database.drop;
    const env = parseEnv({ ...accountTestEnv, DATA_DIR: dataDir, NODE_ENV: 'test' });
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(rateLimit, { global: false });
    await app.register(databasePlugin, { connection: database.connection });
    await app.register(mailerPlugin, { env });
    await app.register(authPlugin, { env });
    app.get('/livre', async (request) => ({ user: request.user }));
    app.get('/viajante', { onRequest: app.authenticate }, async (request) => ({
      user: currentUser(request),
    }));
    app.get('/comando', { onRequest: app.requireAdmin }, async (request) => ({ user: currentUser(request) }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A sign-in (its refresh-token family) and its access token. */
  const bearer = async (user: Pick<UserRow, 'id' | 'role' | 'token_version'>, sessionId?: string) => ({
    authorization: `Bearer ${(await startSession(app.auth, user, sessionId)).token}`,
  });

  it('leaves request.user null on open routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/livre' });
    expect(response.json()).toEqual({ user: null });
  });

  it('sets request.user from a valid access token', async () => {
    const user = await createUser(app.db);
    const headers = await bearer(user, 'sessao-1');
    const response = await app.inject({ method: 'GET', url: '/viajante', headers });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({ user: { id: user.id, role: '0', sessionId: 'sessao-1' } });
  });

  it('answers 401 to guests and 403 to travellers on admin routes', async () => {
    expect(await app.inject({ method: 'GET', url: '/comando' })).toHaveStatus(401);
    const traveller = await createUser(app.db);
    const headers = await bearer(traveller);
    const response = await app.inject({ method: 'GET', url: '/comando', headers });
    expect(response).toHaveStatus(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para esta ação.',
    });
  });

  it('lets admins in, and reads the role from the database, not from the token', async () => {
    const admin = await createUser(app.db, { role: '1' });
    const asAdmin = await bearer(admin);
    expect(await app.inject({ method: 'GET', url: '/comando', headers: asAdmin })).toHaveStatus(200);

    await app.db.updateTable('users').set({ role: '0' }).where('id', '=', admin.id).execute();
    expect(await app.inject({ method: 'GET', url: '/comando', headers: asAdmin })).toHaveStatus(403);
  });

  it('refuses tokens issued before a sign-out-everywhere', async () => {
    const user = await createUser(app.db);
    const headers = await bearer(user);
    await app.db.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    expect(await app.inject({ method: 'GET', url: '/viajante', headers })).toHaveStatus(401);
  });
});
