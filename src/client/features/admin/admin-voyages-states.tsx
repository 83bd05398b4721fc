/** What the voyage screens show while a voyage or the list loads, or when it fails (docs/architecture/admin.md). */
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { adminVoyageRoutePatterns } from '#shared/paths.ts';

const texts = adminVoyagesUi;

export function VoyagesFailure({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-2xl border border-terra-200 bg-terra-50 p-5"
    >
      <p>{message}</p>
      {retry && (
        <button type="button" className={buttonStyles.solid} onClick={retry}>
          {texts.retry}
        </button>
      )}
      <Link to={adminVoyageRoutePatterns.list} className="font-semibold text-rio-800 underline">
        {texts.back}
      </Link>
    </div>
  );
}

export function VoyagesLoading() {
  return (
    <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-200">
      <span className="sr-only">{pt.generic.loading}</span>
    </div>
  );
}
