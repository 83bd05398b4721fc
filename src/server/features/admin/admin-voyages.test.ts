/**
 * Voyages in the console (docs/architecture/admin.md) on SQLite and PostgreSQL: a draft is hidden from
 * travellers until published; editing moves the travellers' notes and bookmarks with their
 * paragraphs, drops stale narration timings and is audited; the preview reads any voyage; narration
 * uploads are checked by content and size; the seed leaves an edited voyage alone.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVoyages } from '#server/features/voyages/voyage.seed.ts';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import type { AdminVoyage, AdminVoyagePayload, AdminVoyageUpdate } from '#shared/schemas/admin-voyages.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createUser, createVoyage } from '#tests/factories.ts';
import { accountTestEnv, authHeadersFor } from '#tests/sign-in.ts';

let t: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: accountTestEnv });
  admin = await authHeadersFor(t.app, await createUser(t.app.db, { role: '1' }));
  traveller = await authHeadersFor(t.app, await createUser(t.app.db, { coins: 50 }));
});
afterAll(() => t.close());

/** What the editor sends back for a voyage it loaded: the fields and the version it read. */
function updateOf(voyage: AdminVoyage): AdminVoyageUpdate {
  return { ...payloadOf(voyage), version: voyage.updated_at };
}

function payloadOf(voyage: AdminVoyage): AdminVoyagePayload {
  return {
    title: voyage.title,
    short_description: voyage.short_description,
    description: voyage.description,
    summary: voyage.summary,
    author: voyage.author,
    duration: voyage.duration,
    cost: voyage.cost,
    themes: voyage.themes,
    quote: voyage.quote,
    theme_color: voyage.theme_color as AdminVoyagePayload['theme_color'],
    icon: voyage.icon,
    is_highlighted: voyage.is_highlighted,
    cover_image: voyage.cover_image,
    audio_url: voyage.audio_url,
    paragraphs: voyage.paragraphs.map((text, origin) => ({ text, origin })),
    highlights: voyage.highlights,
  };
}

const draft: AdminVoyagePayload = {
  title: 'Noite no Lago Janauari',
  short_description: 'Uma noite de canoa entre vitórias-régias e vaga-lumes.',
  description: 'Quando o motor se cala, o lago começa a falar: sapos, peixes e o vento nas folhas.',
  summary: 'Iara leva o viajante de canoa pelo lago ao cair da noite e ensina a ouvir o escuro.',
  author: 'Iara',
  duration: 20,
  cost: 3,
  themes: ['Escuta', 'Noite'],
  quote: 'O escuro também tem caminho.',
  theme_color: 'indigo',
  icon: 'moon',
  is_highlighted: false,
  cover_image: null,
  audio_url: null,
  paragraphs: [
    { text: 'A canoa desliza sem barulho sobre a água parada.', origin: null },
    { text: 'Os vaga-lumes acendem a margem como uma cidade pequena.', origin: null },
    { text: 'O escuro também tem caminho, diz Iara, baixinho.', origin: null },
  ],
  highlights: [{ position: 2, quote: 'O escuro também tem caminho' }],
};

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => {
  const options: InjectOptions = { method, url, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return t.app.inject(options);
};

describe('writing and publishing a voyage', () => {
  it('creates a draft only the team sees, previews it, then publishes it for travellers', async () => {
    const created = await send('POST', '/api/v1/admin/voyages', admin, draft);
    expect(created).toHaveStatus(201);
    const voyage: AdminVoyage = created.json().data;
    expect(voyage).toMatchObject({
      is_published: false,
      published_at: null,
      paragraphs: draft.paragraphs.map((p) => p.text),
    });

    const hidden = await send('GET', '/api/v1/voyages/get/episodes', traveller);
    expect(hidden.json().data.map((episode: { id: string }) => episode.id)).not.toContain(voyage.id);
    expect(await send('GET', `/api/v1/voyages/get/episode/${voyage.id}`, traveller)).toHaveStatus(404);
    expect(await send('POST', `/api/v1/voyages/${voyage.id}/start`, traveller)).toHaveStatus(404);

    const preview = await send('GET', `/api/v1/admin/voyages/${voyage.id}/preview`, admin);
    expect(preview).toHaveStatus(200);
    expect(preview.json().data).toMatchObject({
      isStarted: true,
      progress: 0,
      paragraphs: voyage.paragraphs,
    });

    const published = await send('PUT', `/api/v1/admin/voyages/${voyage.id}/publication`, admin, {
      published: true,
    });
    expect(published).toHaveStatus(200);
    expect(published.json().data.is_published).toBe(true);
    expect(published.json().data.published_at).not.toBeNull();

    const listed = await send('GET', '/api/v1/voyages/get/episodes', traveller);
    expect(listed.json().data.map((episode: { id: string }) => episode.id)).toContain(voyage.id);
    const started = await send('POST', `/api/v1/voyages/${voyage.id}/start`, traveller);
    expect(started.json().data).toMatchObject({ charged: 3, balance: 47 });
    const content = await send('GET', `/api/v1/voyages/content/${voyage.id}`, traveller);
    expect(content.json().data.highlights).toEqual(draft.highlights);

    // Unpublished again: gone from the lists of others, still readable by who boarded it.
    await send('PUT', `/api/v1/admin/voyages/${voyage.id}/publication`, admin, { published: false });
    expect(await send('GET', `/api/v1/voyages/content/${voyage.id}`, traveller)).toHaveStatus(200);
    const stranger = await authHeadersFor(t.app, await createUser(t.app.db));
    expect(await send('GET', `/api/v1/voyages/content/${voyage.id}`, stranger)).toHaveStatus(404);
    const publicList = await send('GET', '/api/v1/voyages/get/public/episodes', {});
    expect(publicList.json().data.map((episode: { id: string }) => episode.id)).not.toContain(voyage.id);

    const audit = await send('GET', '/api/v1/admin/audit-log?entity=voyage', admin);
    const actions = audit.json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['voyage.create', 'voyage.publish', 'voyage.unpublish']));
  });

  it('answers each field error in Portuguese and keeps highlights inside their paragraph', async () => {
    const noTitle = await send('POST', '/api/v1/admin/voyages', admin, { ...draft, title: ' ' });
    expect(noTitle).toHaveStatus(422);
    expect(noTitle.json().message).toBe('Informe o título.');

    const stray = await send('POST', '/api/v1/admin/voyages', admin, {
      ...draft,
      highlights: [{ position: 0, quote: 'vaga-lumes' }],
    });
    expect(stray).toHaveStatus(422);
    expect(stray.json().message).toBe('O destaque precisa ser um trecho do seu parágrafo.');

    const badCost = await send('POST', '/api/v1/admin/voyages', admin, { ...draft, cost: -1 });
    expect(badCost.json().message).toBe('O custo deve ser um número inteiro de 0 a 1000 passagens.');
    const foreignCover = await send('POST', '/api/v1/admin/voyages', admin, {
      ...draft,
      cover_image: 'https://example.com/capa.jpg',
    });
    expect(foreignCover.json().message).toBe('A capa deve ser uma imagem enviada por aqui.');
    expect(await send('GET', '/api/v1/admin/voyages/999999', admin)).toHaveStatus(404);
  });
});

describe('editing a voyage travellers are reading', () => {
  it("moves their notes and bookmarks with the paragraphs and forgets the narration's timings", async () => {
    const row = await createVoyage(t.app.db, {
      paragraphs: ['Um.', 'Dois.', 'Três.', 'Quatro.'],
      highlights: [{ position: 3, quote: 'Quatro' }],
      audio_url: NARRATION_SAMPLE_URL,
      narration_timings: [0, 2, 4, 6],
    });
    const id = String(row.id);
    await send('POST', `/api/v1/voyages/${id}/start`, traveller);
    const noteOn = (paragraph: number, text: string) =>
      send('PUT', `/api/v1/reader/notes/${crypto.randomUUID()}`, traveller, {
        voyage_id: id,
        paragraph_index: paragraph,
        note: text,
        updated_at: new Date(Date.now() - 60_000).toISOString(),
      });
    expect(await noteOn(1, 'sobre o dois')).toHaveStatus(200);
    await noteOn(2, 'sobre o três');
    await noteOn(3, 'sobre o quatro');
    for (const paragraph of [1, 2, 3]) {
      const mark = await send('PUT', `/api/v1/reader/bookmarks/${id}/${paragraph}`, traveller, {
        title: `Marcador ${paragraph}`,
        date: new Date().toISOString(),
      });
      expect(mark).toHaveStatus(200);
    }

    const loaded: AdminVoyage = (await send('GET', `/api/v1/admin/voyages/${id}`, admin)).json().data;
    expect(loaded.narration_timed).toBe(true);
    // A paragraph inserted at the start, "Dois." deleted, "Quatro." edited (its highlight kept).
    const payload = updateOf(loaded);
    payload.paragraphs = [
      { text: 'Prólogo.', origin: null },
      { text: 'Um.', origin: 0 },
      { text: 'Três.', origin: 2 },
      { text: 'Quatro, enfim.', origin: 3 },
    ];
    payload.highlights = [{ position: 3, quote: 'Quatro' }];
    const saved = await send('PUT', `/api/v1/admin/voyages/${id}`, admin, payload);
    expect(saved).toHaveStatus(200);
    expect(saved.json().data).toMatchObject({ narration_timed: false, highlights: payload.highlights });

    const notes = (await send('GET', `/api/v1/reader/notes?voyage_id=${id}`, traveller)).json().data;
    const indexOf = (text: string) =>
      notes.find((note: { note: string }) => note.note === text)?.paragraph_index;
    // "Dois." was removed: its note goes to the paragraph before it, "Um." (now 1).
    expect([indexOf('sobre o dois'), indexOf('sobre o três'), indexOf('sobre o quatro')]).toEqual([1, 2, 3]);
    const bookmarks = (await send('GET', `/api/v1/reader/bookmarks?voyage_id=${id}`, traveller)).json().data;
    expect(bookmarks.map((mark: { paragraph_index: number }) => mark.paragraph_index).sort()).toEqual([
      1, 2, 3,
    ]);

    const content = (await send('GET', `/api/v1/voyages/content/${id}`, traveller)).json().data;
    expect(content.paragraphs).toEqual(['Prólogo.', 'Um.', 'Três.', 'Quatro, enfim.']);
    expect(content.narration_timings).toBeNull();

    // The audit row says what the edit changed, words included, and nothing else.
    const audit = (await send('GET', '/api/v1/admin/audit-log?entity=voyage', admin)).json().data;
    const edit = audit.find((entry: { entity_id: string }) => entry.entity_id === id);
    expect(edit).toMatchObject({ action: 'voyage.update' });
    expect(edit.before).toEqual({
      narration_timed: true,
      paragraphs: [
        { index: 1, text: 'Dois.' },
        { index: 3, text: 'Quatro.' },
      ],
    });
    expect(edit.after).toEqual({
      narration_timed: false,
      paragraphs: [
        { index: 0, origin: null, text: 'Prólogo.' },
        { index: 1, origin: 0 },
        { index: 3, origin: 3, text: 'Quatro, enfim.' },
      ],
    });
  });

  it('is left as the team saved it when the seed runs again', async () => {
    await seedVoyages(t.app.db);
    const list = (await send('GET', '/api/v1/admin/voyages', admin)).json().data;
    const seeded = list.find((voyage: { slug: string }) => voyage.slug === 'encontro-das-aguas');
    expect(seeded).toBeDefined();
    const loaded: AdminVoyage = (await send('GET', `/api/v1/admin/voyages/${seeded.id}`, admin)).json().data;
    const saved = await send('PUT', `/api/v1/admin/voyages/${seeded.id}`, admin, {
      ...updateOf(loaded),
      title: 'O Encontro das Águas (edição revista)',
    });
    expect(saved).toHaveStatus(200);
    await seedVoyages(t.app.db);
    const after: AdminVoyage = (await send('GET', `/api/v1/admin/voyages/${seeded.id}`, admin)).json().data;
    expect(after.title).toBe('O Encontro das Águas (edição revista)');
    expect(after.narration_timed).toBe(true);
  });
});

describe('two editors of one voyage', () => {
  it('refuses a save made on an outdated version (409) and leaves the notes where they were', async () => {
    const voyage: AdminVoyage = (await send('POST', '/api/v1/admin/voyages', admin, draft)).json().data;
    await send('PUT', `/api/v1/admin/voyages/${voyage.id}/publication`, admin, { published: true });
    const loaded: AdminVoyage = (await send('GET', `/api/v1/admin/voyages/${voyage.id}`, admin)).json().data;
    await send('POST', `/api/v1/voyages/${voyage.id}/start`, traveller);
    const note = await send('PUT', `/api/v1/reader/notes/${crypto.randomUUID()}`, traveller, {
      voyage_id: voyage.id,
      paragraph_index: 0,
      note: 'A canoa sem barulho',
      updated_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(note, note.body).toHaveStatus(200);

    // The first editor moves the last paragraph to the top; the note follows its paragraph.
    const [one, two, three] = loaded.paragraphs.map((text, origin) => ({ text, origin }));
    const first = await send('PUT', `/api/v1/admin/voyages/${voyage.id}`, admin, {
      ...updateOf(loaded),
      paragraphs: [three, one, two],
      highlights: [{ position: 0, quote: 'O escuro também tem caminho' }],
    });
    expect(first).toHaveStatus(200);
    expect(first.json().data.updated_at).not.toBe(loaded.updated_at);

    // The second editor still holds the text as it was loaded: its origins no longer fit.
    const second = await send('PUT', `/api/v1/admin/voyages/${voyage.id}`, admin, {
      ...updateOf(loaded),
      paragraphs: [two, one, three],
      title: 'Noite no Lago (outra mão)',
    });
    expect(second).toHaveStatus(409);
    expect(second.json().message).toBe(
      'Esta viagem foi alterada por outra pessoa da equipe depois que você a abriu. Suas alterações não foram salvas.',
    );
    const current: AdminVoyage = (await send('GET', `/api/v1/admin/voyages/${voyage.id}`, admin)).json().data;
    expect(current.title).toBe(draft.title);
    expect(current.paragraphs).toEqual([three?.text, one?.text, two?.text]);
    const notes = (await send('GET', `/api/v1/reader/notes?voyage_id=${voyage.id}`, traveller)).json().data;
    expect(notes.map((note: { paragraph_index: number }) => note.paragraph_index)).toEqual([1]);

    const versionless = await send('PUT', `/api/v1/admin/voyages/${voyage.id}`, admin, payloadOf(current));
    expect(versionless).toHaveStatus(422);
    expect(versionless.json().message).toBe('Recarregue o editor antes de salvar.');

    // Reloaded, the same change goes through.
    const retried = await send('PUT', `/api/v1/admin/voyages/${voyage.id}`, admin, {
      ...updateOf(current),
      title: 'Noite no Lago (outra mão)',
    });
    expect(retried).toHaveStatus(200);
  });
});

describe('narration uploads', () => {
  function multipart(filename: string, content: Buffer) {
    const boundary = '----rota-narracao';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${filename}"\r\nContent-Type: audio/ogg\r\n\r\n`,
    );
    return {
      payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const upload = (filename: string, content: Buffer, headers = admin) => {
    const body = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads/audio',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('stores an Opus file under its hash and serves it with ranges and immutable caching', async () => {
    const { readFile } = await import('node:fs/promises');
    const opus = await readFile(`public${NARRATION_SAMPLE_URL}`);
    const response = await upload('narracao.opus', opus);
    expect(response).toHaveStatus(201);
    const { url, bytes } = response.json().data;
    expect(url).toMatch(/^\/uploads\/audio\/[0-9a-f]{20}\.opus$/);
    expect(bytes).toBe(opus.length);

    const part = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(part).toHaveStatus(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses what is not audio, a traveller, and a file over 60 MB', async () => {
    const fake = await upload('narracao.mp3', Buffer.from('isto não é um áudio, é um texto'));
    expect(fake).toHaveStatus(415);
    expect(fake.json().message).toBe('Envie um áudio Ogg Opus, MP3 ou M4A.');
    expect(await upload('narracao.opus', Buffer.from('OggS'), traveller)).toHaveStatus(403);
    const huge = Buffer.alloc(60 * 1024 * 1024 + 1024, 0);
    huge.write('ID3', 0, 'latin1');
    const tooLarge = await upload('longa.mp3', huge);
    expect(tooLarge).toHaveStatus(413);
    expect(tooLarge.json().message).toBe('A narração pode ter até 60 MB.');
  });
});
