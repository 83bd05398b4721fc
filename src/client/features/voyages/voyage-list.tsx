import { useDeferredValue } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { voyagesUi } from '#shared/messages/pt-voyages.ts';
import { useEpisodes } from './api/episodes.ts';
import { EpisodeCard } from './episode-card.tsx';

const texts = voyagesUi.dashboard;
const gridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

function EpisodeListSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{ptPublic.generic.loading}</span>
      <ul aria-hidden="true" className={gridClass}>
        {['a', 'b', 'c'].map((key) => (
          <li key={key} className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-rio-900/10">
            <div className="aspect-[5/3] animate-pulse bg-rio-100" />
            <div className="space-y-3 p-5">
              <div className="h-6 w-3/4 animate-pulse rounded bg-rio-100" />
              <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
              <div className="h-11 w-full animate-pulse rounded-full bg-terra-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dashboard's voyages tab: every episode with its status, cost and main action. */
export function VoyageList() {
  // Rendered in slices when the answer arrives, like a voyage's detail (docs/architecture/frontend.md).
  const episodes = useDeferredValue(useEpisodes());
  const info = useUserInfo();
  const { user } = useAuth();
  const balance = info.data?.coins ?? user?.coins ?? 0;

  if (episodes.isPending) return <EpisodeListSkeleton />;
  if (episodes.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-terra-200 bg-terra-50 p-6"
      >
        <p className="text-stone-800">{texts.loadFailure}</p>
        <button
          type="button"
          className={buttonStyles.solid}
          disabled={episodes.isFetching}
          onClick={() => episodes.refetch()}
        >
          {episodes.isFetching ? ptPublic.generic.loading : ptPublic.generic.tryAgain}
        </button>
      </div>
    );
  }
  if (episodes.data.length === 0) {
    return <p className="rounded-2xl border border-rio-100 bg-white p-6 text-stone-700">{texts.empty}</p>;
  }
  return (
    <ul className={gridClass}>
      {episodes.data.map((episode) => (
        <EpisodeCard key={episode.id} episode={episode} balance={balance} />
      ))}
    </ul>
  );
}
