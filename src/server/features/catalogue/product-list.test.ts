/**
 * GET /api/v1/products on a known catalogue: every parameter, their combinations, accents,
 * pagination edges and bad input. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductContent } from '#shared/schemas/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/api-harness.ts';
import { createProduct } from '#tests/factories.ts';

const url = '/api/v1/products';

/** Inserted in this order, so ids grow down the list (ties are broken by id). */
const fixtures: Partial<ProductContent>[] = [
  {
    slug: 'caneca',
    name: 'Caneca Esmaltada',
    category: 'ACESSÓRIO',
    description: 'Acessório de metal esmaltado para o café da manhã a bordo.',
    price_cents: 6_990,
    rating: 4.8,
    reviews: 645,
  },
  {
    slug: 'agua',
    name: 'Água de Coco Gelada',
    category: 'OUTRO',
    description: 'Direto do coqueiro da beira do rio, servida no próprio coco.',
    price_cents: 990,
    rating: 4,
  },
  {
    slug: 'acai',
    name: 'Açaí na Tigela',
    category: 'OUTRO',
    description: 'Tigela de açaí com farinha de tapioca, do jeito paraense.',
    price_cents: 1_990,
    discount_percent: 50,
    rating: 4,
  },
  {
    slug: 'bone',
    name: 'boné de tela',
    category: 'ACESSÓRIO',
    description: 'Tela respirável e aba curva para o sol forte da vazante.',
    price_cents: 5_990,
    rating: 4.4,
    in_stock: false,
  },
  {
    slug: 'livro',
    name: 'Navegante de Primeira Viagem',
    category: 'LIVRO',
    description: 'O livro impresso da primeira travessia, com capa ilustrada.',
    price_cents: 5_990,
    rating: 4.9,
    reviews: 1_287,
    is_highlighted: true,
    highlight_order: 2,
  },
  {
    slug: 'ebook',
    name: 'Navegante — E-book',
    category: 'DIGITAL',
    description: 'A versão digital do livro, para ler no celular ou no leitor.',
    price_cents: 3_990,
    rating: 4.9,
    is_highlighted: true,
    highlight_order: 1,
    link: 'https://pay.rotaamazonia.com.br/navegante-de-primeira-viagem',
  },
  {
    slug: 'curso',
    name: 'Curso de Escrita',
    category: 'CURSO',
    description: 'Quatro aulas para escrever um diário de viagem à mão.',
    price_cents: 14_700,
    discount_percent: 20,
    rating: 4.6,
    link: null,
  },
  {
    slug: 'desconto',
    name: 'Desconto 50% off',
    category: 'OUTRO',
    description: 'Um produto com sublinhado_no texto e um percentual no nome.',
    price_cents: 100,
    rating: 3.5,
  },
  {
    slug: 'zabumba',
    name: 'Zabumba de Brinquedo',
    category: 'OUTRO',
    description: 'Brinquedo de madeira para as festas de boi, feito por artesãos.',
    price_cents: 5_990,
    rating: 4,
  },
  {
    slug: 'cafe',
    name: 'Cafe Coado da Manha',
    category: 'OUTRO',
    description: 'Escrito sem acento de propósito, para a busca com acento achar.',
    price_cents: 2_500,
    rating: 4.6,
  },
  {
    slug: 'rede',
    name: 'REDE ARTESANAL',
    category: 'ACESSÓRIO',
    description: 'Tecida à mão em algodão, com varandas de crochê.',
    price_cents: 34_990,
    rating: 4.9,
    in_stock: false,
  },
  {
    slug: 'pulseira',
    name: 'Pulseira de Sementes',
    category: 'ACESSÓRIO',
    description: 'Sementes de açaí tingidas com pigmentos naturais.',
    price_cents: 2_990,
    rating: 4.5,
    discount_percent: 10,
  },
];

interface ListedProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  discount: number | null;
  rating: number;
}
interface ListAnswer {
  success: true;
  data: ListedProduct[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
}

let t: TestApp;
/** The id of each fixture, by slug. */
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const fixture of fixtures) {
    const row = await createProduct(t.app.db, fixture);
    ids.set(row.slug, row.id);
  }
});
afterAll(() => t.close());

async function list(query = ''): Promise<ListAnswer> {
  const response = await t.app.inject({ method: 'GET', url: `${url}${query}` });
  expect(response, `${query}: ${response.body}`).toHaveStatus(200);
  return response.json();
}

const slugsOf = (answer: ListAnswer) => answer.data.map((product) => product.slug);

function fixture(slug: string) {
  const found = fixtures.find((item) => item.slug === slug);
  if (!found) throw new Error(slug);
  return found;
}

/** The order the API promises: the sort key, then the id. */
function expectedOrder(sortBy: 'name' | 'price' | 'rating', sortOrder: 'asc' | 'desc', slugs: string[]) {
  const key = (slug: string): string | number => {
    const item = fixture(slug);
    if (sortBy === 'name')
      return (item.name ?? '')
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    if (sortBy === 'rating') return item.rating ?? 0;
    const price = item.price_cents ?? 0;
    return item.discount_percent ? Math.round((price * (100 - item.discount_percent)) / 100) : price;
  };
  return [...slugs].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
    return (sortOrder === 'asc' ? byKey : -byKey) || (ids.get(a) ?? 0) - (ids.get(b) ?? 0);
  });
}

const allSlugs = fixtures.map((item) => item.slug ?? '');

describe('GET /api/v1/products — defaults and the answer', () => {
  it('answers the first 8 by name, ignoring case and accents, with data and meta', async () => {
    const answer = await list();
    expect(answer.success).toBe(true);
    expect(slugsOf(answer)).toEqual(['acai', 'agua', 'bone', 'cafe', 'caneca', 'curso', 'desconto', 'livro']);
    expect(answer.meta).toEqual({ total: 12, current_page: 1, per_page: 8, last_page: 2 });
  });

  it('normalises products as SPEC §7 says: id a string, numbers, booleans', async () => {
    const { data } = await list('?pageSize=100');
    const curso = data.find((product) => product.slug === 'curso');
    expect(curso).toEqual({
      id: String(ids.get('curso')),
      slug: 'curso',
      name: 'Curso de Escrita',
      description: 'Quatro aulas para escrever um diário de viagem à mão.',
      price: 147,
      rating: 4.6,
      reviews: 10,
      inStock: true,
      isHighlighted: false,
      discount: 20,
      imageUrl: '/media/products/sem-imagem.svg',
      link: null,
      category: 'CURSO',
    });
    const bone = data.find((product) => product.slug === 'bone') as unknown as Record<string, unknown>;
    expect(bone).toMatchObject({ price: 59.9, inStock: false, discount: null, category: 'ACESSÓRIO' });
    for (const product of data) {
      expect(product.id).toMatch(/^\d+$/);
      expect(Number.isInteger(product.rating * 10)).toBe(true);
    }
  });
});

describe('sortBy and sortOrder', () => {
  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['price', 'asc'],
    ['price', 'desc'],
    ['rating', 'asc'],
    ['rating', 'desc'],
  ] as const)('sorts by %s %s, ties broken by id', async (sortBy, sortOrder) => {
    const answer = await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}&pageSize=100`);
    expect(slugsOf(answer)).toEqual(expectedOrder(sortBy, sortOrder, allSlugs));
  });

  it('sorts by the price a shopper pays (after the discount)', async () => {
    const { data } = await list('?sortBy=price&sortOrder=asc&pageSize=3');
    // desconto R$ 1,00; açaí R$ 19,90 − 50% = R$ 9,95 comes after água R$ 9,90.
    expect(data.map((product) => product.slug)).toEqual(['desconto', 'agua', 'acai']);
  });

  it('breaks ties by id: three products at R$ 59,90 keep their insertion order both ways', async () => {
    for (const sortOrder of ['asc', 'desc']) {
      const { data } = await list(`?sortBy=price&sortOrder=${sortOrder}&pageSize=100`);
      const tied = data.filter((product) => product.price === 59.9).map((product) => product.slug);
      expect(tied).toEqual(['bone', 'livro', 'zabumba']);
    }
  });

  it('sortOrder alone applies to the name; sortBy alone sorts ascending', async () => {
    expect(slugsOf(await list('?sortOrder=desc&pageSize=100'))).toEqual(
      expectedOrder('name', 'desc', allSlugs),
    );
    expect(slugsOf(await list('?sortBy=rating&pageSize=100'))).toEqual(
      expectedOrder('rating', 'asc', allSlugs),
    );
  });

  it('walking the pages one product at a time gives the same stable order', async () => {
    for (const [sortBy, sortOrder] of [
      ['price', 'desc'],
      ['rating', 'desc'],
      ['name', 'asc'],
    ] as const) {
      const walked: string[] = [];
      for (let page = 1; page <= fixtures.length; page += 1) {
        walked.push(
          ...slugsOf(await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}&pageSize=1&page=${page}`)),
        );
      }
      expect(walked).toEqual(expectedOrder(sortBy, sortOrder, allSlugs));
    }
  });
});

describe('category', () => {
  it.each(['ACESSÓRIO', 'acessorio', 'ACESSORIO', 'Acessório', 'acessório', ' acessorio '])(
    'accepts %j for the accessories',
    async (category) => {
      const answer = await list(`?category=${encodeURIComponent(category)}`);
      expect(slugsOf(answer)).toEqual(['bone', 'caneca', 'pulseira', 'rede']);
      expect(answer.meta.total).toBe(4);
    },
  );

  it.each([
    ['LIVRO', ['livro']],
    ['DIGITAL', ['ebook']],
    ['CURSO', ['curso']],
    ['outro', ['acai', 'agua', 'cafe', 'desconto', 'zabumba']],
  ])('filters %s', async (category, expected) => {
    expect(slugsOf(await list(`?category=${category}`))).toEqual(expected);
  });

  it('an empty category means every category', async () => {
    expect((await list('?category=')).meta.total).toBe(12);
  });
});

describe('search', () => {
  it.each([
    ['acessorio', ['caneca']],
    ['ACESSÓRIO', ['caneca']],
    ['açaí', ['acai', 'pulseira']],
    ['acai', ['acai', 'pulseira']],
    ['AGUA', ['agua']],
    ['café', ['caneca', 'cafe']],
    ['a mao', ['curso', 'rede']],
    ['rede artesanal', ['rede']],
    ['navegante', ['livro', 'ebook']],
    ['Navegante  VIAGEM', ['livro']],
    ['esmaltado', ['caneca']],
  ])('%j finds %j (name and description, any case, any accent)', async (search, expected) => {
    const { data } = await list(`?search=${encodeURIComponent(search)}&pageSize=100`);
    expect(data.map((product) => product.slug).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['50%', ['desconto']],
    ['%', ['desconto']],
    ['_', ['desconto']],
    ['sublinhado_no', ['desconto']],
    ['\\', []],
    ["' or 1=1 --", []],
    ['"; drop table products; --', []],
    ['🌊', []],
    ['\u0000', allSlugs],
  ])('takes %j literally (LIKE wildcards escaped, nothing breaks)', async (search, expected) => {
    const { data } = await list(`?search=${encodeURIComponent(search)}&pageSize=100`);
    expect(data.map((product) => product.slug).sort()).toEqual([...expected].sort());
  });

  it('blank or empty search lists everything', async () => {
    expect((await list('?search=')).meta.total).toBe(12);
    expect((await list('?search=%20%20%20')).meta.total).toBe(12);
  });

  it('finds nothing politely: empty data, total 0, last_page 1', async () => {
    const answer = await list('?search=inexistente');
    expect(answer.data).toEqual([]);
    expect(answer.meta).toEqual({ total: 0, current_page: 1, per_page: 8, last_page: 1 });
  });

  it('accepts a search of exactly 100 characters', async () => {
    const answer = await list(`?search=${'a'.repeat(100)}`);
    expect(answer.meta.total).toBe(0);
  });
});

describe('combinations', () => {
  it('category + search + sort + page', async () => {
    const answer = await list(
      `?category=acessorio&search=${encodeURIComponent('açaí')}&sortBy=price&sortOrder=desc&page=1&pageSize=5`,
    );
    expect(slugsOf(answer)).toEqual(['pulseira']);
    expect(answer.meta).toEqual({ total: 1, current_page: 1, per_page: 5, last_page: 1 });
  });

  it('category + sort by price desc, paged by two', async () => {
    const first = await list('?category=ACESSÓRIO&sortBy=price&sortOrder=desc&pageSize=2');
    const second = await list('?category=ACESSÓRIO&sortBy=price&sortOrder=desc&pageSize=2&page=2');
    expect([...slugsOf(first), ...slugsOf(second)]).toEqual(['rede', 'caneca', 'bone', 'pulseira']);
    expect(second.meta).toEqual({ total: 4, current_page: 2, per_page: 2, last_page: 2 });
  });

  it('search + rating desc', async () => {
    const { data } = await list('?search=navegante&sortBy=rating&sortOrder=desc');
    expect(data.map((product) => product.slug)).toEqual(['livro', 'ebook']);
  });

  it('search in a category that has no match', async () => {
    const answer = await list('?category=LIVRO&search=caneca');
    expect(answer.meta.total).toBe(0);
  });

  it('ignores parameters it does not know', async () => {
    expect((await list('?utm_source=newsletter&_=123')).meta.total).toBe(12);
  });
});

describe('pagination edges', () => {
  it('the last page holds the remainder', async () => {
    const answer = await list('?page=2');
    expect(answer.data).toHaveLength(4);
    expect(answer.meta).toEqual({ total: 12, current_page: 2, per_page: 8, last_page: 2 });
  });

  it('a page past the end answers 200 with no data and the right meta', async () => {
    const answer = await list('?page=3');
    expect(answer.data).toEqual([]);
    expect(answer.meta).toEqual({ total: 12, current_page: 3, per_page: 8, last_page: 2 });
    const far = await list('?page=100000&category=CURSO');
    expect(far.meta).toEqual({ total: 1, current_page: 100000, per_page: 8, last_page: 1 });
  });

  it('a page past the end of an empty result still answers total 0', async () => {
    const answer = await list('?page=2&search=inexistente');
    expect(answer.meta).toEqual({ total: 0, current_page: 2, per_page: 8, last_page: 1 });
  });

  it('pageSize 1 makes one page per product', async () => {
    const answer = await list('?pageSize=1&page=12');
    expect(answer.data).toHaveLength(1);
    expect(answer.meta).toEqual({ total: 12, current_page: 12, per_page: 1, last_page: 12 });
  });

  it('pageSize 100 holds the whole catalogue', async () => {
    const answer = await list('?pageSize=100');
    expect(answer.data).toHaveLength(12);
    expect(answer.meta).toEqual({ total: 12, current_page: 1, per_page: 100, last_page: 1 });
  });

  it('leading zeros are still a number', async () => {
    expect((await list('?page=002&pageSize=08')).meta).toMatchObject({ current_page: 2, per_page: 8 });
  });
});

describe('bad parameters answer 400 naming the parameter, never 500', () => {
  const longSearch = 'a'.repeat(300);
  it.each([
    ['page=0', ['page']],
    ['page=-1', ['page']],
    ['page=abc', ['page']],
    ['page=1.5', ['page']],
    ['page=1e3', ['page']],
    ['page=%2B2', ['page']],
    ['page=100001', ['page']],
    ['page=99999999999999999999', ['page']],
    ['page=1&page=2', ['page']],
    ['pageSize=0', ['pageSize']],
    ['pageSize=101', ['pageSize']],
    ['pageSize=abc', ['pageSize']],
    ['pageSize=1e2', ['pageSize']],
    ['pageSize=8&pageSize=9', ['pageSize']],
    ['sortBy=drop', ['sortBy']],
    ['sortBy=price%3B%20drop%20table%20products', ['sortBy']],
    ['sortBy=PRICE', ['sortBy']],
    ['sortBy=name&sortBy=price', ['sortBy']],
    ['sortOrder=up', ['sortOrder']],
    ['sortOrder=asc&sortOrder=desc', ['sortOrder']],
    ['category=XYZ', ['category']],
    ['category=livros', ['category']],
    ['category=LIVRO&category=CURSO', ['category']],
    [`search=${longSearch}`, ['search']],
    ['search=a&search=b', ['search']],
    [
      'page=0&pageSize=1000&sortBy=x&sortOrder=y&category=z',
      ['page', 'pageSize', 'sortBy', 'sortOrder', 'category'],
    ],
  ])('?%s', async (query, names) => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?${query}` });
    expect(response).toHaveStatus(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(body.message).toBe(`Parâmetro inválido: ${names.join(', ')}`);
    expect(Object.keys(body.errors)).toEqual(names);
    for (const messages of Object.values(body.errors) as string[][]) {
      expect(messages[0]).toMatch(/\S/);
    }
  });
});
