/**
 * The product card (product-card.tsx) as plain DOM, for the static pages' island: the home page's
 * live highlights (docs/architecture/frontend.md) and the catalogue's pages (docs/architecture/catalogue.md). Same markup and classes
 * as the React card, with the same options: product-card-element.test.tsx compares the two.
 */
import { element } from '#client/lib/element.ts';
import { discountedPrice, formatMoney } from '#shared/format/money.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import {
  actionClass,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_PLACEHOLDER,
  PRODUCT_IMAGE_WIDTH,
} from './product-card-constants.ts';

const texts = catalogue.card;

/** The React card's props besides the product, with its defaults. */
export interface ProductCardOptions {
  headingLevel?: 3 | 4;
  eagerImage?: boolean;
  compactOnPhone?: boolean;
}

function productImage(product: Product, eager: boolean): HTMLImageElement {
  const failed = !product.imageUrl;
  return element('img', {
    src: failed ? PRODUCT_IMAGE_PLACEHOLDER : product.imageUrl,
    width: String(PRODUCT_IMAGE_WIDTH),
    height: String(PRODUCT_IMAGE_HEIGHT),
    alt: '',
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
    'data-fallback': failed ? 'true' : undefined,
    'data-fallback-src': PRODUCT_IMAGE_PLACEHOLDER,
    class: `size-full object-cover ${product.inStock ? '' : 'opacity-70 grayscale'}`,
  });
}

function productRating({ rating, reviews }: Product): HTMLParagraphElement {
  const filled = `${(rating / 5) * 100}%`;
  return element(
    'p',
    { class: 'flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-stone-700' },
    element('span', { class: 'sr-only' }, `${texts.rating(rating)}, ${texts.reviews(reviews)}`),
    element(
      'span',
      {
        'aria-hidden': 'true',
        class: 'bg-clip-text text-[0.95rem] leading-none text-transparent',
        style: `background-image:linear-gradient(90deg, var(--color-terra-500) ${filled}, var(--color-stone-300) ${filled})`,
      },
      '★★★★★',
    ),
    element(
      'span',
      { 'aria-hidden': 'true', class: 'font-semibold text-rio-900' },
      texts.ratingValue(rating),
    ),
    element('span', { 'aria-hidden': 'true' }, `(${texts.reviews(reviews)})`),
  );
}

function productPrice(product: Product): HTMLDivElement {
  const discounted = product.discount !== null;
  return element(
    'div',
    { class: 'flex flex-wrap items-baseline gap-x-2' },
    discounted &&
      element(
        'p',
        { class: 'text-sm text-stone-600' },
        element('span', { class: 'sr-only' }, `${texts.previousPrice} `),
        element('s', {}, formatMoney(product.price)),
      ),
    element(
      'p',
      { class: 'text-xl font-bold text-rio-900 sm:text-2xl' },
      element('span', { class: 'sr-only' }, `${discounted ? texts.currentPrice : texts.price} `),
      formatMoney(discountedPrice(product.price, product.discount)),
    ),
  );
}

function productAction(product: Product): HTMLElement {
  if (product.inStock && product.link) {
    return element(
      'a',
      {
        href: product.link,
        target: '_blank',
        rel: 'noopener noreferrer',
        class: `${actionClass} bg-rio-800 text-white hover:bg-rio-700`,
      },
      pt.products.details,
      element('span', { class: 'sr-only' }, ` — ${product.name} ${texts.opensInNewTab}`),
      element('span', { 'aria-hidden': 'true' }, '↗'),
    );
  }
  return element(
    'button',
    { type: 'button', disabled: '', class: `${actionClass} cursor-not-allowed bg-stone-200 text-stone-600` },
    pt.products.unavailable,
  );
}

/** One product as a list item: `<li><article …></li>`. */
export function productCardElement(
  product: Product,
  { headingLevel = 3, eagerImage = false, compactOnPhone = false }: ProductCardOptions = {},
): HTMLLIElement {
  const layout = compactOnPhone
    ? 'grid grid-cols-[7.5rem_1fr] gap-x-4 p-3 sm:flex sm:flex-col sm:gap-0 sm:p-0'
    : 'flex flex-col';
  const imageBoxClass = compactOnPhone
    ? 'aspect-square self-start rounded-xl sm:aspect-[4/3] sm:rounded-none'
    : 'aspect-[4/3]';
  const imageBox = element(
    'div',
    { class: `relative overflow-hidden bg-rio-50 ${imageBoxClass}` },
    productImage(product, eagerImage),
    product.discount !== null &&
      element(
        'span',
        {
          class:
            'absolute top-2 left-2 rounded-full bg-terra-700 px-2.5 py-1 text-sm font-bold text-white shadow-sm sm:top-3 sm:left-3',
        },
        element('span', { 'aria-hidden': 'true' }, texts.discount(product.discount)),
        element('span', { class: 'sr-only' }, texts.discountLabel(product.discount)),
      ),
    product.isHighlighted &&
      element(
        'span',
        {
          class: `absolute w-28 rotate-45 bg-terra-400 py-1 text-center font-bold tracking-wider text-rio-950 uppercase shadow-md sm:top-5 sm:-right-8 sm:w-32 sm:text-xs ${
            compactOnPhone ? 'top-4 -right-7 text-[0.625rem]' : 'top-5 -right-8 text-xs'
          }`,
        },
        pt.products.highlighted,
      ),
    !product.inStock &&
      element(
        'div',
        { class: 'absolute inset-0 flex items-center justify-center bg-rio-950/45' },
        element(
          'span',
          {
            class:
              'rounded-full bg-white px-3 py-1 text-sm font-bold tracking-wider text-rio-950 uppercase shadow sm:px-4 sm:py-1.5',
          },
          pt.products.outOfStock,
        ),
      ),
  );
  const body = element(
    'div',
    { class: `flex min-w-0 flex-1 flex-col gap-2 ${compactOnPhone ? 'sm:p-5' : 'p-5'}` },
    element(
      'p',
      { class: 'text-xs font-semibold tracking-widest text-terra-700 uppercase' },
      catalogue.categories[product.category].singular,
    ),
    element(
      headingLevel === 3 ? 'h3' : 'h4',
      { class: 'line-clamp-2 min-h-[2lh] font-display text-lg leading-snug text-rio-900 sm:text-xl' },
      product.name,
    ),
    element(
      'p',
      {
        class: `line-clamp-3 min-h-[3lh] text-sm leading-relaxed text-stone-700 ${compactOnPhone ? 'max-sm:hidden' : ''}`,
      },
      product.description,
    ),
    productRating(product),
    element(
      'div',
      { class: 'mt-auto flex flex-col gap-3 pt-1' },
      productPrice(product),
      productAction(product),
    ),
  );
  return element(
    'li',
    {},
    element(
      'article',
      {
        'data-testid': 'product-card',
        'data-slug': product.slug,
        class: `relative h-full overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10 ${layout}`,
      },
      imageBox,
      body,
    ),
  );
}
