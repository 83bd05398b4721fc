import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '#server/db/seed.ts';
import { readVoyageContentFiles } from '#shared/voyage-content-files.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createVoyage } from '#tests/factories.ts';
import { seedVoyages } from './voyage.seed.ts';

const url = '/api/v1/voyages/get/highlighted';

describe('GET /api/v1/voyages/get/highlighted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an empty list before anything is highlighted', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response).toHaveStatus(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('lists highlighted voyages in their order, with the fields of SPEC §3', async () => {
    await createVoyage(t.app.db, {
      slug: 'segunda',
      title: 'Segunda',
      is_highlighted: true,
      highlight_order: 2,
    });
    await createVoyage(t.app.db, {
      slug: 'primeira',
      title: 'Primeira',
      is_highlighted: true,
      highlight_order: 1,
    });
    await createVoyage(t.app.db, { slug: 'escondida', is_highlighted: false });

    const { data } = (await t.app.inject({ method: 'GET', url })).json();
    expect(data.map((voyage: { slug: string }) => voyage.slug)).toEqual(['primeira', 'segunda']);
    expect(Object.keys(data[0]).sort()).toEqual(
      ['description', 'icon', 'id', 'image', 'slug', 'svg_image', 'theme_color', 'title'].sort(),
    );
    expect(typeof data[0].id).toBe('string');
  });

  it('maps an unknown theme colour to green', async () => {
    await createVoyage(t.app.db, {
      slug: 'cor-estranha',
      theme_color: 'purple',
      is_highlighted: true,
      highlight_order: 9,
    });
    const { data } = (await t.app.inject({ method: 'GET', url })).json();
    const voyage = data.find((item: { slug: string }) => item.slug === 'cor-estranha');
    expect(voyage.theme_color).toBe('green');
  });
});

describe('the seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('highlights the seeded voyages and changes nothing when run again', async () => {
    await seedDatabase(t.app.db);
    const first = (await t.app.inject({ method: 'GET', url })).json().data;
    expect(first.length).toBeGreaterThanOrEqual(4);
    for (const voyage of first) {
      expect(['green', 'amber', 'indigo', 'pink', 'teal']).toContain(voyage.theme_color);
      expect(voyage.description.length).toBeGreaterThan(40);
    }
    await seedDatabase(t.app.db);
    const second = (await t.app.inject({ method: 'GET', url })).json().data;
    expect(second).toEqual(first);
  });
});

describe('the seed on every start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const versions = async () =>
    Object.fromEntries(
      (await t.app.db.selectFrom('voyages').select(['slug', 'updated_at']).execute()).map((row) => [
        row.slug,
        row.updated_at,
      ]),
    );

  it('leaves a voyage whose content did not change as it was, and refreshes one that did', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00.000Z'));
    const content = readVoyageContentFiles();
    await seedVoyages(t.app.db, content);
    const before = await versions();
    expect(Object.values(before)).toEqual(content.map(() => '2026-11-25T08:00:00.000Z'));

    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
    await seedVoyages(t.app.db, content);
    expect(await versions()).toEqual(before);

    const [changed, ...unchanged] = content;
    if (!changed) throw new Error('content/voyages is empty');
    await seedVoyages(t.app.db, [{ ...changed, title: `${changed.title} (revista)` }, ...unchanged]);
    const after = await versions();
    expect(after[changed.slug]).toBe('2026-11-25T09:00:00.000Z');
    for (const voyage of unchanged) expect(after[voyage.slug]).toBe('2026-11-25T08:00:00.000Z');
    const row = await t.app.db
      .selectFrom('voyages')
      .select('title')
      .where('slug', '=', changed.slug)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(`${changed.title} (revista)`);
  });
});
