/**
 * Plain DOM for the static pages' island (decision 110): an element with its attributes and
 * children. An attribute given `undefined` is left out, as React leaves it out.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string | null | false)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children.filter((child): child is Node | string => child !== null && child !== false));
  return node;
}
