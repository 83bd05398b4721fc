import Clock from 'lucide-react/icons/clock';
import Ticket from 'lucide-react/icons/ticket';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { href } from '#shared/href.ts';
import { voyagesUi } from '#shared/messages/pt-voyages.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { Episode } from '#shared/schemas/voyages.ts';
import { VoyageProgressBar } from './voyage-progress-bar.tsx';
import { mainActionLabel, voyageStatus } from './voyage-status.ts';
import { VoyageStatusBadge } from './voyage-status-badge.tsx';

const texts = voyagesUi.dashboard;

/**
 * One voyage on the dashboard: cover, status, cost and the main action. 'Continuar' opens the
 * reading at once; starting and re-boarding go through the detail page, which shows the cost.
 */
export function EpisodeCard({ episode, balance }: { episode: Episode; balance: number }) {
  const status = voyageStatus(episode, balance);
  const detail = href(appRoutePatterns.voyageDetail, { id: episode.id });
  const action =
    status === 'in_progress' ? href(appRoutePatterns.voyageExperience, { voyageId: episode.id }) : detail;
  const titleId = `viagem-${episode.id}-titulo`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10">
      <div className="relative aspect-[5/3] bg-linear-to-br from-rio-500 via-rio-700 to-rio-950">
        {episode.image_url && (
          <img
            src={episode.image_url}
            width={400}
            height={240}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
        <VoyageStatusBadge status={status} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="font-display text-xl leading-snug text-rio-900">
          <Link to={detail} className="hover:underline">
            {episode.title}
          </Link>
        </h3>
        <p className="leading-relaxed text-stone-700">{episode.short_description || episode.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-rio-700" />
            {episode.duration} {texts.minutes}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Ticket aria-hidden="true" className="size-4 text-terra-700" />
            <span className="sr-only">{texts.cost}: </span>
            {episode.is_free ? texts.free : formatPassagens(episode.cost)}
          </li>
        </ul>
        {status === 'in_progress' && <VoyageProgressBar progress={episode.progress} />}
        <div className="mt-auto pt-2">
          <Link
            to={action}
            className={`${status === 'insufficient' ? buttonStyles.outline : buttonStyles.primary} w-full`}
            aria-describedby={titleId}
          >
            {status === 'insufficient' ? voyagesUi.actions.details : mainActionLabel(status)}
          </Link>
        </div>
      </div>
    </li>
  );
}
