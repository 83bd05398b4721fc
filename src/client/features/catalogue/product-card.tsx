import { memo } from 'react';
import { discountedPrice, formatMoney } from '#shared/format/money.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { actionClass } from './product-card-constants.ts';
import { ProductImage } from './product-image.tsx';
import { ProductRating } from './product-rating.tsx';

interface ProductCardProps {
  product: Product;
  /** h3 on /produtos (under the results' h2), h4 inside the home page's highlights. */
  headingLevel?: 3 | 4;
  eagerImage?: boolean;
  /** Side by side (image left) on phones, the catalogue's layout; stacked everywhere otherwise. */
  compactOnPhone?: boolean;
}

function ProductPrice({ product }: { product: Product }) {
  const texts = catalogue.card;
  const price = discountedPrice(product.price, product.discount);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      {product.discount !== null && (
        <p className="text-sm text-stone-600">
          <span className="sr-only">{texts.previousPrice} </span>
          <s>{formatMoney(product.price)}</s>
        </p>
      )}
      <p className="text-xl font-bold text-rio-900 sm:text-2xl">
        <span className="sr-only">{product.discount !== null ? texts.currentPrice : texts.price} </span>
        {formatMoney(price)}
      </p>
    </div>
  );
}

/** Image, 'Esgotado', 'Destaque', '-N%', price, rating and the action. */
function ProductCardView({
  product,
  headingLevel = 3,
  eagerImage = false,
  compactOnPhone = false,
}: ProductCardProps) {
  const texts = catalogue.card;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const canOpen = product.inStock && product.link !== null;
  const layout = compactOnPhone
    ? 'grid grid-cols-[7.5rem_1fr] gap-x-4 p-3 sm:flex sm:flex-col sm:gap-0 sm:p-0'
    : 'flex flex-col';
  const imageBox = compactOnPhone
    ? 'aspect-square self-start rounded-xl sm:aspect-[4/3] sm:rounded-none'
    : 'aspect-[4/3]';

  return (
    <article
      data-testid="product-card"
      data-slug={product.slug}
      className={`relative h-full overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10 ${layout}`}
    >
      <div className={`relative overflow-hidden bg-rio-50 ${imageBox}`}>
        <ProductImage
          key={product.imageUrl}
          src={product.imageUrl}
          eager={eagerImage}
          className={`size-full object-cover ${product.inStock ? '' : 'opacity-70 grayscale'}`}
        />
        {product.discount !== null && (
          <span className="absolute top-2 left-2 rounded-full bg-terra-700 px-2.5 py-1 text-sm font-bold text-white shadow-sm sm:top-3 sm:left-3">
            <span aria-hidden="true">{texts.discount(product.discount)}</span>
            <span className="sr-only">{texts.discountLabel(product.discount)}</span>
          </span>
        )}
        {product.isHighlighted && (
          <span
            className={`absolute w-28 rotate-45 bg-terra-400 py-1 text-center font-bold tracking-wider text-rio-950 uppercase shadow-md sm:top-5 sm:-right-8 sm:w-32 sm:text-xs ${
              compactOnPhone ? 'top-4 -right-7 text-[0.625rem]' : 'top-5 -right-8 text-xs'
            }`}
          >
            {pt.products.highlighted}
          </span>
        )}
        {!product.inStock && (
          <div className="absolute inset-0 flex items-center justify-center bg-rio-950/45">
            <span className="rounded-full bg-white px-3 py-1 text-sm font-bold tracking-wider text-rio-950 uppercase shadow sm:px-4 sm:py-1.5">
              {pt.products.outOfStock}
            </span>
          </div>
        )}
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${compactOnPhone ? 'sm:p-5' : 'p-5'}`}>
        <p className="text-xs font-semibold tracking-widest text-terra-700 uppercase">
          {catalogue.categories[product.category].singular}
        </p>
        <Heading className="line-clamp-2 min-h-[2lh] font-display text-lg leading-snug text-rio-900 sm:text-xl">
          {product.name}
        </Heading>
        <p
          className={`line-clamp-3 min-h-[3lh] text-sm leading-relaxed text-stone-700 ${compactOnPhone ? 'max-sm:hidden' : ''}`}
        >
          {product.description}
        </p>
        <ProductRating rating={product.rating} reviews={product.reviews} />
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <ProductPrice product={product} />
          {canOpen && product.link ? (
            <a
              href={product.link}
              target="_blank"
              rel="noopener noreferrer"
              className={`${actionClass} bg-rio-800 text-white hover:bg-rio-700`}
            >
              {pt.products.details}
              <span className="sr-only">
                {' '}
                — {product.name} {texts.opensInNewTab}
              </span>
              <span aria-hidden="true">↗</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              className={`${actionClass} cursor-not-allowed bg-stone-200 text-stone-600`}
            >
              {pt.products.unavailable}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** What a card shows; the id is not among it (prerendered cards carry the slug until the API answers). */
function sameCard(before: ProductCardProps, after: ProductCardProps) {
  const { id: _before, ...shown } = before.product;
  const { id: _after, ...shownAfter } = after.product;
  return (
    before.headingLevel === after.headingLevel &&
    before.eagerImage === after.eagerImage &&
    before.compactOnPhone === after.compactOnPhone &&
    (Object.keys(shown) as (keyof typeof shown)[]).every((key) => shown[key] === shownAfter[key])
  );
}

/**
 * SPEC §4.3's product card. Memoised: when the live list replaces the prerendered one with the same
 * products, no card renders again.
 */
export const ProductCard = memo(ProductCardView, sameCard);
