/**
 * The console's voyage screens (docs/decisions/067). Public pages never link here, so these live
 * apart from `paths.ts`, which every public page downloads (decision 005).
 */
export const adminVoyageRoutePatterns = {
  /** The list ('') and the editor ('nova' or a voyage id). */
  voyages: '/admin/viagens/*',
  /** The voyage in the real reader, full screen. */
  preview: '/admin/viagens/:id/previa',
} as const;

export const adminVoyagePaths = {
  list: '/admin/viagens',
  editor: (id: string) => `/admin/viagens/${encodeURIComponent(id)}`,
  preview: (id: string) => `/admin/viagens/${encodeURIComponent(id)}/previa`,
} as const;
