import { catalogue } from '#shared/messages/pt-catalogue.ts';

/**
 * Five stars filled to the rating (text stars painted by a gradient: no icon per star, nothing to
 * download), the figure and the number of reviews, read as one sentence.
 */
export function ProductRating({ rating, reviews }: { rating: number; reviews: number }) {
  const texts = catalogue.card;
  const filled = `${(rating / 5) * 100}%`;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-stone-700">
      <span className="sr-only">
        {texts.rating(rating)}, {texts.reviews(reviews)}
      </span>
      <span
        aria-hidden="true"
        className="bg-clip-text text-[0.95rem] leading-none text-transparent"
        style={{
          backgroundImage: `linear-gradient(90deg, var(--color-terra-500) ${filled}, var(--color-stone-300) ${filled})`,
        }}
      >
        ★★★★★
      </span>
      <span aria-hidden="true" className="font-semibold text-rio-900">
        {texts.ratingValue(rating)}
      </span>
      <span aria-hidden="true">({texts.reviews(reviews)})</span>
    </p>
  );
}
