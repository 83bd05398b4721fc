/**
 * Texts of the API's catalogue answers: the product list's parameter errors and a missing product.
 * Spread into `pt` as `pt.catalogue.api`; kept apart from `catalogue` so /produtos never loads them.
 */
import { PRODUCT_MAX_PAGE, PRODUCT_SEARCH_MAX_LENGTH } from '../catalogue/product-query.ts';
import { PRODUCT_MAX_PAGE_SIZE } from '../constants.ts';

export const catalogueApi = {
  productNotFound: 'Produto não encontrado.',
  invalidPage: `Informe um número de página inteiro entre 1 e ${PRODUCT_MAX_PAGE}.`,
  invalidPageSize: `Informe um tamanho de página inteiro entre 1 e ${PRODUCT_MAX_PAGE_SIZE}.`,
  invalidSortBy: 'Ordene por name, price ou rating.',
  invalidSortOrder: 'Use asc ou desc.',
  invalidCategory: 'Categoria desconhecida. Use LIVRO, ACESSÓRIO, CURSO, DIGITAL ou OUTRO.',
  invalidSearch: `A busca deve ser um texto de até ${PRODUCT_SEARCH_MAX_LENGTH} caracteres.`,
} as const;
