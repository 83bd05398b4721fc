/**
 * A highlighted voyage's card (highlighted-voyage-list.tsx) as plain DOM, for the static pages'
 * island when the live list differs from the build's (docs/architecture/frontend.md). Same markup and classes as the
 * React card (voyage-card-element.test.tsx compares the two); the icons are cloned from the list's
 * `<template data-voyage-icons>`, so the island carries no icon library.
 */
import { element } from '#client/lib/element.ts';
import { href } from '#shared/href.ts';
import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import {
  VOYAGE_CARD_CLASSES as classes,
  VOYAGE_IMAGE_HEIGHT,
  VOYAGE_IMAGE_WIDTH,
  voyageCardClass,
} from './voyage-card-classes.ts';
import { voyageGradient, voyageIconName } from './voyage-theme.ts';

export interface VoyageCardOptions {
  selected: boolean;
  eagerImage: boolean;
  /** The list's icon template (highlighted-voyage-list.tsx). */
  icons: HTMLTemplateElement;
}

function icon(icons: HTMLTemplateElement, name: string): Node {
  const source = icons.content.querySelector(`[data-icon="${name}"]`);
  if (!source) throw new Error(`voyage card: no icon ${name}`);
  const copy = source.cloneNode(true) as Element;
  copy.removeAttribute('data-icon');
  return copy;
}

export function voyageCardElement(voyage: HighlightedVoyage, options: VoyageCardOptions): HTMLLIElement {
  const { selected, eagerImage, icons } = options;
  const image = voyage.svg_image ?? voyage.image;
  return element(
    'li',
    { class: voyageCardClass(selected) },
    element(
      'div',
      { class: `${classes.imageBox} ${voyageGradient(voyage.theme_color)}` },
      Boolean(image) &&
        element('img', {
          src: image ?? undefined,
          width: String(VOYAGE_IMAGE_WIDTH),
          height: String(VOYAGE_IMAGE_HEIGHT),
          alt: '',
          loading: eagerImage ? 'eager' : 'lazy',
          fetchpriority: eagerImage ? 'high' : 'auto',
          decoding: 'async',
          class: classes.image,
        }),
      element('span', { class: classes.iconBadge }, icon(icons, voyageIconName(voyage.icon))),
      selected && element('span', { class: classes.selected }, voyageListTexts.selected),
    ),
    element(
      'div',
      { class: classes.body },
      element(
        'h3',
        { class: classes.title },
        element(
          'a',
          {
            href: href(appRoutePatterns.voyageInfo, { slug: voyage.slug }),
            'aria-current': selected ? 'page' : undefined,
            class: classes.link,
          },
          voyage.title,
        ),
      ),
      element('p', { class: classes.description }, voyage.description),
      element(
        'span',
        { 'aria-hidden': 'true', class: classes.cta },
        voyageListTexts.cardCta,
        icon(icons, 'arrow-right'),
      ),
    ),
  );
}
