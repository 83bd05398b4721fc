/**
 * Where each paragraph of a voyage went when the team edited it (docs/architecture/admin.md): the editor
 * sends every paragraph with its index at load time (`origin`, null for a new one). Marks on a
 * removed paragraph go to the nearest kept paragraph before it (or the first one).
 */
export function paragraphMoves(
  origins: readonly (number | null)[],
  previousCount: number,
): Map<number, number> {
  const newIndexOf = new Map<number, number>();
  origins.forEach((origin, index) => {
    if (origin !== null && origin < previousCount) newIndexOf.set(origin, index);
  });
  const moves = new Map<number, number>();
  let landing = 0;
  for (let old = 0; old < previousCount; old++) {
    const kept = newIndexOf.get(old);
    if (kept !== undefined) landing = kept;
    const target = kept ?? landing;
    if (target !== old) moves.set(old, target);
  }
  return moves;
}
