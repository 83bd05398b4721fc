/** Test data builders shared by tests, fixtures and the seed. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { hashPassword } from '#server/features/auth/password-hash.ts';
import { insertUser } from '#server/features/auth/user.repository.ts';
import type { NewUser, UserRow } from '#server/features/auth/user.table.ts';
import { insertProduct } from '#server/features/catalogue/product.repository.ts';
import { productRowValues } from '#server/features/catalogue/product.service.ts';
import { appendLedgerEntry } from '#server/features/coins/coin-ledger.repository.ts';
import type { NewCoinPackage } from '#server/features/coins/coin-package.table.ts';
import { insertVoyage, type NewVoyageValues } from '#server/features/voyages/voyage.repository.ts';
import type { ProductContent } from '#shared/schemas/catalogue.ts';

let sequence = 0;

export type VoyageOverrides = Partial<NewVoyageValues>;

/**
 * A voyage with everything an episode has: free by default, paid when given a cost (is_free
 * follows the cost unless given).
 */
export function buildVoyage(overrides: VoyageOverrides = {}): NewVoyageValues {
  sequence += 1;
  const now = new Date().toISOString();
  const { paragraphs, themes, highlights, ...columns } = overrides;
  const cost = columns.cost ?? 0;
  const text = paragraphs ?? [
    `Primeiro parágrafo da viagem ${sequence}: o barco deixa o porto antes do sol.`,
    'Segundo parágrafo: a água muda de cor quando dois rios se encontram.',
    'Terceiro parágrafo: quem escuta a floresta aprende a esperar.',
  ];
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
    short_description: 'Uma travessia curta.',
    summary: 'O barco sai, os rios se encontram e o viajante aprende a esperar.',
    author: 'Iara',
    quote: 'Quem escuta a floresta aprende a esperar.',
    published_at: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000).toISOString(),
    duration: 30,
    is_free: cost === 0,
    view_count: 0,
    audio_url: null,
    created_at: now,
    updated_at: now,
    ...columns,
    cost,
    paragraphs: text,
    themes: themes ?? ['Paciência', 'Escuta'],
    highlights: highlights ?? [{ position: 2, quote: 'quem escuta a floresta aprende a esperar' }],
  };
}

export async function createVoyage(db: Kysely<Database>, overrides: VoyageOverrides = {}) {
  return insertVoyage(db, buildVoyage(overrides));
}

/** A coin package (prices in centavos). */
export function buildCoinPackage(overrides: Partial<NewCoinPackage> = {}): NewCoinPackage {
  sequence += 1;
  const now = new Date().toISOString();
  return {
    slug: `pacote-de-teste-${sequence}`,
    name: `Pacote de teste ${sequence}`,
    amount: 5,
    price: 2_500,
    discount: 0,
    is_active: true,
    sort_order: sequence,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export async function createCoinPackage(db: Kysely<Database>, overrides: Partial<NewCoinPackage> = {}) {
  return db
    .insertInto('coin_packages')
    .values(buildCoinPackage(overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
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
  // A starting balance is a ledger row too, so the balance always equals the ledger's sum.
  if (user.coins > 0) {
    await appendLedgerEntry(db, {
      user_id: user.id,
      amount: user.coins,
      kind: 'admin',
      reason: 'opening_balance',
      voyage_id: null,
      order_id: null,
      balance_after: user.coins,
      created_at: user.created_at,
    });
  }
  return { ...user, password };
}

/** A catalogue product as the seed content writes it (prices in centavos, rating 0–5). */
export function buildProduct(overrides: Partial<ProductContent> = {}): ProductContent {
  sequence += 1;
  return {
    slug: `produto-de-teste-${sequence}`,
    name: `Produto de teste ${sequence}`,
    description: 'Um produto de teste com descrição longa o bastante para o catálogo mostrar.',
    category: 'OUTRO',
    price_cents: 4_990,
    discount_percent: null,
    rating: 4.5,
    reviews: 10,
    in_stock: true,
    is_highlighted: false,
    highlight_order: sequence,
    image_url: '/media/products/sem-imagem.svg',
    link: 'https://loja.rotaamazonia.com.br/teste',
    ...overrides,
  };
}

/** Inserts a product (with its derived search and sort columns) and answers its row. */
export async function createProduct(db: Kysely<Database>, overrides: Partial<ProductContent> = {}) {
  return insertProduct(db, productRowValues(buildProduct(overrides)));
}

const riverSentences = [
  'O barco desliza devagar sobre a água escura, e o motor parece pedir licença à floresta.',
  'Na margem, um martim-pescador espera imóvel, como quem sabe que a paciência também é alimento.',
  'Iara lembra que cada curva do rio guarda uma pergunta que só quem viaja consegue ouvir.',
  'O Comandante aponta o encontro das águas: duas cores que correm lado a lado sem se misturar.',
  'A chuva chega de repente, lava o convés e vai embora deixando o cheiro de terra molhada.',
  'Ninguém fala por um tempo; o silêncio entre as árvores também ensina a escutar.',
  'À noite, as estrelas se repetem na superfície do rio e o céu parece ter dois andares.',
];

/**
 * Paragraphs of a long voyage (tests only: the reader must scroll a 300-paragraph voyage smoothly),
 * of varied lengths like real prose.
 */
export function buildLongVoyageParagraphs(count = 320): string[] {
  return Array.from({ length: count }, (_, index) => {
    const sentences = 2 + (index % 4);
    const text = Array.from(
      { length: sentences },
      (_unused, offset) => riverSentences[(index + offset) % riverSentences.length],
    ).join(' ');
    return `${index + 1}. ${text}`;
  });
}
