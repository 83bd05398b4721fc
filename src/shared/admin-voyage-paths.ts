/**
 * The console's voyage screens (docs/decisions/067). Public pages never link here, so these live
 * apart from `paths.ts`, which every public page downloads (decision 005).
 */
export const adminVoyageRoutePatterns = {
  /** The list ('') and the editor ('nova' or a voyage id), one route (decision 005). */
  voyages: '/admin/viagens/*',
} as const;

export const adminVoyagePaths = {
  list: '/admin/viagens',
  /** A voyage id, or 'nova' for a new one. */
  editor: '/admin/viagens/:id',
} as const;

/**
 * Opens a voyage in the real reader for the team, nothing it does there saved:
 * `href(appRoutePatterns.voyageExperience, { voyageId }, adminVoyagePreviewQuery)`.
 */
export const adminVoyagePreviewQuery = { previa: '1' } as const;
