import { voyagesUi } from '#shared/messages/pt-voyages.ts';

/** A labelled progress bar (percent read). */
export function VoyageProgressBar({
  progress,
  label = voyagesUi.dashboard.progress,
}: {
  progress: number;
  label?: string;
}) {
  const value = Math.min(100, Math.max(0, Math.round(progress)));
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between text-sm text-stone-700">
        <span>{label}</span>
        <span className="font-semibold text-rio-900">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-rio-600" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
