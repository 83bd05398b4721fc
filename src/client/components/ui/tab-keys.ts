/**
 * The WAI-ARIA tabs pattern's keys (automatic activation): the tab a key selects, out of `count`
 * with `current` selected, or undefined for a key the tabs leave alone.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
