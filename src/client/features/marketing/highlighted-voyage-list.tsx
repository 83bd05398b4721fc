import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { useHighlightedVoyages } from './use-highlighted-voyages.ts';
import { defaultVoyageColumnsClass, VoyageListSkeleton, voyageGridClass } from './voyage-list-skeleton.tsx';
import { voyageGradient, voyageIcon } from './voyage-theme.ts';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 240;

function VoyageCard({
  voyage,
  selected,
  eagerImage,
}: {
  voyage: HighlightedVoyage;
  selected: boolean;
  eagerImage: boolean;
}) {
  const Icon = voyageIcon(voyage.icon);
  const image = voyage.svg_image ?? voyage.image;
  return (
    <li
      className={`relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 transition-shadow hover:shadow-xl has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-terra-400 ${
        selected ? 'ring-4 ring-terra-400' : 'ring-1 ring-rio-900/10'
      }`}
    >
      <div className={`relative aspect-[5/3] bg-linear-to-br ${voyageGradient(voyage.theme_color)}`}>
        {image && (
          <img
            src={image}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt=""
            loading={eagerImage ? 'eager' : 'lazy'}
            fetchPriority={eagerImage ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
        <span className="absolute bottom-3 left-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-rio-900 shadow-md">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {selected && (
          <span className="absolute top-3 right-3 rounded-full bg-terra-400 px-3 py-1 text-sm font-semibold text-rio-950">
            {voyageListTexts.selected}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="font-display text-xl leading-snug text-rio-900">
          <Link
            to={paths.voyageInfo(voyage.slug)}
            aria-current={selected ? 'page' : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {voyage.title}
          </Link>
        </h3>
        <p className="leading-relaxed text-stone-700">{voyage.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-terra-700"
        >
          {voyageListTexts.cardCta}
          <ArrowRight className="size-4" />
        </span>
      </div>
    </li>
  );
}

export interface HighlightedVoyageListProps {
  /** Emphasises this voyage (the /viagem/:slug page). */
  selectedSlug?: string | undefined;
  /** Grid columns on wide screens. */
  columnsClass?: string;
  /** The build's list, shown until the API answers (prerendered pages). */
  prerendered?: HighlightedVoyage[] | undefined;
  /** The first card sits in the first screen (the /viagem pages): its image must not wait. */
  eagerFirstImage?: boolean;
}

/** The highlighted voyages as cards, with loading, error and empty states. Card titles are h3. */
export function HighlightedVoyageList({
  selectedSlug,
  columnsClass = defaultVoyageColumnsClass,
  prerendered,
  eagerFirstImage = false,
}: HighlightedVoyageListProps) {
  const { data, isPending, isError, isFetching, refetch } = useHighlightedVoyages(prerendered);
  const texts = voyageListTexts;

  if (isPending) return <VoyageListSkeleton columnsClass={columnsClass} />;

  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-terra-200 bg-terra-50 p-6"
      >
        <p className="text-stone-800">{texts.loadFailure}</p>
        <button type="button" className={buttonStyles.solid} disabled={isFetching} onClick={() => refetch()}>
          {isFetching ? pt.generic.loading : pt.generic.tryAgain}
        </button>
      </div>
    );
  }

  if (data.length === 0) {
    return <p className="rounded-2xl border border-rio-100 bg-white p-6 text-stone-700">{texts.empty}</p>;
  }

  const selectedIsUnknown =
    selectedSlug !== undefined && !data.some((voyage) => voyage.slug === selectedSlug);
  return (
    <>
      {selectedIsUnknown && (
        <p className="mb-6 rounded-2xl border border-terra-200 bg-terra-50 p-4 text-stone-800">
          {texts.unknownSlug}
        </p>
      )}
      <ul className={`${voyageGridClass} ${columnsClass}`}>
        {data.map((voyage, index) => (
          <VoyageCard
            key={voyage.slug}
            voyage={voyage}
            selected={voyage.slug === selectedSlug}
            eagerImage={eagerFirstImage && index === 0}
          />
        ))}
      </ul>
    </>
  );
}
