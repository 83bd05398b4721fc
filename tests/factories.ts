/** Test data builders shared by tests, fixtures and the seed. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { hashPassword } from '#server/features/auth/password-hash.ts';
import { insertUser } from '#server/features/auth/user.repository.ts';
import type { NewUser, UserRow } from '#server/features/auth/user.table.ts';
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

/** The password createUser gives an account unless told otherwise. */
export const DEFAULT_TEST_PASSWORD = 'Senha-Forte-2026';

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  sequence += 1;
  const now = new Date().toISOString();
  return {
    name: `Viajante de Teste ${sequence}`,
    email: `viajante-${sequence}-${randomBytes(3).toString('hex')}@exemplo.com.br`,
    password_hash: null,
    role: '0',
    coins: 0,
    journey_goal: '',
    email_verified_at: now,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/**
 * Inserts a user whose password is `password` (default DEFAULT_TEST_PASSWORD; null for a
 * provider-only account). Hashes with the cheap test cost: for tests and fixtures, never real data.
 */
export async function createUser(
  db: Kysely<Database>,
  { password = DEFAULT_TEST_PASSWORD, ...overrides }: Partial<NewUser> & { password?: string | null } = {},
): Promise<UserRow & { password: string | null }> {
  const password_hash = password === null ? null : await hashPassword(password, 'test');
  const user = await insertUser(db, buildUser({ password_hash, ...overrides }));
  return { ...user, password };
}
