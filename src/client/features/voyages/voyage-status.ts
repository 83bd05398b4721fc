/** Where a traveller stands with a voyage (SPEC §4.4) and what the screens say about it. */
import { voyagesUi } from '#shared/messages/pt-voyages.ts';
import type { Episode, VoyageAccessStatus } from '#shared/schemas/voyages.ts';

type EpisodeState = Pick<Episode, 'is_started' | 'is_completed' | 'is_free' | 'cost'>;

/** The same rule as the server's check-access, on the balance the screen shows (optimistic included). */
export function voyageStatus(episode: EpisodeState, balance: number): VoyageAccessStatus {
  if (episode.is_completed) return 'completed';
  if (episode.is_started) return 'in_progress';
  if (episode.is_free) return 'ready';
  return balance >= episode.cost ? 'available' : 'insufficient';
}

const texts = voyagesUi;

/** The short label of a status (badges and cards). */
export const statusBadge: Record<VoyageAccessStatus, string> = {
  ready: texts.status.ready,
  available: texts.status.available,
  insufficient: texts.status.insufficient,
  in_progress: texts.status.inProgress,
  completed: texts.status.completed,
};

/** The status card's title: 'Viagem em Andamento', 'Viagem Concluída' or the short label. */
export const statusTitle: Record<VoyageAccessStatus, string> = {
  ...statusBadge,
  in_progress: texts.status.inProgressTitle,
  completed: texts.status.completedTitle,
};

/** The main button: 'Iniciar Viagem', 'Continuar' or 'Reembarcar'. */
export function mainActionLabel(status: VoyageAccessStatus): string {
  if (status === 'in_progress') return texts.actions.continue;
  if (status === 'completed') return texts.actions.reboard;
  return texts.actions.start;
}

/** Passagens a start takes now: the cost of a paid voyage never started, nothing otherwise. */
export function chargeOf(episode: EpisodeState): number {
  return episode.is_free || episode.is_started ? 0 : episode.cost;
}

/** Badge colours by status, readable on white (AA contrast). */
export const statusTone: Record<VoyageAccessStatus, string> = {
  ready: 'bg-rio-100 text-rio-900 ring-rio-300',
  available: 'bg-terra-100 text-terra-900 ring-terra-300',
  insufficient: 'bg-red-50 text-red-900 ring-red-200',
  in_progress: 'bg-sky-100 text-sky-900 ring-sky-300',
  completed: 'bg-rio-800 text-white ring-rio-900',
};
