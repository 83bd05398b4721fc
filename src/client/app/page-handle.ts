/**
 * What a route tells the root layout through its `handle` (read with `useMatches()`).
 * A static page is prerendered HTML that React never hydrates: the root renders no `<Scripts/>`
 * (no router runtime, no route table, no module preloads) and loads the public pages' island
 * instead, a small plain-TypeScript entry that adds the pages' behaviour (decision 110).
 */
export interface PageHandle {
  staticPage?: boolean;
}

export const staticPageHandle: PageHandle = { staticPage: true };

/**
 * The island's entry as the page names it. `npm run dev` serves the file itself; the build bundles
 * it on its own and writes its hashed address into every static page (scripts/finish-static-pages.ts).
 */
export const PUBLIC_PAGE_ISLAND_SRC = '/src/client/islands/public-page.ts';

export function isStaticPage(matches: readonly { handle: unknown }[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.staticPage === true);
}
