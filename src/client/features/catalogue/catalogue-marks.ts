/**
 * The `data-` attributes by which the /produtos island finds the prerendered page's parts
 * (products-page.tsx draws them, catalogue-island.ts reads them; docs/architecture/catalogue.md).
 */
export const CATALOGUE_MARKS = {
  /** The results section: the island runs when the page has one. */
  page: 'data-catalogue',
  form: 'data-catalogue-form',
  clearSearch: 'data-catalogue-clear-search',
  results: 'data-catalogue-results',
  statusText: 'data-catalogue-status',
  spinner: 'data-catalogue-spinner',
  clearFilters: 'data-catalogue-clear-filters',
  /** `<template data-catalogue-state="loading|empty|failure">`. */
  stateTemplate: 'data-catalogue-state',
  /** A state's button ('Limpar filtros', 'Tentar novamente'). */
  stateAction: 'data-catalogue-action',
} as const;

/** The results' heading, where focus goes after a change of page. */
export const RESULTS_TITLE_ID = 'resultados-titulo';
