/**
 * The one way to build an address from a route or API pattern (`/viagem/detalhes/:id`): each
 * `:param` filled and encoded, the parameter names checked by the type system. Public pages
 * download it with `paths.ts` (docs/architecture/frontend.md), so it stays tiny and dependency-free.
 */

/** The `:param` names of a pattern: `'/a/:id/b/:slug'` → `'id' | 'slug'`. */
export type RouteParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Pattern extends string> = { [Name in RouteParamNames<Pattern>]: string | number };

/** Query parameters; an `undefined` one is left out. */
export type RouteQuery = Record<string, string | number | undefined>;

type HrefArguments<Pattern extends string> = [RouteParamNames<Pattern>] extends [never]
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [params: RouteParams<Pattern>, query?: RouteQuery];

export function href<Pattern extends string>(
  pattern: Pattern,
  ...[params, query]: HrefArguments<Pattern>
): string {
  const values: Record<string, string | number> = params ?? {};
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`href: ${pattern} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
