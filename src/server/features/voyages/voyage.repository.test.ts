import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voyageRefSchema } from '#shared/schemas/voyages.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createVoyage } from '#tests/factories.ts';
import { findVisibleVoyage, findVoyageById, updateVoyage } from './voyage.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a voyage reference', () => {
  it('is an id when it is a number, a slug otherwise', () => {
    const ref = voyageRefSchema();
    expect(ref.parse('42')).toEqual({ id: 42 });
    expect(ref.parse('rio-42')).toEqual({ slug: 'rio-42' });
    expect(ref.parse('042')).toEqual({ slug: '042' });
    expect(ref.safeParse('').success).toBe(false);
  });

  it('names no voyage when the id is longer than any id can be', async () => {
    expect(await findVisibleVoyage(t.app.db, { id: 9_999_999_999 }, null)).toBeUndefined();
    const response = await t.app.inject({ url: '/api/v1/voyages/content/public/9999999999' });
    expect(response).toHaveStatus(404);
  });
});

describe('the decoded voyage', () => {
  it('comes back with real lists and booleans, by id or by slug', async () => {
    const created = await createVoyage(t.app.db, {
      paragraphs: ['Um.', 'Dois.'],
      themes: ['Escuta'],
      highlights: [{ position: 1, quote: 'Dois' }],
      narration_timings: [0, 2.5],
      cost: 2,
    });
    const expected = {
      paragraphs: ['Um.', 'Dois.'],
      themes: ['Escuta'],
      highlights: [{ position: 1, quote: 'Dois' }],
      narration_timings: [0, 2.5],
      is_free: false,
      is_published: true,
      is_highlighted: false,
    };
    expect(created).toMatchObject(expected);
    expect(await findVisibleVoyage(t.app.db, { id: created.id }, null)).toMatchObject(expected);
    expect(await findVisibleVoyage(t.app.db, { slug: created.slug }, null)).toMatchObject(expected);

    const changed = await updateVoyage(t.app.db, created.id, { narration_timings: null, themes: [] });
    expect(changed).toMatchObject({ narration_timings: null, themes: [], paragraphs: ['Um.', 'Dois.'] });
  });

  it('refuses a row whose list is not what the schema writes, naming the row', async () => {
    const voyage = await createVoyage(t.app.db);
    await t.app.db
      .updateTable('voyages')
      .set({ highlights: '[{"position":"um"}]' })
      .where('id', '=', voyage.id)
      .execute();
    await expect(findVoyageById(t.app.db, voyage.id)).rejects.toThrow(`voyages row ${voyage.id}`);
  });
});
