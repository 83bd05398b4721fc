import ArrowRight from 'lucide-react/icons/arrow-right';
import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';
import { paths } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
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
          <a
            href={paths.voyageInfo(voyage.slug)}
            aria-current={selected ? 'page' : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {voyage.title}
          </a>
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

export const voyageGridClass = 'grid gap-6 sm:grid-cols-2';
/** Four cards in a row on wide screens, unless a page asks otherwise. */
export const defaultVoyageColumnsClass = 'lg:grid-cols-4';

export interface HighlightedVoyageListProps {
  /** The build's list (the seed content's highlighted voyages, decision 110). */
  voyages: readonly HighlightedVoyage[];
  /** Emphasises this voyage (the /viagem/:slug page). */
  selectedSlug?: string | undefined;
  /** Grid columns on wide screens. */
  columnsClass?: string;
  /** The first card sits in the first screen (the /viagem pages): its image must not wait. */
  eagerFirstImage?: boolean;
}

/**
 * The highlighted voyages as cards, prerendered: the marketing pages are static HTML, so the list
 * is the one the build read (decision 110). Card titles are h3.
 */
export function HighlightedVoyageList({
  voyages,
  selectedSlug,
  columnsClass = defaultVoyageColumnsClass,
  eagerFirstImage = false,
}: HighlightedVoyageListProps) {
  const texts = voyageListTexts;
  if (voyages.length === 0) {
    return <p className="rounded-2xl border border-rio-100 bg-white p-6 text-stone-700">{texts.empty}</p>;
  }
  const selectedIsUnknown =
    selectedSlug !== undefined && !voyages.some((voyage) => voyage.slug === selectedSlug);
  return (
    <>
      {selectedIsUnknown && (
        <p className="mb-6 rounded-2xl border border-terra-200 bg-terra-50 p-4 text-stone-800">
          {texts.unknownSlug}
        </p>
      )}
      <ul className={`${voyageGridClass} ${columnsClass}`}>
        {voyages.map((voyage, index) => (
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
