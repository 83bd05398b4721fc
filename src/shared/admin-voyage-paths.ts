/**
 * The console's voyage screens (docs/architecture/admin.md). Public pages never link here, so these live
 * apart from `paths.ts`, which every public page downloads (docs/architecture/frontend.md).
 */
export const adminVoyageRoutePatterns = {
  /** The list ('') and the editor ('nova' or a voyage id), one route (docs/architecture/frontend.md). */
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
