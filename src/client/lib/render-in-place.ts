/**
 * Draws the site's React components into a prerendered container of a static page. Only the
 * static pages' island calls it, whose build makes `react` Preact's compat layer (island.config.ts,
 * docs/architecture/frontend.md). Preact's own `render` reuses the markup already there and changes
 * only what differs (React's `createRoot`, and Preact's compat copy of it, empty the container
 * first), so a list drawn again with the same content changes nothing on screen.
 */
import { type ComponentChild, createElement, render } from 'preact';
import type { ReactNode } from 'react';

/** Each container's root: a detached element whose one child, for Preact, is the container. */
const roots = new WeakMap<Element, Element>();

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
}

export function renderInPlace(content: ReactNode, container: Element): void {
  // The same elements under the alias: the types are React's, the objects Preact's.
  const tree = createElement(container.localName, attributesOf(container), content as ComponentChild);
  const drawn = roots.get(container);
  if (drawn) {
    render(tree, drawn);
    return;
  }
  // The first drawing takes the container itself as the element it draws, from a root of its own:
  // Preact removes what it does not reuse inside an element it draws, but leaves it at a root.
  const root = document.createElement('div');
  const focused = container.contains(document.activeElement) ? document.activeElement : null;
  const place = document.createComment('');
  container.replaceWith(place);
  root.append(container);
  render(tree, root);
  place.replaceWith(container);
  if (focused instanceof HTMLElement && focused.isConnected) focused.focus({ preventScroll: true });
  roots.set(container, root);
}
