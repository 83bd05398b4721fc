/**
 * A `Range` header read as RFC 9110 §14.1–14.2 says, for one representation of `size` bytes. The
 * three answers a server owes differ: a header that is not a valid bytes range set is ignored (200
 * with the whole file); a valid one none of whose ranges the file reaches is unsatisfiable (416);
 * otherwise the satisfiable ranges, clipped to the file. (range-parser answers -1 for both of the
 * first two, which turned `bytes=abc` into a 416.)
 */
export type RangeRequest =
  | { kind: 'ignored' }
  | { kind: 'unsatisfiable' }
  | { kind: 'ranges'; ranges: { start: number; end: number }[] };

/** `first-last`, `first-` or `-suffix` (digits only; spaces allowed around the commas). */
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

export function readRangeHeader(header: string | undefined, size: number): RangeRequest {
  const ignored = { kind: 'ignored' } as const;
  if (!header) return ignored;
  const equals = header.indexOf('=');
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return ignored;
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    // A list may carry empty elements (RFC 9110 §5.6.1); one with nothing at all is not a range set.
    .filter((spec) => spec !== '');
  if (specs.length === 0) return ignored;

  const ranges: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const match = RANGE_SPEC.exec(spec);
    if (!match) return ignored;
    const [, first, last, suffix] = match;
    if (suffix !== undefined) {
      const length = Number(suffix);
      if (length > 0 && size > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(first);
    const end = last ? Number(last) : Number.POSITIVE_INFINITY;
    // last-pos below first-pos makes the whole header invalid, not unsatisfiable.
    if (end < start) return ignored;
    if (start < size) ranges.push({ start, end: Math.min(end, size - 1) });
  }
  return ranges.length === 0 ? { kind: 'unsatisfiable' } : { kind: 'ranges', ranges };
}
