import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { isPostgres } from '#server/db/migrations/dialect.ts';
import { appendLedgerEntry } from '#server/features/coins/coin-ledger.repository.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createCoinPackage, createUser, createVoyage, DEFAULT_TEST_PASSWORD } from '#tests/factories.ts';
import { linkIn, waitForMail } from '#tests/outbox.ts';
import { accountTestEnv, authHeadersFor, signIn } from '#tests/sign-in.ts';
import { beginDataExport, dataExportDocument, endDataExport } from './data-export.service.ts';
import { exportSections, generic, userIdColumns } from './personal-data.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** Every `table.column` of the real schema that points at users.id, or is named user_id. */
async function userIdColumnsOfSchema(db: Kysely<Database>): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ place: string }>`
      select kcu.table_name || '.' || kcu.column_name as place
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
        and ccu.table_name = 'users' and ccu.column_name = 'id'
      union
      select table_name || '.' || column_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'user_id'`.execute(db);
    return rows.map((row) => row.place).sort();
  }
  const { rows } = await sql<{ place: string }>`
    select m.name || '.' || f."from" as place
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'users'
    union
    select m.name || '.' || c.name from sqlite_master m join pragma_table_info(m.name) c
    where m.type = 'table' and c.name = 'user_id'`.execute(db);
  return rows.map((row) => row.place).sort();
}

/** One or more rows of every kind of data the product holds about a traveller. */
async function giveEveryKindOfData(t: TestApp, user: User, voyageId: number, packageId: number) {
  const db = generic(t.app.db);
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const session = await signIn(t.app, user);
  const claims = await t.app.auth.tokens.verifyAccessToken(session.token);
  await db
    .insertInto('user_sessions')
    .values({
      family_id: claims?.sessionId,
      user_id: user.id,
      device_hash: randomUUID(),
      browser: 'Firefox',
      os: 'Linux',
      user_agent: 'Teste',
      ip_address: '203.0.113.7',
      created_at: now,
      last_used_at: now,
    })
    .execute();
  await db
    .insertInto('user_identities')
    .values({
      provider: 'google',
      subject: randomUUID(),
      user_id: user.id,
      email: user.email,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('passkeys')
    .values({
      user_id: user.id,
      credential_id: randomUUID(),
      public_key: 'pQECAyYgASFYIA',
      counter: 0,
      transports: 'internal',
      name: 'Celular',
      created_at: now,
      last_used_at: null,
    })
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: randomUUID(),
      purpose: 'confirmation',
      user_id: user.id,
      session_id: randomUUID(),
      created_at: now,
      expires_at: later,
    })
    .execute();
  await db
    .insertInto('session_proofs')
    .values({ session_id: randomUUID(), user_id: user.id, proved_at: now })
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: user.id, token_hash: randomUUID(), created_at: now, expires_at: later, used_at: null })
    .execute();
  await db
    .insertInto('sign_in_records')
    .values({
      user_id: user.id,
      method: 'password',
      outcome: 'success',
      ip_address: '203.0.113.7',
      user_agent: 'Teste',
      created_at: now,
    })
    .execute();
  const orderId = randomUUID();
  await db
    .insertInto('coin_orders')
    .values({
      id: orderId,
      user_id: user.id,
      package_id: packageId,
      amount: 10,
      price: 1990,
      status: 'paid',
      provider: 'sandbox',
      created_at: now,
      updated_at: now,
      paid_at: now,
    })
    .execute();
  await appendLedgerEntry(t.app.db, {
    user_id: user.id,
    amount: 10,
    kind: 'purchase',
    reason: 'package_purchase',
    voyage_id: null,
    order_id: orderId,
    balance_after: user.coins + 10,
    created_at: now,
  });
  await db
    .updateTable('users')
    .set({ coins: user.coins + 10 })
    .where('id', '=', user.id)
    .execute();
  await db
    .insertInto('traveller_voyages')
    .values({ user_id: user.id, voyage_id: voyageId, progress: 40, started_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('listening_positions')
    .values({
      user_id: user.id,
      voyage_id: voyageId,
      position_seconds: 12,
      paragraph_index: 2,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('voyage_notes')
    .values({
      user_id: user.id,
      voyage_id: voyageId,
      paragraph_index: 1,
      note: `Nota de ${user.name}`,
      client_id: randomUUID(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('voyage_bookmarks')
    .values({ user_id: user.id, voyage_id: voyageId, paragraph_index: 3, title: 'Marcador', created_at: now })
    .execute();
  await db
    .insertInto('voyage_events')
    .values({ user_id: user.id, voyage_id: voyageId, kind: 'start', boarding: 1, occurred_at: now })
    .execute();
  const conversation = await db
    .insertInto('conversations')
    .values({
      user_id: user.id,
      subject: 'Dúvida',
      unread_by_team: true,
      unread_by_traveller: false,
      created_at: now,
      last_message_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_messages')
    .values({
      conversation_id: conversation.id,
      author_id: user.id,
      from_team: false,
      body: 'Olá, equipe',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('invitations')
    .values({
      token: randomUUID().slice(0, 22),
      inviter_id: user.id,
      voyage_id: voyageId,
      recipient_name: 'Amiga',
      ticket_number: 1234,
      gift_passagens: 0,
      created_at: now,
      expires_at: later,
    })
    .execute();
  return { orderId };
}

describe('Meus dados: export, deletion, analytics switch (LGPD art. 18)', () => {
  let t: TestApp;
  let voyageId: number;
  let packageId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
    voyageId = (await createVoyage(t.app.db)).id;
    packageId = (await createCoinPackage(t.app.db)).id;
  });
  afterAll(() => t.close());

  const exportOf = async (user: User) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/user/data-export',
      headers: await authHeadersFor(t.app, user),
    });

  it('knows every column of the schema that holds a user id: exported or excluded with a reason, and erased', async () => {
    const inSchema = await userIdColumnsOfSchema(t.app.db);
    expect(Object.keys(userIdColumns).sort(), 'every user-id column of the schema, and only those').toEqual(
      inSchema,
    );
    const sectionNames = new Set(exportSections.map((section) => section.name));
    for (const [place, { exported }] of Object.entries(userIdColumns)) {
      if (typeof exported === 'string') expect(sectionNames, place).toContain(exported);
      else expect(exported.excluded.length, place).toBeGreaterThan(10);
    }
  });

  it('exports every kind of data of the traveller, and only theirs, without secrets', async () => {
    const traveller = await createUser(t.app.db, { name: 'Jaci Export', coins: 5 });
    const other = await createUser(t.app.db, { name: 'Outro Viajante' });
    const { orderId } = await giveEveryKindOfData(t, traveller, voyageId, packageId);
    await giveEveryKindOfData(t, other, voyageId, packageId);
    const otherClaims = await generic(t.app.db)
      .updateTable('invitations')
      .set({ claimed_by: traveller.id, claimed_at: new Date().toISOString() })
      .where('inviter_id', '=', other.id)
      .executeTakeFirst();
    expect(otherClaims.numUpdatedRows).toBe(1n);

    const response = await exportOf(traveller);
    expect(response, response.body.slice(0, 300)).toHaveStatus(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rota-amazonia-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = response.json();
    expect(document.format).toBe('rota-amazonia.dados-pessoais/1');
    expect(document.user_id).toBe(traveller.id);
    const tables = document.tables as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(tables)).toEqual(exportSections.map((section) => section.name));
    for (const [name, rows] of Object.entries(tables)) {
      expect(rows.length, `${name} has the traveller's rows`).toBeGreaterThan(0);
    }
    expect(tables.users).toEqual([
      expect.objectContaining({ id: traveller.id, name: 'Jaci Export', email: traveller.email, coins: 15 }),
    ]);
    expect(tables.coin_orders).toEqual([expect.objectContaining({ id: orderId, price: 1990, amount: 10 })]);
    expect(tables.coin_ledger?.map((row) => row.amount)).toEqual([5, 10]);
    expect(tables.voyage_notes).toEqual([expect.objectContaining({ note: 'Nota de Jaci Export' })]);
    expect(tables.users?.[0]?.analytics_opt_out).toBe(false);
    expect(tables.traveller_voyages?.[0]?.is_completed).toBe(false);
    expect(tables.conversation_messages).toEqual([
      expect.objectContaining({ body: 'Olá, equipe', from_team: false }),
    ]);
    expect(tables.sign_in_records).toEqual([
      expect.objectContaining({ ip_address: '203.0.113.7', method: 'password' }),
    ]);
    expect(tables.invitations_claimed).toEqual([
      expect.objectContaining({ inviter_id: other.id, claimed_by: traveller.id }),
    ]);
    // Nothing of the other traveller, and no secret.
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('Nota de Outro Viajante');
    expect(tables.user_sessions).toEqual([expect.objectContaining({ browser: 'Firefox', os: 'Linux' })]);
    for (const secret of [
      'password_hash',
      'token_hash',
      'device_hash',
      'token_version',
      '"token"',
      'scrypt',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('streams 10,000 notes in pages, and refuses a second export while one runs', async () => {
    const writer = await createUser(t.app.db);
    const now = new Date().toISOString();
    const notes = Array.from({ length: 10_000 }, (_, index) => ({
      user_id: writer.id,
      voyage_id: voyageId,
      paragraph_index: index,
      note: `Nota ${index}`,
      client_id: randomUUID(),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
    for (let start = 0; start < notes.length; start += 500) {
      await t.app.db
        .insertInto('voyage_notes')
        .values(notes.slice(start, start + 500))
        .execute();
    }
    const response = await exportOf(writer);
    expect(response).toHaveStatus(200);
    const exported = response.json().tables.voyage_notes as { paragraph_index: number }[];
    expect(exported).toHaveLength(10_000);
    expect(new Set(exported.map((note) => note.paragraph_index)).size).toBe(10_000);

    // Read a page at a time as it is written: a note saved after the first page went out is in
    // the file, since the last page is read only when the writer gets there.
    const pieces: string[] = [];
    let addedLate = false;
    for await (const piece of dataExportDocument(t.app.db, writer.id, new Date())) {
      pieces.push(piece);
      if (!addedLate && piece.includes('"Nota 0"')) {
        await t.app.db
          .insertInto('voyage_notes')
          .values({
            user_id: writer.id,
            voyage_id: voyageId,
            created_at: now,
            updated_at: now,
            paragraph_index: 10_000,
            note: 'Nota escrita durante a exportação',
            client_id: randomUUID(),
          })
          .execute();
        addedLate = true;
      }
    }
    expect(addedLate).toBe(true);
    expect(JSON.parse(pieces.join('')).tables.voyage_notes).toHaveLength(10_001);

    // One export running (its mark set): a second is refused, and the mark does not stay after it ends.
    await beginDataExport(t.app.db, writer.id, new Date());
    const second = await exportOf(writer);
    expect(second, second.body).toHaveStatus(409);
    expect(second.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'Seu arquivo de dados já está sendo gerado. Aguarde o download terminar e tente de novo.',
    });
    // A mark left by a process that died stops blocking after ten minutes.
    await expect(
      beginDataExport(t.app.db, writer.id, new Date(Date.now() + 11 * 60_000)),
    ).resolves.toBeUndefined();
    await endDataExport(t.app.db, writer.id);
    expect(await exportOf(writer)).toHaveStatus(200);
  });

  describe('DELETE /api/v1/user/account', () => {
    const rowsTiedTo = async (userId: number) => {
      const tied: Record<string, number> = {};
      for (const place of Object.keys(userIdColumns)) {
        const [table, column] = place.split('.') as [string, string];
        const row = await generic(t.app.db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(row.n) > 0) tied[place] = Number(row.n);
      }
      return tied;
    };
    const ledgerTotal = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('coin_ledger')
            .select((eb) => eb.fn.sum<number>('amount').as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      );
    const deleteAccount = async (user: User, payload: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/account',
        headers: await authHeadersFor(t.app, user),
        payload,
      });

    it('refuses a wrong password in pt-BR and changes nothing', async () => {
      const traveller = await createUser(t.app.db);
      await giveEveryKindOfData(t, traveller, voyageId, packageId);
      const headers = await authHeadersFor(t.app, traveller);
      const before = await rowsTiedTo(traveller.id);
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/account',
        headers,
        payload: { password: 'Senha-Errada-1' },
      });
      expect(response, response.body).toHaveStatus(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Senha incorreta. Nada foi alterado.',
        errors: { password: ['Senha incorreta. Nada foi alterado.'] },
      });
      expect(await rowsTiedTo(traveller.id)).toEqual(before);
    });

    it('deletes or detaches every row, keeps the fiscal ones anonymised, ends every session, frees the e-mail', async () => {
      const traveller = await createUser(t.app.db, { name: 'Jaci Apaga', coins: 3 });
      const other = await createUser(t.app.db);
      await giveEveryKindOfData(t, traveller, voyageId, packageId);
      await giveEveryKindOfData(t, other, voyageId, packageId);
      const otherBefore = await rowsTiedTo(other.id);
      const totalBefore = await ledgerTotal();
      const session = await signIn(t.app, traveller);

      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/account',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { password: DEFAULT_TEST_PASSWORD },
      });
      expect(response, response.body).toHaveStatus(200);
      expect(response.json()).toEqual({ success: true, message: 'Sua conta foi excluída.' });

      expect(await rowsTiedTo(traveller.id)).toEqual({ 'coin_orders.user_id': 1, 'coin_ledger.user_id': 2 });
      const row = await t.app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', traveller.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Conta excluída', password_hash: null, journey_goal: '', coins: 13 });
      expect(row.email).not.toBe(traveller.email);
      expect(row.deleted_at).not.toBeNull();
      expect(await ledgerTotal()).toBe(totalBefore);
      expect(await rowsTiedTo(other.id)).toEqual(otherBefore);
      // Detached, not deleted: the funnel and access records stay without the person.
      const detached = await t.app.db
        .selectFrom('sign_in_records')
        .select('id')
        .where('ip_address', '=', '203.0.113.7')
        .where('user_id', 'is', null)
        .execute();
      expect(detached.length).toBeGreaterThan(0);

      const withOldToken = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/get-info',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(withOldToken).toHaveStatus(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/refresh',
        payload: { refresh_token: session.refresh_token },
      });
      expect(refresh).toHaveStatus(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { Login: traveller.email, Password: DEFAULT_TEST_PASSWORD },
      });
      expect(login).toHaveStatus(401);
      expect(login.json().message).toBe('Credenciais inválidas. Por favor, verifique seu email e senha.');

      const mail = await waitForMail(t.dataDir, {
        to: traveller.email,
        subject: 'Sua conta foi excluída — Rota Amazônia',
      });
      expect(mail.text).toContain('Olá, Jaci Apaga!');

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        payload: {
          name: 'Jaci de Novo',
          email: traveller.email,
          password: DEFAULT_TEST_PASSWORD,
          password_confirmation: DEFAULT_TEST_PASSWORD,
        },
      });
      expect(again, again.body).toHaveStatus(201);
    });

    it('refuses the last admin, and a provider-only account without a fresh sign-in', async () => {
      const admin = await createUser(t.app.db, { role: '1' });
      await t.app.db
        .updateTable('users')
        .set({ role: '0' })
        .where('role', '=', '1')
        .where('id', '!=', admin.id)
        .execute();
      const refused = await deleteAccount(admin, { password: DEFAULT_TEST_PASSWORD });
      expect(refused, refused.body).toHaveStatus(409);
      expect(refused.json().message).toBe(
        'Você é o último administrador. Promova outra pessoa a administrador antes de excluir sua conta.',
      );
      expect(
        (
          await t.app.db
            .selectFrom('users')
            .select('deleted_at')
            .where('id', '=', admin.id)
            .executeTakeFirstOrThrow()
        ).deleted_at,
      ).toBeNull();

      const providerOnly = await createUser(t.app.db, { password: null });
      const session = await signIn(t.app, providerOnly);
      await t.app.db
        .updateTable('refresh_tokens')
        .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where('user_id', '=', providerOnly.id)
        .execute();
      const stale = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/account',
        headers: { authorization: `Bearer ${session.token}` },
        payload: {},
      });
      expect(stale, stale.body).toHaveStatus(409);
      expect(stale.json().message).toContain('entre de novo com o Google ou o Facebook');
      const fresh = await deleteAccount(providerOnly, {});
      expect(fresh, fresh.body).toHaveStatus(200);
    });
  });

  it('records every sign-in attempt that reached the check: who, how, outcome, address, browser', async () => {
    const traveller = await createUser(t.app.db);
    const attempt = (password: string, email = traveller.email) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'user-agent': 'Navegador de Teste/1.0' },
        payload: { Login: email, Password: password },
      });
    expect(await attempt('Senha-Errada-1')).toHaveStatus(401);
    expect(await attempt(DEFAULT_TEST_PASSWORD)).toHaveStatus(200);
    expect(await attempt('Senha-Errada-1', 'ninguem@exemplo.com.br')).toHaveStatus(401);
    const records = await t.app.db
      .selectFrom('sign_in_records')
      .selectAll()
      .where('user_agent', '=', 'Navegador de Teste/1.0')
      .orderBy('id')
      .execute();
    expect(
      records.map(({ user_id, method, outcome, ip_address }) => ({ user_id, method, outcome, ip_address })),
    ).toEqual([
      { user_id: traveller.id, method: 'password', outcome: 'failure', ip_address: '127.0.0.1' },
      { user_id: traveller.id, method: 'password', outcome: 'success', ip_address: '127.0.0.1' },
      { user_id: null, method: 'password', outcome: 'failure', ip_address: '127.0.0.1' },
    ]);
  });

  it('stores no voyage event for a traveller who switched analytics off', async () => {
    const traveller = await createUser(t.app.db);
    const headers = await authHeadersFor(t.app, traveller);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/user/privacy', headers });
    expect(settings.json().data).toEqual({ analytics_opt_out: false, has_password: true });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/privacy',
      headers,
      payload: { analytics_opt_out: true },
    });
    expect(off, off.body).toHaveStatus(200);
    expect(off.json().data.analytics_opt_out).toBe(true);
    const view = await t.app.inject({ method: 'POST', url: `/api/v1/voyages/${voyageId}/views`, headers });
    expect(view.statusCode, view.body).toBeLessThan(300);
    const events = await t.app.db
      .selectFrom('voyage_events')
      .select('id')
      .where('user_id', '=', traveller.id)
      .execute();
    expect(events).toEqual([]);

    // Page views and sales-page events sent with their token are answered alike and not stored.
    const pageViews = () => t.app.db.selectFrom('page_views').select('path').execute();
    const before = (await pageViews()).length;
    const signedInView = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      headers,
      payload: { path: '/home' },
    });
    expect(signedInView).toHaveStatus(201);
    const exposure = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/sales-events',
      headers,
      payload: {
        variant: '001',
        kind: 'exposure',
        visitorId: 'dispositivo-sem-estatisticas',
        source: 'assigned',
      },
    });
    expect(exposure, exposure.body).toHaveStatus(201);
    expect((await pageViews()).length).toBe(before);
    const salesEvents = await t.app.db
      .selectFrom('sales_events')
      .select('id')
      .where('visitor_id', '=', 'dispositivo-sem-estatisticas')
      .execute();
    expect(salesEvents).toEqual([]);
  });

  it('treats Sec-GPC: 1 as analytics switched off', async () => {
    const pageViewsAt = (path: string) =>
      t.app.db.selectFrom('page_views').select('path').where('path', '=', path).execute();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      headers: { 'sec-gpc': '1' },
      payload: { path: '/gpc-anonimo' },
    });
    expect(anonymous).toHaveStatus(201);
    expect(await pageViewsAt('/gpc-anonimo')).toEqual([]);
    const withoutGpc = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageviews',
      payload: { path: '/gpc-anonimo' },
    });
    expect(withoutGpc).toHaveStatus(201);
    expect(await pageViewsAt('/gpc-anonimo')).toHaveLength(1);

    // A signed-in request with GPC switches the traveller's analytics off, on every device.
    const traveller = await createUser(t.app.db);
    const headers = { ...(await authHeadersFor(t.app, traveller)), 'sec-gpc': '1' };
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/user/privacy', headers });
    expect(settings.json().data.analytics_opt_out).toBe(true);
  });
});

describe('correcting the e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountTestEnv });
  });
  afterAll(() => t.close());

  const ask = async (user: User, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/email-change',
      headers: await authHeadersFor(t.app, user),
      payload,
    });
  const emailOf = async (id: number) =>
    (await t.app.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

  it('asks the password again, confirms through the new address, tells the old one', async () => {
    const traveller = await createUser(t.app.db, { name: 'Jaci Troca' });
    const wrong = await ask(traveller, { email: 'novo-endereco@exemplo.com.br', password: 'Senha-Errada-1' });
    expect(wrong, wrong.body).toHaveStatus(422);
    expect(wrong.json().message).toBe('Senha incorreta. Nada foi alterado.');

    const asked = await ask(traveller, {
      email: ' Novo-Endereco@Exemplo.com.br ',
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(asked, asked.body).toHaveStatus(200);
    expect(await emailOf(traveller.id)).toBe(traveller.email);
    const confirmation = await waitForMail(t.dataDir, {
      to: 'novo-endereco@exemplo.com.br',
      subject: 'Confirme seu novo email — Rota Amazônia',
    });
    const link = linkIn(confirmation, '/api/v1/user/email-change/confirm');

    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened).toHaveStatus(302);
    expect(opened.headers.location).toBe('/conta/dados?email=1');
    expect(await emailOf(traveller.id)).toBe('novo-endereco@exemplo.com.br');
    const notice = await waitForMail(t.dataDir, {
      to: traveller.email,
      subject: 'O email da sua conta foi alterado — Rota Amazônia',
    });
    expect(notice.text).toContain(
      'O email da sua conta na Rota Amazônia agora é novo-endereco@exemplo.com.br.',
    );

    // Used once: the link no longer matches the account's address.
    const again = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { accept: 'application/json' },
    });
    expect(again).toHaveStatus(422);
    expect(again.json().message).toBe(
      'Este link de troca de email é inválido, expirou ou já foi usado. Peça a troca de novo.',
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { Login: 'novo-endereco@exemplo.com.br', Password: DEFAULT_TEST_PASSWORD },
    });
    expect(signIn).toHaveStatus(200);
  });

  it('refuses an address already in use, in pt-BR, and changes nothing', async () => {
    const traveller = await createUser(t.app.db);
    const other = await createUser(t.app.db);
    const taken = await ask(traveller, { email: other.email.toUpperCase(), password: DEFAULT_TEST_PASSWORD });
    expect(taken, taken.body).toHaveStatus(409);
    expect(taken.json()).toMatchObject({
      message: 'Este email já está cadastrado no sistema.',
      errors: { email: ['Este email já está cadastrado no sistema.'] },
    });
    const invalid = await ask(traveller, { email: 'sem-arroba', password: DEFAULT_TEST_PASSWORD });
    expect(invalid).toHaveStatus(422);
    expect(await emailOf(traveller.id)).toBe(traveller.email);
  });
});
