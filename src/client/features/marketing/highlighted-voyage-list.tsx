import ArrowRight from 'lucide-react/icons/arrow-right';
import Compass from 'lucide-react/icons/compass';
import Moon from 'lucide-react/icons/moon';
import Sunrise from 'lucide-react/icons/sunrise';
import Trees from 'lucide-react/icons/trees';
import Waves from 'lucide-react/icons/waves';
import { href } from '#shared/href.ts';
import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import {
  VOYAGE_CARD_CLASSES as classes,
  LIVE_VOYAGES_ATTRIBUTE,
  UNKNOWN_VOYAGE_NOTICE_ATTRIBUTE,
  VOYAGE_IMAGE_HEIGHT,
  VOYAGE_IMAGE_WIDTH,
  voyageCardClass,
} from './voyage-card-classes.ts';
import { voyageGradient, voyageIconName } from './voyage-theme.ts';

const icons = { waves: Waves, trees: Trees, sunrise: Sunrise, moon: Moon, compass: Compass } as const;

/** One voyage's card; the island draws the live list with it too (live-highlighted-voyages.tsx). */
export function VoyageCard({
  voyage,
  selected,
  eagerImage,
}: {
  voyage: HighlightedVoyage;
  selected: boolean;
  eagerImage: boolean;
}) {
  const Icon = icons[voyageIconName(voyage.icon)];
  const image = voyage.svg_image ?? voyage.image;
  return (
    <li className={voyageCardClass(selected)}>
      <div className={`${classes.imageBox} ${voyageGradient(voyage.theme_color)}`}>
        {image && (
          <img
            src={image}
            width={VOYAGE_IMAGE_WIDTH}
            height={VOYAGE_IMAGE_HEIGHT}
            alt=""
            loading={eagerImage ? 'eager' : 'lazy'}
            fetchPriority={eagerImage ? 'high' : 'auto'}
            decoding="async"
            className={classes.image}
          />
        )}
        <span className={classes.iconBadge}>
          <Icon aria-hidden="true" className={classes.icon} />
        </span>
        {selected && <span className={classes.selected}>{voyageListTexts.selected}</span>}
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>
          <a
            href={href(appRoutePatterns.voyageInfo, { slug: voyage.slug })}
            aria-current={selected ? 'page' : undefined}
            className={classes.link}
          >
            {voyage.title}
          </a>
        </h3>
        <p className={classes.description}>{voyage.description}</p>
        <span aria-hidden="true" className={classes.cta}>
          {voyageListTexts.cardCta}
          <ArrowRight className={classes.ctaIcon} />
        </span>
      </div>
    </li>
  );
}

/** Above the list, for a selected slug none of its cards has (/viagem/<slug> with no page of its own). */
export function UnknownVoyageNotice() {
  return (
    <p className={classes.unknownSlugNotice} {...{ [UNKNOWN_VOYAGE_NOTICE_ATTRIBUTE]: '' }}>
      {voyageListTexts.unknownSlug}
    </p>
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
 * is the one the build read (decision 110), which the island brings up to date after load
 * (live-highlighted-voyages.tsx, docs/architecture/frontend.md). Card titles are h3.
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
      {selectedIsUnknown && <UnknownVoyageNotice />}
      <ul
        className={`${voyageGridClass} ${columnsClass}`}
        {...{ [LIVE_VOYAGES_ATTRIBUTE]: '' }}
        data-selected-slug={selectedSlug}
        data-eager-first={eagerFirstImage ? '' : undefined}
      >
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
