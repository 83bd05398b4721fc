import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/db/seed.ts';
import { readCoinPackagesContent } from '#server/features/coins/coin-package.seed.ts';
import { readVoyageContentFiles } from '#shared/voyage-content-files.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const voyages = readVoyageContentFiles();

/** Sentences end with . ! ? or … followed by a space or the end. */
const sentenceCount = (paragraph: string) => paragraph.split(/(?<=[.!?…])\s+/).filter(Boolean).length;

describe('the voyages of content/voyages', () => {
  it('has at least six long-form voyages, free and paid (1 to 3 passagens)', () => {
    expect(voyages.length).toBeGreaterThanOrEqual(6);
    expect(voyages.filter((voyage) => voyage.cost === 0).length).toBeGreaterThanOrEqual(2);
    for (const voyage of voyages.filter((item) => item.cost > 0)) {
      expect(voyage.cost, voyage.slug).toBeGreaterThanOrEqual(1);
      expect(voyage.cost, voyage.slug).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the four highlighted voyages of the home page', () => {
    const highlighted = voyages.filter((voyage) => voyage.highlight).map((voyage) => voyage.slug);
    expect(highlighted.sort()).toEqual(
      [
        'amanhecer-no-tapajos',
        'encontro-das-aguas',
        'noite-de-lua-no-anavilhanas',
        'silencio-do-igapo',
      ].sort(),
    );
  });

  it.each(voyages.map((voyage) => [voyage.slug, voyage] as const))(
    '%s reads as SPEC wants',
    (_slug, voyage) => {
      expect(voyage.paragraphs.length).toBeGreaterThanOrEqual(30);
      for (const paragraph of voyage.paragraphs) {
        expect(sentenceCount(paragraph), paragraph).toBeGreaterThanOrEqual(3);
        expect(sentenceCount(paragraph), paragraph).toBeLessThanOrEqual(6);
      }
      expect(voyage.highlights.length).toBeGreaterThanOrEqual(3);
      expect(voyage.themes.length).toBeGreaterThanOrEqual(2);
      expect(['Iara', 'o Comandante']).toContain(voyage.author);
      expect(voyage.paragraphs.join(' ')).toContain(voyage.quote);
      for (const image of [voyage.cover_image, voyage.highlight?.svg_image]) {
        if (image) expect(existsSync(path.join(publicDir, image)), image).toBe(true);
      }
    },
  );

  it('has coin packages with growing discounts', () => {
    const packages = readCoinPackagesContent();
    expect(packages.length).toBeGreaterThanOrEqual(3);
    const discounts = packages.map((item) => item.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => a - b));
    expect(discounts.some((discount) => discount > 0)).toBe(true);
  });
});

describe('seeding voyages and packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('upserts by slug, keeps view counts and changes nothing when run again', async () => {
    await seedDatabase(t.app.db);
    const first = (await t.app.inject({ url: '/api/v1/voyages/get/public/episodes' })).json().data;
    expect(first).toHaveLength(voyages.length);
    const [episode] = first;
    await t.app.db
      .updateTable('voyages')
      .set({ view_count: 1234 })
      .where('id', '=', Number(episode.id))
      .execute();

    await seedDatabase(t.app.db);
    const second = (await t.app.inject({ url: '/api/v1/voyages/get/public/episodes' })).json().data;
    expect(second.map((item: { id: string }) => item.id)).toEqual(
      first.map((item: { id: string }) => item.id),
    );
    expect(second[0].view_count).toBe(1234);
    const packages = (await t.app.inject({ url: '/api/v1/packages' })).json().data;
    expect(packages).toHaveLength(readCoinPackagesContent().length);
  });
});
