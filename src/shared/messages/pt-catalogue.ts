/**
 * Texts of the product catalogue (/produtos, the home page's products, the book's buy buttons).
 * Spread into `pt` as `pt.catalogue`; SPEC §4.3 and §8's own texts live in `pt.products` (ptPublic).
 * /produtos is a public page: it imports this file directly, never the whole `pt`.
 */
import type { ProductCategory } from '../constants.ts';
import { formatDecimal } from '../format/decimal.ts';

// Not Intl: the public pages' script formats these, and Intl's locale data costs it a long task.
const integer = { format: (value: number) => formatDecimal(value, { maximumFractionDigits: 0 }) };
const oneDecimal = {
  format: (value: number) => formatDecimal(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

export const catalogue = {
  meta: {
    title: 'Produtos: livro, e-book, cursos e acessórios | Rota Amazônia',
    description:
      'A loja da Rota Amazônia: o livro Navegante de Primeira Viagem e seu e-book, cursos, acessórios e conteúdos digitais para levar o rio com você.',
  },

  page: {
    eyebrow: 'Loja Rota Amazônia',
    title: 'Produtos para levar a bordo',
    lead: 'O livro, o e-book, cursos e acessórios escolhidos pela tripulação. Busque, filtre e encontre o que combina com a sua próxima travessia.',
    resultsTitle: 'Resultados',
  },

  filters: {
    label: 'Filtrar produtos',
    searchLabel: 'Buscar produtos',
    searchPlaceholder: 'Ex.: livro, caneca, curso',
    searchSubmit: 'Buscar',
    clearSearch: 'Limpar busca',
    categoryLabel: 'Categoria',
    allCategories: 'Todas as categorias',
    sortLabel: 'Ordenar por',
  },

  /** Filter labels (plural) and card labels (singular) of SPEC §3's categories. */
  categories: {
    LIVRO: { plural: 'Livros', singular: 'Livro' },
    ACESSÓRIO: { plural: 'Acessórios', singular: 'Acessório' },
    CURSO: { plural: 'Cursos', singular: 'Curso' },
    DIGITAL: { plural: 'Digitais', singular: 'Digital' },
    OUTRO: { plural: 'Outros', singular: 'Outro' },
  } satisfies Record<ProductCategory, { plural: string; singular: string }>,

  /** SPEC §9's five sort options, by `sortBy-sortOrder`. */
  sortOptions: {
    'name-asc': 'Nome (A–Z)',
    'name-desc': 'Nome (Z–A)',
    'price-asc': 'Menor preço',
    'price-desc': 'Maior preço',
    'rating-desc': 'Mais bem avaliados',
  },

  results: {
    count: (total: number) =>
      total === 1 ? '1 produto encontrado' : `${integer.format(total)} produtos encontrados`,
    forSearch: (search: string) => `para “${search}”`,
    loading: 'Carregando produtos…',
    emptyHint: 'Tente outra palavra, outra categoria ou veja todo o catálogo.',
  },

  card: {
    discount: (percent: number) => `-${percent}%`,
    discountLabel: (percent: number) => `${percent}% de desconto`,
    previousPrice: 'De',
    currentPrice: 'Por',
    price: 'Preço',
    rating: (rating: number) => `Avaliação ${oneDecimal.format(rating)} de 5`,
    ratingValue: (rating: number) => oneDecimal.format(rating),
    reviews: (count: number) => (count === 1 ? '1 avaliação' : `${integer.format(count)} avaliações`),
    opensInNewTab: '(abre em nova aba)',
  },

  pagination: {
    label: 'Paginação dos produtos',
    previous: 'Anterior',
    next: 'Próxima',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    page: (page: number) => `Página ${page}`,
    pageOf: (page: number, last: number) => `Página ${page} de ${last}`,
  },

  home: {
    title: 'Da nossa loja',
    lead: 'Escolhas da tripulação para quem vai zarpar.',
    allProducts: 'Ver todos os produtos',
  },

  book: {
    opensInNewTab: '(abre a loja em nova aba)',
  },
} as const;
