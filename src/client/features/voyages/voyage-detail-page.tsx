import { useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Compass from 'lucide-react/icons/compass';
import History from 'lucide-react/icons/history';
import Quote from 'lucide-react/icons/quote';
import Save from 'lucide-react/icons/save';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { OfflineVoyageCard } from '#client/features/offline/offline-voyage-card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { notifyError } from '#client/lib/notify.ts';
import type { PageProps } from '#client/lib/page-props.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { formatViewCount } from '#shared/format/view-count.ts';
import { href } from '#shared/href.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { voyages, voyagesUi } from '#shared/messages/pt-voyages.ts';
import { appRoutePatterns, paths } from '#shared/paths.ts';
import type { EpisodeDetail } from '#shared/schemas/voyages.ts';
import { episodeQueryKey, useEpisode } from './api/episode.ts';
import { recordVoyageView } from './api/record-voyage-view.ts';
import { useStartVoyage } from './api/start-voyage.ts';
import { VoyageProgressBar } from './voyage-progress-bar.tsx';
import { chargeOf, mainActionLabel, statusTitle, voyageStatus } from './voyage-status.ts';
import { VoyageStatusBadge } from './voyage-status-badge.tsx';

export function meta() {
  return [{ title: `${voyagesUi.detail.about} | ${ptPublic.brand.name}` }];
}

// The invitation form (react-hook-form and its resolver) sits below the fold: it loads after the
// first paint (docs/architecture/frontend.md).
const InviteFriendCard = lazyPart(() =>
  import('#client/features/invitation/invite-friend-card.tsx').then((module) => ({
    default: module.InviteFriendCard,
  })),
);

const texts = voyagesUi.detail;
const cardClass = 'rounded-2xl bg-white p-5 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10 sm:p-6';
const publishedFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });
const tipIcons = [Compass, Save, History] as const;

function useGoBack() {
  const navigate = useNavigate();
  return () => (window.history.length > 1 ? navigate(-1) : navigate(paths.travellerHome));
}

/**
 * SPEC §2.4: 'Viagem não encontrada' with a 'Voltar' button going back; under it, the server's
 * reason when it gave one (SPEC §8: 'Episódio não encontrado').
 */
function VoyageNotFound({ reason }: { reason: string | null }) {
  const goBack = useGoBack();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-10 text-center">
      <img
        src="/images/canoa-na-neblina.svg"
        width={360}
        height={240}
        alt=""
        className="h-auto w-full max-w-xs"
      />
      <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{voyagesUi.notFound}</h1>
      {reason && <p className="text-lg font-semibold text-rio-950">{reason}</p>}
      <p className="text-lg text-stone-700">{texts.notFoundLead}</p>
      <button type="button" className={buttonStyles.outline} onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {texts.back}
      </button>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className="grid gap-8">
      <span className="sr-only">{texts.loading}</span>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
        <div className="aspect-[5/3] animate-pulse rounded-2xl bg-rio-100" />
        <div className="grid content-center gap-4">
          <div className="h-7 w-40 animate-pulse rounded-full bg-stone-200" />
          <div className="h-10 w-3/4 animate-pulse rounded bg-rio-100" />
          <div className="h-5 w-full animate-pulse rounded bg-stone-200" />
          <div className="h-5 w-5/6 animate-pulse rounded bg-stone-200" />
        </div>
      </div>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-stone-200" />
    </div>
  );
}

function InfoCard({ episode }: { episode: EpisodeDetail }) {
  const rows = [
    { label: texts.duration, value: `${episode.duration} ${texts.minutes}` },
    { label: texts.views, value: formatViewCount(episode.view_count) },
    { label: texts.author, value: episode.author },
    {
      label: texts.publishedAt,
      value: episode.published_at ? publishedFormat.format(new Date(episode.published_at)) : '—',
    },
  ];
  return (
    <section aria-labelledby="informacoes-da-viagem" className={cardClass}>
      <h2 id="informacoes-da-viagem" className="font-display text-xl text-rio-900">
        {texts.infoTitle}
      </h2>
      <dl className="mt-4 grid gap-3">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 border-b border-stone-100 pb-2">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="text-right font-semibold text-stone-900">{row.value}</dd>
          </div>
        ))}
        <div className="grid gap-2">
          <dt className="text-stone-700">{texts.themes}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {episode.themes.map((theme) => (
                <li
                  key={theme}
                  className="rounded-full bg-rio-50 px-3 py-1 text-sm font-medium text-rio-900 ring-1 ring-rio-200"
                >
                  {theme}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function StatusCard({ episode, balance }: { episode: EpisodeDetail; balance: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartVoyage();
  const status = voyageStatus(episode, balance);
  const experience = href(appRoutePatterns.voyageExperience, { voyageId: episode.id });

  async function board() {
    try {
      await start.mutateAsync({ id: episode.id, charge: chargeOf(episode) });
      navigate(experience);
    } catch (error) {
      const insufficient = error instanceof ApiError && error.code === 'INSUFFICIENT_PASSAGENS';
      notifyError(insufficient ? voyages.insufficientPassagens : voyages.startFailure);
      void queryClient.invalidateQueries({ queryKey: episodeQueryKey(episode.id) });
    }
  }

  return (
    <section aria-labelledby="status-da-viagem" className={`${cardClass} grid gap-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="status-da-viagem" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          {texts.statusCard}
        </h2>
        <VoyageStatusBadge status={status} />
      </div>
      {(status === 'in_progress' || status === 'completed') && (
        <p className="font-display text-2xl text-rio-950">{statusTitle[status]}</p>
      )}
      {(status === 'in_progress' || status === 'completed') && (
        <VoyageProgressBar progress={episode.progress} label={texts.progress} />
      )}
      <dl className="grid gap-2">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{texts.cost}</dt>
          <dd className="font-semibold text-stone-900">
            {episode.is_free ? texts.free : formatPassagens(episode.cost)}
          </dd>
        </div>
        {!episode.is_free && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">{texts.balance}</dt>
            <dd className="font-semibold text-stone-900" aria-live="polite">
              {formatPassagens(balance)}
            </dd>
          </div>
        )}
      </dl>
      {status === 'insufficient' && (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          {texts.missingBefore} {formatPassagens(episode.cost - balance)} {texts.missingAfter}
        </p>
      )}
      {status === 'in_progress' ? (
        <Link to={experience} className={`${buttonStyles.primary} w-full`}>
          {mainActionLabel(status)}
        </Link>
      ) : (
        <button
          type="button"
          className={`${buttonStyles.primary} w-full`}
          disabled={status === 'insufficient' || start.isPending}
          onClick={board}
        >
          {start.isPending ? texts.starting : mainActionLabel(status)}
        </button>
      )}
      <p className="text-sm text-stone-700">
        {status === 'completed'
          ? texts.reboardNote
          : episode.is_free
            ? texts.freeNote
            : status === 'in_progress'
              ? null
              : texts.paidNote}
      </p>
      {!episode.is_free && status !== 'completed' && status !== 'in_progress' && (
        <Link
          to={paths.travellerHome}
          state={{ activeTab: 'coins' }}
          className={`${buttonStyles.outline} w-full`}
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {voyagesUi.buyMore}
        </Link>
      )}
    </section>
  );
}

/** SPEC §2.4, /viagem/detalhes/{id}: everything about a voyage before boarding, and the boarding. */
export default function VoyageDetailPage({ params }: PageProps<typeof appRoutePatterns.voyageDetail>) {
  const { id } = params;
  // Rendered in slices when the answer arrives, like the reading screen (docs/architecture/frontend.md).
  const episode = useDeferredValue(useEpisode(id));
  const info = useUserInfo();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const goBack = useGoBack();
  const counted = useRef<string | null>(null);
  const balance = info.data?.coins ?? user?.coins ?? 0;

  const loaded = episode.isSuccess;
  // The page counts one view each time it opens a voyage that exists (docs/architecture/voyages.md).
  useEffect(() => {
    if (!loaded || counted.current === id) return;
    counted.current = id;
    recordVoyageView(id)
      .then((viewCount) =>
        queryClient.setQueryData<EpisodeDetail>(episodeQueryKey(id), (current) =>
          current ? { ...current, view_count: viewCount } : current,
        ),
      )
      .catch(() => {
        // A view that was not counted never bothers the traveller.
      });
  }, [id, loaded, queryClient]);

  if (episode.isPending) return <DetailSkeleton />;
  if (episode.isError) {
    if (episode.error instanceof ApiError && episode.error.status === 404)
      return <VoyageNotFound reason={serverMessageOf(episode.error)} />;
    // SPEC §8, voyage (service level): the server's message, or 'Erro ao buscar a viagem' when no
    // answer came or it had no message; the offline banner already says when the device is offline.
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-terra-200 bg-terra-50 p-6"
      >
        <h1 className="font-display text-2xl text-rio-950">{ptPublic.generic.somethingWentWrong}</h1>
        <p className="text-stone-800">{serverMessageOf(episode.error) ?? voyages.fetchFailure}</p>
        <button type="button" className={buttonStyles.solid} onClick={() => episode.refetch()}>
          {ptPublic.generic.tryAgain}
        </button>
      </div>
    );
  }

  const voyage = episode.data;
  const status = voyageStatus(voyage, balance);
  return (
    <article className="grid gap-8">
      <button
        type="button"
        onClick={goBack}
        className="inline-flex w-fit items-center gap-2 rounded-lg font-semibold text-rio-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.back}
      </button>

      <header className="grid items-center gap-6 lg:grid-cols-2">
        <div className="relative overflow-hidden rounded-2xl bg-linear-to-br from-rio-500 via-rio-700 to-rio-950 shadow-md">
          {voyage.image_url && (
            <img
              src={voyage.image_url}
              width={400}
              height={240}
              alt=""
              className="aspect-[5/3] w-full object-cover"
            />
          )}
        </div>
        <div className="grid gap-4">
          <VoyageStatusBadge status={status} className="w-fit" />
          <h1 className="font-display text-3xl leading-tight text-rio-950 sm:text-5xl">{voyage.title}</h1>
          <p className="text-lg leading-relaxed text-stone-700">{voyage.short_description}</p>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-1">
          <StatusCard episode={voyage} balance={balance} />
          <InfoCard episode={voyage} />
          {/* Issue 8: "Embarcar", read offline (docs/architecture/pwa.md), and invite a friend (051). */}
          <OfflineVoyageCard voyage={voyage} />
          <Suspense fallback={null}>
            <InviteFriendCard voyageId={voyage.id} voyageTitle={voyage.title} />
          </Suspense>
        </div>

        <div className="grid content-start gap-8 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="sobre-esta-viagem" className="grid gap-3">
            <h2 id="sobre-esta-viagem" className="font-display text-2xl text-rio-900">
              {texts.about}
            </h2>
            <p className="text-lg leading-relaxed text-stone-800">{voyage.description}</p>
          </section>
          <section aria-labelledby="resumo" className="grid gap-3">
            <h2 id="resumo" className="font-display text-2xl text-rio-900">
              {texts.summary}
            </h2>
            <p className="leading-relaxed text-stone-800">{voyage.summary}</p>
          </section>
          <section aria-labelledby="dicas" className="grid gap-3">
            <h2 id="dicas" className="font-display text-2xl text-rio-900">
              {texts.tipsTitle}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-3">
              {texts.tips.map((tip, index) => {
                const Icon = tipIcons[index] ?? Compass;
                return (
                  <li
                    key={tip}
                    className="flex gap-3 rounded-2xl bg-rio-50 p-4 text-rio-950 ring-1 ring-rio-100 sm:flex-col"
                  >
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-rio-700" />
                    <span className="font-medium">{tip}</span>
                  </li>
                );
              })}
            </ul>
          </section>
          {voyage.quote && (
            <figure className="relative rounded-2xl bg-terra-50 p-6 ring-1 ring-terra-200 sm:p-8">
              <Quote aria-hidden="true" className="absolute top-4 left-4 size-8 text-terra-300" />
              <blockquote className="pl-8 font-display text-xl leading-relaxed text-terra-900 sm:text-2xl">
                <p>{voyage.quote}</p>
              </blockquote>
              <figcaption className="mt-3 pl-8 text-sm font-semibold text-terra-800">
                — {voyage.author}
              </figcaption>
            </figure>
          )}
        </div>
      </div>
    </article>
  );
}
