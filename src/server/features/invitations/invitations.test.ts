import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientBuild } from '#server/plugins/client-build.ts';
import { INVITATION_EXPIRY_DAYS, INVITATION_GIFT_PASSAGENS, WELCOME_PASSAGENS } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

const PUBLIC_URL = 'https://rota.exemplo.com.br';
const password = 'Boto-Rosa-2026';
let sequence = 0;

/** A stand-in for the client build: the app shell the server sends for /convite/{token}. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rota-build-'));
  mkdirSync(path.join(dir, 'assets'));
  const page = '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/></head><body></body></html>';
  writeFileSync(path.join(dir, '__spa-fallback.html'), page);
  return dir;
}

describe('invitations (docs/architecture/invitations.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...accountTestEnv, PUBLIC_URL },
      clientBuild: loadClientBuild(fakeBuild()) ?? null,
    });
  });
  afterAll(() => t.close());

  async function invite(body: Record<string, unknown>, inviterName = 'Ana Ribeirinha') {
    const inviter = await createUser(t.app.db, { name: inviterName });
    const headers = await authHeadersFor(t.app, inviter);
    return t.app.inject({ method: 'POST', url: '/api/v1/invitations', headers, payload: body });
  }

  async function register(invitationToken?: string) {
    sequence += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: {
        name: `Amiga ${sequence}`,
        email: `amiga-${sequence}-${Date.now()}@exemplo.com.br`,
        password,
        password_confirmation: password,
        ...(invitationToken === undefined ? {} : { invitation_token: invitationToken }),
      },
    });
    expect(response).toHaveStatus(201);
    return response.json().data.user as { id: string; coins: number };
  }

  const ledgerOf = (userId: string) =>
    t.app.db
      .selectFrom('coin_ledger')
      .select(['amount', 'kind', 'reason', 'balance_after'])
      .where('user_id', '=', Number(userId))
      .orderBy('id')
      .execute();

  it('a traveller creates an invitation to a voyage, with a link that expires in 30 days', async () => {
    const voyage = await createVoyage(t.app.db, { title: 'O Encontro das Águas' });
    const before = Date.now();
    const response = await invite({
      voyage_id: String(voyage.id),
      recipient_name: '  Bruno  ',
      with_gift: true,
    });
    expect(response).toHaveStatus(201);
    const { data } = response.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.path).toBe(`/convite/${data.token}`);
    expect(data.url).toBe(`${PUBLIC_URL}/convite/${data.token}`);
    expect(data).toMatchObject({
      sender_name: 'Ana Ribeirinha',
      recipient_name: 'Bruno',
      gift_passagens: INVITATION_GIFT_PASSAGENS,
      gift_claimed: false,
      voyage: { id: String(voyage.id), title: 'O Encontro das Águas' },
    });
    expect(data.ticket_number).toBeGreaterThanOrEqual(1000);
    expect(data.ticket_number).toBeLessThanOrEqual(9999);
    const days = (Date.parse(data.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_EXPIRY_DAYS - 0.01);
    expect(days).toBeLessThan(INVITATION_EXPIRY_DAYS + 0.01);

    // Anyone with the link reads it; the answer holds nothing private.
    const read = await t.app.inject({ url: `/api/v1/invitations/${data.token}` });
    expect(read).toHaveStatus(200);
    const { url: _url, path: _path, ...invitation } = data;
    expect(read.json().data).toEqual(invitation);
    expect(read.body).not.toMatch(/email|password/);
  });

  it('refuses guests, unknown voyages and bad payloads', async () => {
    const voyage = await createVoyage(t.app.db);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      payload: { voyage_id: String(voyage.id) },
    });
    expect(guest).toHaveStatus(401);
    expect(await invite({ voyage_id: '999999' })).toHaveStatus(404);
    const bad = await invite({ voyage_id: String(voyage.id), recipient_name: 'x'.repeat(61) });
    expect(bad).toHaveStatus(400);
    expect(Object.keys(bad.json().errors)).toContain('recipient_name');
    expect(await invite({ voyage_id: String(voyage.id), coins: 5 })).toHaveStatus(400);
  });

  it('answers 404 for an unknown link and 410 once it expired', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/invitations/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown).toHaveStatus(404);
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    expect(await t.app.inject({ url: '/api/v1/invitations/curto' })).toHaveStatus(400);

    const voyage = await createVoyage(t.app.db);
    const { token } = (await invite({ voyage_id: String(voyage.id), with_gift: true })).json().data;
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', token)
      .execute();
    const expired = await t.app.inject({ url: `/api/v1/invitations/${token}` });
    expect(expired).toHaveStatus(410);
    expect(expired.json()).toMatchObject({ code: 'INVITATION_EXPIRED', message: 'Este convite expirou.' });
    // An expired gift is not given either.
    const friend = await register(token);
    expect(friend.coins).toBe(WELCOME_PASSAGENS);
  });

  it('answers as unavailable once its voyage is unpublished, and unfurls no preview', async () => {
    const voyage = await createVoyage(t.app.db, { title: 'A Voz da Pororoca' });
    const { token } = (await invite({ voyage_id: String(voyage.id) })).json().data;
    expect(await t.app.inject({ url: `/api/v1/invitations/${token}` })).toHaveStatus(200);

    await t.app.db.updateTable('voyages').set({ is_published: false }).where('id', '=', voyage.id).execute();
    const gone = await t.app.inject({ url: `/api/v1/invitations/${token}` });
    expect(gone).toHaveStatus(404);
    expect(gone.json()).toMatchObject({
      success: false,
      code: 'INVITATION_NOT_FOUND',
      message: 'A viagem solicitada não foi encontrada ou não está mais disponível.',
    });
    expect(gone.body).not.toContain('A Voz da Pororoca');
    expect((await t.app.inject({ url: `/convite/${token}` })).body).not.toContain('og:title');

    // Also when it has expired meanwhile: there is no voyage to ask a new invitation for.
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', token)
      .execute();
    expect((await t.app.inject({ url: `/api/v1/invitations/${token}` })).json()).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
    });

    // Published again, the link works again.
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('token', '=', token)
      .execute();
    await t.app.db.updateTable('voyages').set({ is_published: true }).where('id', '=', voyage.id).execute();
    expect(await t.app.inject({ url: `/api/v1/invitations/${token}` })).toHaveStatus(200);
  });

  it('gives its passagem to the first friend who signs up through it, once (a ledger row)', async () => {
    const voyage = await createVoyage(t.app.db);
    const { token } = (await invite({ voyage_id: String(voyage.id), with_gift: true })).json().data;

    const friend = await register(token);
    expect(friend.coins).toBe(WELCOME_PASSAGENS + INVITATION_GIFT_PASSAGENS);
    expect(await ledgerOf(friend.id)).toEqual([
      { amount: WELCOME_PASSAGENS, kind: 'grant', reason: 'welcome', balance_after: WELCOME_PASSAGENS },
      {
        amount: INVITATION_GIFT_PASSAGENS,
        kind: 'grant',
        reason: 'invitation',
        balance_after: WELCOME_PASSAGENS + INVITATION_GIFT_PASSAGENS,
      },
    ]);
    const read = await t.app.inject({ url: `/api/v1/invitations/${token}` });
    expect(read.json().data.gift_claimed).toBe(true);

    // The same link again: the account is created, the gift is not.
    const second = await register(token);
    expect(second.coins).toBe(WELCOME_PASSAGENS);
    expect((await ledgerOf(second.id)).map((row) => row.reason)).toEqual(['welcome']);
  });

  it('gives it once even to sign-ups that arrive together', async () => {
    const voyage = await createVoyage(t.app.db);
    const { token } = (await invite({ voyage_id: String(voyage.id), with_gift: true })).json().data;
    const friends = await Promise.all([register(token), register(token), register(token)]);
    expect(friends.filter((friend) => friend.coins === WELCOME_PASSAGENS + 1)).toHaveLength(1);
    const gifts = await t.app.db
      .selectFrom('coin_ledger')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('reason', '=', 'invitation')
      .where(
        'user_id',
        'in',
        friends.map((friend) => Number(friend.id)),
      )
      .executeTakeFirstOrThrow();
    expect(Number(gifts.count)).toBe(1);
  });

  it('gives nothing for an invitation without a gift or an unknown token', async () => {
    const voyage = await createVoyage(t.app.db);
    const { token } = (await invite({ voyage_id: String(voyage.id), with_gift: false })).json().data;
    expect((await register(token)).coins).toBe(WELCOME_PASSAGENS);
    expect((await register('nao-existe-nao-existe')).coins).toBe(WELCOME_PASSAGENS);
  });

  it('puts a link preview (Open Graph) in the page the link opens, escaped', async () => {
    const voyage = await createVoyage(t.app.db, { title: 'O Silêncio do Igapó' });
    const { token } = (await invite({ voyage_id: String(voyage.id) }, 'Zé <b>"Boto"</b> & Cia')).json().data;
    const response = await t.app.inject({ url: `/convite/${token}` });
    expect(response).toHaveStatus(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(
      '<meta property="og:title" content="Zé &lt;b&gt;&quot;Boto&quot;&lt;/b&gt; &amp; Cia reservou uma passagem para você"/>',
    );
    expect(html).toContain('O Silêncio do Igapó');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/convite/${token}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/media/og/convite.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).not.toContain('<b>');

    // An unknown link gets the plain shell, and other pages never get these tags.
    const unknown = await t.app.inject({ url: '/convite/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown).toHaveStatus(200);
    expect(unknown.body).not.toContain('og:title');
    expect((await t.app.inject({ url: '/viagem/compartilhada/1' })).body).not.toContain('og:title');
  });
});
