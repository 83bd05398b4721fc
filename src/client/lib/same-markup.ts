/**
 * Markup as the browser sees it, for comparing a prerendered list with one drawn by the island
 * (docs/architecture/frontend.md): React's text separators (`<!-- -->`) left out and adjacent text joined.
 */
export function comparable<T extends Node>(node: T): T {
  const copy = node.cloneNode(true) as T;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  copy.normalize();
  return copy;
}

/** Puts `items` into `list` unless it already shows the same markup; true when it changed. */
export function replaceItemsIfChanged(list: HTMLElement, items: readonly Node[]): boolean {
  const next = list.cloneNode(false) as HTMLElement;
  next.append(...items);
  if (comparable(list).isEqualNode(comparable(next))) return false;
  list.replaceChildren(...next.childNodes);
  return true;
}
