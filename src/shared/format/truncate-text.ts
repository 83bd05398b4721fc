/**
 * Shortens a text to at most `max` characters (SPEC §9: the quote banner 180, highlight quotes in
 * the table of contents 80), cutting at a word when one ends near the limit and adding '…'.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, Math.max(0, max - 1));
  const lastSpace = room.lastIndexOf(' ');
  // Cut at the last word boundary unless that throws away more than a fifth of the room.
  const cut = lastSpace >= room.length * 0.8 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:!?—–-]+$/, '')}…`;
}
