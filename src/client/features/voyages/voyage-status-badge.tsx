import type { VoyageAccessStatus } from '#shared/schemas/voyages.ts';
import { statusBadge, statusTone } from './voyage-status.ts';

export function VoyageStatusBadge({
  status,
  className = '',
}: {
  status: VoyageAccessStatus;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${statusTone[status]} ${className}`}
    >
      {statusBadge[status]}
    </span>
  );
}
