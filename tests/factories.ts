/** Test data builders shared by tests, fixtures and the seed. */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { NewVoyage } from '#server/features/voyages/voyage.table.ts';

let sequence = 0;

export function buildVoyage(overrides: Partial<NewVoyage> = {}): NewVoyage {
  sequence += 1;
  const now = new Date().toISOString();
  return {
    slug: `viagem-de-teste-${sequence}`,
    title: `Viagem de teste ${sequence}`,
    description: 'Uma travessia curta para conferir o que o leitor vê.',
    theme_color: 'green',
    icon: 'waves',
    svg_image: null,
    image: null,
    is_highlighted: false,
    highlight_order: sequence,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export async function createVoyage(db: Kysely<Database>, overrides: Partial<NewVoyage> = {}) {
  const voyage = buildVoyage(overrides);
  return db.insertInto('voyages').values(voyage).returningAll().executeTakeFirstOrThrow();
}
